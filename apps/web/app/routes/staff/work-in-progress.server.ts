import type { StaffContentType } from "@thalassa/contract/staff";
import { itemsOf, itemTitle } from "../../components/staff/content/content-items.ts";
import { staffApi } from "./staff-api.server.ts";

/*
 * The overview's "in progress" for people who edit content (the staff walkthrough's closing list:
 * "the overview could list drafts, scheduled items and recent changes instead of repeating the
 * sidebar", as WordPress's dashboard shows "Publishing soon" and its drafts): the dated types'
 * scheduled items, soonest first, and their drafts, newest first, each a link to its form.
 */

const DATED_TYPES = ["news", "events", "jobs"] as const satisfies readonly StaffContentType[];
const PER_LIST = 5;
const SHOWN = 6;

export interface WorkItem {
  type: (typeof DATED_TYPES)[number];
  id: string;
  title: string;
  /** When a scheduled item goes live (ISO, UTC). */
  publishAt?: string;
}

export interface WorkInProgress {
  scheduled: WorkItem[];
  drafts: WorkItem[];
}

async function listed(request: Request, type: WorkItem["type"], status: "scheduled" | "draft") {
  const answer = await staffApi(
    request,
    `staff/content/${type}?status=${status}&sort=newest&per_page=${PER_LIST}`,
  );
  return (answer.ok ? itemsOf(answer.body) : []).map(
    (item): WorkItem => ({
      type,
      id: String(item.id),
      title: itemTitle(type, item),
      ...(typeof item.publish_at === "string" ? { publishAt: item.publish_at } : {}),
    }),
  );
}

/** Scheduled items and drafts of news, events and job postings; a list that fails is left empty. */
export async function workInProgress(request: Request): Promise<WorkInProgress> {
  const [scheduled, drafts] = await Promise.all(
    (["scheduled", "draft"] as const).map(async (status) =>
      (await Promise.all(DATED_TYPES.map((type) => listed(request, type, status)))).flat(),
    ),
  );
  return {
    scheduled: (scheduled ?? [])
      .sort((a, b) => (a.publishAt ?? "").localeCompare(b.publishAt ?? ""))
      .slice(0, SHOWN),
    drafts: (drafts ?? []).slice(0, SHOWN),
  };
}
