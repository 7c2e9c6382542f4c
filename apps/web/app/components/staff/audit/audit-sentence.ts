import {
  type StaffAuditEntry,
  type StaffContentType,
  type StaffInboxKind,
  staffContentTypes,
  staffInboxLabels,
  staffRoleLabels,
  staffRoles,
} from "@thalassa/contract/staff";
import { siteDateTime } from "../form/site-time.ts";
import { contentSingular } from "../frame/staff-sections.ts";

/*
 * The audit log in sentences (ADR 0056): "Eleni (Marketing) changed the news item #12: title,
 * description." instead of "staff-user #3b66… update". The stored entry keeps its codes, which is
 * what a search or an export needs; only the page reads them out.
 */

const INBOX_SINGULAR: Record<StaffInboxKind, string> = {
  catering: "catering enquiry",
  "private-events": "private event enquiry",
  "job-applications": "job application",
  newsletter: "newsletter subscriber",
  "gift-card-orders": "gift card order",
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "the news item #12", "the account of eleni@…", "a catering enquiry". */
function thing(entry: StaffAuditEntry): string {
  const { entity, entity_id: id } = entry;
  const numbered = (noun: string) => `the ${noun}${id ? ` #${id}` : ""}`;
  if ((staffContentTypes as readonly string[]).includes(entity))
    return numbered(contentSingular[entity as StaffContentType]);
  if (entity in INBOX_SINGULAR) return numbered(INBOX_SINGULAR[entity as StaffInboxKind]);
  if (entity === "staff-user") {
    const email = entry.detail?.email;
    return typeof email === "string" ? `the account of ${email}` : "a staff account";
  }
  if (entity === "staff-invitation") return numbered("invitation");
  if (entity === "media") return numbered("upload");
  return numbered(entity.replace(/-/g, " "));
}

/** What happened, for the actions the API records; anything else reads its code in words. */
const VERBS: Record<string, (entry: StaffAuditEntry) => string> = {
  create: (e) => `created ${thing(e)}`,
  update: (e) => `changed ${thing(e)}`,
  delete: (e) => `deleted ${thing(e)}`,
  upload: (e) => `uploaded ${thing(e)}`,
  "media-delete": (e) => `deleted ${thing(e)}`,
  "mark-handled": (e) => `marked ${thing(e)} as handled`,
  "mark-unhandled": (e) => `marked ${thing(e)} as new again`,
  "reply-sent": (e) => `replied by e-mail to ${thing(e)}`,
  unsubscribe: (e) => `unsubscribed ${thing(e)}`,
  recheck: (e) => `asked the bank again about ${thing(e)}`,
  download: (e) => `downloaded a file of ${thing(e)}`,
  export: (e) =>
    `downloaded ${typeof e.detail?.rows === "number" ? e.detail.rows : "the"} rows of the ${
      e.entity in INBOX_SINGULAR ? staffInboxLabels[e.entity as StaffInboxKind].toLowerCase() : e.entity
    } as CSV`,
  invite: () => "sent an invitation",
  "invite-resend": () => "sent an invitation again",
  "invite-withdraw": () => "withdrew an invitation",
  "accept-invitation": () => "accepted their invitation",
  "change-role": (e) => `changed the role of ${thing(e)}`,
  unlock: (e) => `lifted the sign-in pause of ${thing(e)}`,
  "sign-in": (e) =>
    e.detail?.second_factor === "recovery-code" ? "signed in with a recovery code" : "signed in",
  "sign-in-password-accepted": () => "entered the right password and was asked for a code",
  "sign-in-failed": (e) => `tried to sign in to ${thing(e)} with a wrong password`,
  "sign-in-locked": (e) => `paused sign-in to ${thing(e)} after too many wrong passwords`,
  "sign-in-refused": (e) => `was refused sign-in to ${thing(e)} while it was paused`,
  "sign-in-second-factor-failed": () => "entered a wrong sign-in code",
  "password-reset-requested": (e) => `asked for a password reset link for ${thing(e)}`,
  "password-reset": (e) => `set a new password for ${thing(e)} with a reset link`,
  "second-factor-reset": (e) => `reset the two-step sign-in of ${thing(e)}`,
  "second-factor-set-up-started": () => "started setting up two-step sign-in",
  "second-factor-enabled": () => "turned on two-step sign-in",
  "second-factor-replace-started": () => "started moving two-step sign-in to a new phone",
  "second-factor-replaced": () => "moved two-step sign-in to a new phone",
  "second-factor-recovery-codes": () => "made new recovery codes",
  "password-change": () => "changed their password",
  "password-change-refused": () => "tried to change their password with a wrong current one",
  "password-reset-throttled": (e) => `asked for too many reset links for ${thing(e)}`,
  "session-sign-out": () => "signed out one of their sessions",
  "session-sign-out-others": () => "signed out their other sessions",
  "scheduled-publish": (e) => `published ${thing(e)} at its scheduled time`,
  "scheduled-unpublish": (e) => `took ${thing(e)} off the site at its scheduled time`,
  retention: () => "deleted personal data past its keeping period",
  "subject-search": () => "looked up the data held for an e-mail address",
  "subject-export": () => "downloaded the data held for an e-mail address",
  "subject-erase": () => "erased the data held for an e-mail address",
};

function roleLabel(role: string | null): string {
  return role && (staffRoles as readonly string[]).includes(role)
    ? staffRoleLabels[role as (typeof staffRoles)[number]]
    : "";
}

/** Who did it: the person (with their role), or who the attempt was for, or the site itself. */
export function auditWho(entry: StaffAuditEntry): string {
  if (entry.user_email) {
    const role = roleLabel(entry.role);
    return role ? `${entry.user_email} (${role})` : entry.user_email;
  }
  if (entry.action.startsWith("sign-in") || entry.action.startsWith("password-reset")) return "Someone";
  return "The site";
}

export function auditSentence(entry: StaffAuditEntry): string {
  const verb = VERBS[entry.action]?.(entry) ?? `${entry.action.replace(/-/g, " ")} ${thing(entry)}`;
  return `${auditWho(entry)} ${verb}.`;
}

/** The rest of what is known, in words and Cyprus time: "fields: title, description · from: 198.51.100.20". */
export function auditDetail(entry: StaffAuditEntry): string {
  const detail = entry.detail ?? {};
  return Object.entries(detail)
    .filter(([key]) => key !== "email" || entry.entity !== "staff-user")
    .filter(([key]) => key !== "known" && key !== "second_factor")
    .map(([key, value]) => {
      const shown = (one: unknown) =>
        typeof one === "string" && ISO_TIME.test(one) && !Number.isNaN(Date.parse(one))
          ? siteDateTime(one)
          : String(one);
      const text = Array.isArray(value) ? value.map(shown).join(", ") : shown(value);
      return `${key === "source" ? "from" : key.replace(/_/g, " ")}: ${text}`;
    })
    .join(" · ");
}
