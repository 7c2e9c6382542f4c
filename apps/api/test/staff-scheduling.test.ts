import { scheduleMessages } from "@thalassa/contract/scheduled-publishing";
import { type StaffRole, staffMay, staffRoles } from "@thalassa/contract/staff";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { auditLog, posts } from "../src/db/schema.ts";
import { runScheduledPublishing } from "../src/staff/content/scheduled-publishing.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Record<StaffRole, string>;

beforeAll(async () => {
  // The job is off here: each test runs the scheduler's step itself, at a time it chooses.
  ({ app, close } = await createStaffTestApp({ seed: false, scheduledPublishingMs: 0 }));
  as = await staffSessions(app, staffRoles);
});
afterAll(() => close());

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let serial = 0;

function staff(method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url: `${API_PREFIX}/staff${url}`,
    headers: { ...withKey, cookie },
    ...(payload ? { payload } : {}),
  });
}

type Schedule = { status: "draft" | "live"; publish_at?: string | null; unpublish_at?: string | null };

const bodies = {
  news: (title: string, schedule: Schedule) => ({
    title,
    url: `story-${++serial}`,
    description: "<p>Text.</p>",
    website_id: null,
    images: {},
    ...schedule,
  }),
  events: (name: string, schedule: Schedule) => ({
    name,
    event_url: `event-${++serial}`,
    location: "Limassol",
    date: "2031-06-01",
    expired_date: "2031-06-02",
    images: {},
    ...schedule,
  }),
  jobs: (job_title: string, schedule: Schedule) => ({
    job_title,
    url: `job-${++serial}`,
    location: "Limassol",
    type: "full_time",
    created_date: "2026-11-01",
    description: "<p>Join us.</p>",
    ...schedule,
  }),
};
type Kind = keyof typeof bodies;

async function create(kind: Kind, title: string, schedule: Schedule) {
  const response = await staff("POST", `/content/${kind}`, as.editor, bodies[kind](title, schedule));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number } & Schedule;
}

async function read(kind: Kind, id: number) {
  const response = await staff("GET", `/content/${kind}/${id}`, as.editor);
  return response.json().data as Schedule;
}

async function publicNewsTitles() {
  const response = await app.inject({
    method: "GET",
    url: `${API_PREFIX}/news-list?limit=50`,
    headers: withKey,
  });
  return (response.json().data as { title: string }[]).map((item) => item.title);
}

describe("scheduled publishing (ADR 0043)", () => {
  it("publishes due drafts, unpublishes expired items, leaves the rest, audits each as the scheduler, and runs once", async () => {
    const due = await create("news", "Due story", { status: "draft", publish_at: at(-MINUTE) });
    const later = await create("news", "Later story", { status: "draft", publish_at: at(60 * MINUTE) });
    const expired = await create("news", "Expired story", { status: "live", unpublish_at: at(-MINUTE) });
    const window = await create("news", "Window story", {
      status: "draft",
      publish_at: at(-MINUTE),
      unpublish_at: at(60 * MINUTE),
    });
    const dueEvent = await create("events", "Due event", { status: "draft", publish_at: at(-MINUTE) });
    const expiredJob = await create("jobs", "Expired job", { status: "live", unpublish_at: at(-MINUTE) });
    const plainDraft = await create("jobs", "Plain draft", { status: "draft" });
    expect(await publicNewsTitles()).toEqual(["Expired story"]);

    expect(await runScheduledPublishing(app.db, new Date())).toEqual({ published: 3, unpublished: 2 });

    expect(await read("news", due.id)).toMatchObject({ status: "live", publish_at: null });
    expect(await read("news", later.id)).toMatchObject({ status: "draft", publish_at: later.publish_at });
    expect(await read("news", expired.id)).toMatchObject({ status: "draft", unpublish_at: null });
    // Published now, and still to be unpublished at its time.
    expect(await read("news", window.id)).toMatchObject({
      status: "live",
      publish_at: null,
      unpublish_at: window.unpublish_at,
    });
    expect(await read("events", dueEvent.id)).toMatchObject({ status: "live", publish_at: null });
    expect(await read("jobs", expiredJob.id)).toMatchObject({ status: "draft", unpublish_at: null });
    expect(await read("jobs", plainDraft.id)).toMatchObject({ status: "draft" });
    expect((await publicNewsTitles()).sort()).toEqual(["Due story", "Window story"]);

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userEmail, "scheduler"), eq(auditLog.role, "scheduler")));
    expect(
      entries.map((e) => `${e.action} ${e.entity} ${e.entityId} ${String(e.detail?.was)}`).sort(),
    ).toEqual(
      [
        `scheduled-publish news ${due.id} draft`,
        `scheduled-publish news ${window.id} draft`,
        `scheduled-publish events ${dueEvent.id} draft`,
        `scheduled-unpublish news ${expired.id} live`,
        `scheduled-unpublish jobs ${expiredJob.id} live`,
      ].sort(),
    );
    expect(entries.every((e) => e.userId === null && typeof e.detail?.scheduled_for === "string")).toBe(true);

    // A second run, as after a change of leader, finds nothing to do and records nothing.
    expect(await runScheduledPublishing(app.db, new Date())).toEqual({ published: 0, unpublished: 0 });
    const after = await app.db.select().from(auditLog).where(eq(auditLog.userEmail, "scheduler"));
    expect(after).toHaveLength(entries.length);

    // The item waiting for its time is published when the clock reaches it, then unpublished.
    expect(await runScheduledPublishing(app.db, new Date(Date.now() + 61 * MINUTE))).toMatchObject({
      published: 1,
    });
    expect(await read("news", later.id)).toMatchObject({ status: "live", publish_at: null });
  });

  it("an item whose whole window has passed ends a draft with both times cleared", async () => {
    const missed = await create("news", "Missed window", {
      status: "draft",
      publish_at: at(-2 * MINUTE),
      unpublish_at: at(-MINUTE),
    });
    await runScheduledPublishing(app.db, new Date());
    expect(await read("news", missed.id)).toMatchObject({
      status: "draft",
      publish_at: null,
      unpublish_at: null,
    });
  });

  it("refuses an unpublish time not after the publish time, and a live item with a publish time to come", async () => {
    const publish = at(60 * MINUTE);
    for (const unpublish of [publish, at(30 * MINUTE)]) {
      const refused = await staff(
        "POST",
        "/content/news",
        as.editor,
        bodies.news("Backwards", { status: "draft", publish_at: publish, unpublish_at: unpublish }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: scheduleMessages.unpublishBeforePublish,
        errors: { unpublish_at: [scheduleMessages.unpublishBeforePublish] },
      });
    }
    const early = await staff(
      "POST",
      "/content/events",
      as.editor,
      bodies.events("Too early", { status: "live", publish_at: publish }),
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(scheduleMessages.liveBeforePublish);
    expect(early.json().errors).toEqual({ publish_at: [scheduleMessages.liveBeforePublish] });

    const unreadable = await staff(
      "POST",
      "/content/jobs",
      as.editor,
      bodies.jobs("Unreadable", { status: "draft", publish_at: "next tuesday" }),
    );
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors.publish_at[0]).toMatch(/date and time like/);

    // A time with its offset is kept as the same moment, answered in UTC.
    const cyprus = await create("news", "Cyprus time", {
      status: "draft",
      publish_at: "2031-06-01T12:00:00+03:00",
    });
    expect(cyprus.publish_at).toBe("2031-06-01T09:00:00.000Z");
    const [row] = await app.db.select().from(posts).where(eq(posts.id, cyprus.id));
    expect(row?.publishAt?.toISOString()).toBe("2031-06-01T09:00:00.000Z");
  });

  it("lists filter scheduled items apart from other drafts", async () => {
    const scheduled = await create("jobs", "Scheduled chef", { status: "draft", publish_at: at(MINUTE) });
    const draft = await create("jobs", "Draft chef", { status: "draft" });
    const titles = async (status: string) => {
      const response = await staff("GET", `/content/jobs?q=chef&status=${status}`, as.editor);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((item) => item.id);
    };
    expect(await titles("scheduled")).toEqual([scheduled.id]);
    expect(await titles("draft")).toEqual([draft.id]);
    expect(await titles("live")).toEqual([]);
  });

  it.each(staffRoles)("%s may schedule exactly what they may edit", async (role) => {
    for (const kind of Object.keys(bodies) as Kind[]) {
      const response = await staff(
        "POST",
        `/content/${kind}`,
        as[role],
        bodies[kind](`By ${role}`, { status: "draft", publish_at: at(MINUTE) }),
      );
      expect(response.statusCode, `${role} ${kind}: ${response.body}`).toBe(
        staffMay(role, `content:${kind}`) ? 201 : 403,
      );
    }
  });
});

describe("the scheduled-publishing job", () => {
  it("runs on the API's scheduler and raises the content version when it changes something", async () => {
    const own = await createStaffTestApp({ seed: false, scheduledPublishingMs: 50 });
    try {
      await own.app.ready();
      const [row] = await own.app.db
        .insert(posts)
        .values({
          postType: "news",
          title: "Timed story",
          url: "timed-story",
          status: "draft",
          description: "<p>Text.</p>",
          images: {},
          publishAt: new Date(Date.now() + 300),
        })
        .returning({ id: posts.id });
      const version = own.app.contentChanges.version();
      await vi.waitFor(
        async () => {
          const [now] = await own.app.db
            .select()
            .from(posts)
            .where(eq(posts.id, row?.id ?? 0));
          expect(now?.status).toBe("live");
        },
        { timeout: 10_000, interval: 50 },
      );
      await vi.waitFor(() => expect(own.app.contentChanges.version()).not.toBe(version), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await own.close();
    }
  });
});
