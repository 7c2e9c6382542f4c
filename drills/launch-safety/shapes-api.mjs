// Hostile shapes aimed at the API: file bytes (2), the sign-in lock-out (3), malformed staff
// requests (4, API half) and an SVG as a staff image (6).
import { concretePath } from "../lib/discover.mjs";
import { uploadForm } from "../lib/uploads.mjs";
import { exchange, multipartBody } from "./exchange.mjs";
import { filterHeavySvg, jpegOfSize, pdfOfSize, UPLOAD_MAX_BYTES } from "./payloads.mjs";
import { OWNER, SECOND_OWNER } from "./staff.mjs";

const MENU_PDF_BYTES = 3 * 1024 * 1024;
const MENU_PDF_GETS = 10;
const LARGE_IMAGE_BYTES = 14 * 1024 * 1024;

/** The staff API as the site's server calls it: the key and the staff member's cookie. */
function staffCall(ctx, { method = "GET", path, headers = {}, body }) {
  return exchange(ctx.stack.apiOrigin, {
    method,
    path: `/api/v1/staff${path}`,
    headers: { "api-key": ctx.stack.apiKey, cookie: ctx.ownerCookie, ...headers },
    body,
  });
}

/** A staff media upload's body: one file in the field named file. */
function staffUploadBody(file, filename, type) {
  const form = new FormData();
  form.set("file", new Blob([file], { type }), filename);
  return multipartBody(form);
}

function sendStaffUpload(ctx, { body, contentType }) {
  return staffCall(ctx, { method: "POST", path: "/media", headers: { "content-type": contentType }, body });
}

const created = (a) => a.status === 201;
const uploadedUrl = (answer) => {
  try {
    return JSON.parse(answer.body).url;
  } catch {
    return undefined;
  }
};

export const fileBytesShape = {
  id: "2",
  title: "2 file bytes: CVs, menu PDF GETs, 14 MB image",
  async prepare({ kit, jobTarget, jobId }) {
    const applications = jobTarget
      ? await Promise.all(
          [1, 2].map((i) =>
            multipartBody(
              uploadForm({
                payload: kit.withIdempotencyKey(jobTarget.sample.payload),
                fileFields: jobTarget.sample.fileFields,
                email: `launch.safety${i}@example.com`,
                jobId,
                // Just under the limit: two files of 2 MB, as the application.
                fileFor: () => pdfOfSize(UPLOAD_MAX_BYTES - 1024),
              }),
            ),
          ),
        )
      : [];
    const jpeg = await jpegOfSize(LARGE_IMAGE_BYTES);
    return {
      applications,
      menu: await staffUploadBody(pdfOfSize(MENU_PDF_BYTES), "menu.pdf", "application/pdf"),
      jpegMiB: jpeg.length / 1024 / 1024,
      image: await staffUploadBody(jpeg, "large.jpg", "image/jpeg"),
    };
  },
  async run(ctx, log, { applications, menu, jpegMiB, image }) {
    const { stack, jobTarget } = ctx;
    if (jobTarget) {
      const answers = await Promise.all(
        applications.map(({ body, contentType }) =>
          exchange(stack.apiOrigin, {
            method: "POST",
            path: concretePath(jobTarget.route),
            headers: { "api-key": stack.apiKey, "content-type": contentType },
            body,
          }),
        ),
      );
      log.expect(
        "anonymous job application, two 2 MB files, ×2 at once",
        answers,
        "201 (stored)",
        (a) => a.status === 201 || a.status === 200,
      );
    } else log.note("job application", "skipped: no multipart submission route found");
    if (!ctx.ownerCookie) return log.note("staff uploads", "skipped: no staff session");

    const menuAnswer = await sendStaffUpload(ctx, menu);
    log.expect("staff menu PDF upload, 3 MB", menuAnswer, "201", created);
    const menuUrl = uploadedUrl(menuAnswer);
    if (menuUrl) {
      const gets = [];
      // Two visitors at a time, as a menu link shared on a busy evening.
      for (let i = 0; i < MENU_PDF_GETS; i += 2)
        gets.push(
          ...(await Promise.all([
            exchange(stack.apiOrigin, { path: menuUrl }),
            exchange(stack.apiOrigin, { path: menuUrl }),
          ])),
        );
      log.expect(
        `public GET ${menuUrl} ×${MENU_PDF_GETS}`,
        gets,
        "200 with the whole 3 MB",
        (a) => a.status === 200 && a.body.length >= MENU_PDF_BYTES,
      );
    }
    const imageAnswer = await sendStaffUpload(ctx, image);
    log.expect(`staff image upload, ${jpegMiB.toFixed(1)} MB JPEG`, imageAnswer, "201", created);
  },
};

export const svgShape = {
  id: "6",
  title: "6 SVG as a staff image",
  prepare: () => staffUploadBody(filterHeavySvg(), "filters.svg", "image/svg+xml"),
  async run(ctx, log, svg) {
    if (!ctx.ownerCookie) return log.note("SVG upload", "skipped: no staff session");
    const answer = await sendStaffUpload(ctx, svg);
    log.expect(
      "staff image upload, filter-heavy SVG",
      answer,
      "422 (JPEG, PNG, WebP or AVIF only)",
      (a) => a.status === 422,
    );
  },
};

function signIn(ctx, account, password, forwardedFor) {
  return exchange(ctx.stack.apiOrigin, {
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email: account.email, password }),
  });
}

/** Documentation addresses (RFC 5737), sent only as X-Forwarded-For: the API trusts it from loopback. */
const ADDRESS_A = "203.0.113.10";
const ADDRESS_B = "198.51.100.20";
const ADDRESS_C = "203.0.113.30";
const CONCURRENT_GUESSES = 12;
const MAX_FAILURES = 5;

export const lockOutShape = {
  id: "3",
  title: "3 sign-in lock-out",
  async run(ctx, log) {
    const wrong = [];
    for (let i = 0; i < MAX_FAILURES; i++) wrong.push(await signIn(ctx, OWNER, `wrong-${i}`, ADDRESS_A));
    log.expect(`owner, ${MAX_FAILURES} wrong passwords from A`, wrong, "401 each", (a) => a.status === 401);
    const fromB = await signIn(ctx, OWNER, OWNER.password, ADDRESS_B);
    log.expect(
      "owner, right password from B",
      fromB,
      "200 (A's guesses do not lock B out)",
      (a) => a.status === 200,
    );
    const guesses = await Promise.all(
      Array.from({ length: CONCURRENT_GUESSES }, (_, i) =>
        signIn(ctx, SECOND_OWNER, `guess-${i}`, ADDRESS_C),
      ),
    );
    const verified = guesses.filter((a) => a.status === 401).length;
    const locked = guesses.filter((a) => a.status === 429).length;
    log.expect(
      `second owner, ${CONCURRENT_GUESSES} wrong at once from C: ${verified} checked (401), ${locked} refused (429)`,
      guesses,
      `at most ${MAX_FAILURES} checked, the rest 429`,
      verified <= MAX_FAILURES && verified + locked === CONCURRENT_GUESSES,
    );
  },
};

export const staffRoutesShape = {
  id: "4b",
  title: "4 API staff routes: malformed ids, bodies",
  async run(ctx, log) {
    if (!ctx.ownerCookie) return log.note("staff routes", "skipped: no staff session");
    const json = { "content-type": "application/json" };
    const inbox = await staffCall(ctx, { path: "/inbox/job-applications" });
    let applicationId;
    try {
      applicationId = JSON.parse(inbox.body).data[0]?.id;
    } catch {
      // No list: the case that needs an existing application is left out below.
    }
    const cases = [
      ["GET /staff/audit?limit=abc", { path: "/audit?limit=abc" }],
      [
        "PATCH /staff/users/<101 characters>",
        {
          method: "PATCH",
          path: `/users/${"x".repeat(101)}`,
          headers: json,
          body: JSON.stringify({ role: "editor" }),
        },
      ],
      [
        "POST /staff/inbox/job-applications/abc/handled",
        { method: "POST", path: "/inbox/job-applications/abc/handled", headers: json, body: "{}" },
      ],
      // A malformed body needs an existing item (shape 2 stores applications), or 404 comes first.
      applicationId !== undefined && [
        `POST /staff/inbox/job-applications/${applicationId}/handled {"handled":"yes"}`,
        {
          method: "POST",
          path: `/inbox/job-applications/${applicationId}/handled`,
          headers: json,
          body: JSON.stringify({ handled: "yes" }),
        },
      ],
      ["GET /staff/inbox/job-applications/abc/files/cv", { path: "/inbox/job-applications/abc/files/cv" }],
    ].filter(Boolean);
    if (applicationId === undefined)
      log.note(
        "a malformed body to an existing application",
        "left out: the inbox holds no application (shape 2 sends two)",
      );
    for (const [label, request] of cases)
      log.expect(label, await staffCall(ctx, request), "400", (a) => a.status === 400);
  },
};
