import {
  type StaffAuditEntry,
  type StaffInboxKind,
  type StaffRole,
  staffContentTypes,
  staffInboxKinds,
  staffRoles,
} from "@thalassa/contract/staff";
import { siteDateTime } from "../form/site-time.ts";
import { sectionKeyOf } from "../frame/staff-sections.ts";
import { ENGLISH_READING, type ReadingText } from "../inbox/inbox-fields.ts";
import { recordKey, staffRecordsEn } from "../text/staff-records-en.ts";

/*
 * The audit log in sentences (ADR 0056): "Eleni (Marketing) changed the news item #12: title,
 * description." instead of "staff-user #3b66… update", in the staff interface's language (the
 * `audit*` texts, ADR 0065). The stored entry keeps its codes, which is what a search or an export
 * needs; only the page reads them out.
 */

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Things = keyof typeof staffRecordsEn.auditThings;
type Verbs = keyof typeof staffRecordsEn.auditVerbs;
type Details = keyof typeof staffRecordsEn.auditDetail;

const THINGS = new Set<string>([
  ...staffContentTypes,
  ...staffInboxKinds,
  "staff-invitation",
  "media",
  "personal-data",
  "subject-request",
]);

/** "the news item #12", "the account of eleni@…", "a staff account". */
function thing(entry: StaffAuditEntry, { t }: ReadingText): string {
  const { entity, entity_id: id } = entry;
  if (entity === "staff-user") {
    const email = entry.detail?.email;
    return typeof email === "string" ? t("auditThings.staffUser", { email }) : t("auditThings.aStaffAccount");
  }
  const noun = THINGS.has(entity)
    ? t(`auditThings.${recordKey(entity) as Things}`)
    : t("audit.unknownThing", { entity: entity.replace(/-/g, " ") });
  return id ? `${noun} #${id}` : noun;
}

/** What happened, for the actions the API records; anything else reads its code in words. */
function what(entry: StaffAuditEntry, text: ReadingText): string {
  const { t } = text;
  const { action, detail } = entry;
  if (action === "sign-in" && detail?.second_factor === "recovery-code")
    return t("auditVerbs.signInWithRecoveryCode");
  if (action === "export") {
    const list = (staffInboxKinds as readonly string[]).includes(entry.entity)
      ? t(`sections.${sectionKeyOf(entry.entity as StaffInboxKind)}`).toLowerCase()
      : entry.entity;
    return typeof detail?.rows === "number"
      ? t("auditVerbs.exportRows", { rows: String(detail.rows), list })
      : t("auditVerbs.exportAll", { list });
  }
  const key = recordKey(action);
  if (Object.hasOwn(staffRecordsEn.auditVerbs, key))
    return t(`auditVerbs.${key as Verbs}`, { thing: thing(entry, text) });
  return t("audit.unknownAction", { action: action.replace(/-/g, " "), thing: thing(entry, text) });
}

/**
 * Who did it: the person (with their role), or who the attempt was for, the scheduler (the API's
 * scheduled publishing, recorded with the role "scheduler"), or the site itself.
 */
export function auditWho(entry: StaffAuditEntry, { t }: ReadingText = ENGLISH_READING): string {
  if (entry.role === "scheduler") return t("audit.theScheduler");
  if (entry.user_email) {
    const known = (staffRoles as readonly string[]).includes(entry.role ?? "");
    return known ? `${entry.user_email} (${t(`roles.${entry.role as StaffRole}`)})` : entry.user_email;
  }
  if (entry.action.startsWith("sign-in") || entry.action.startsWith("password-reset"))
    return t("audit.someone");
  return t("audit.theSite");
}

export function auditSentence(entry: StaffAuditEntry, text: ReadingText = ENGLISH_READING): string {
  return `${auditWho(entry, text)} ${what(entry, text)}.`;
}

/** The rest of what is known, in words and Cyprus time: "fields: title, description · from: 198.51.100.20". */
export function auditDetail(entry: StaffAuditEntry, text: ReadingText = ENGLISH_READING): string {
  const detail = entry.detail ?? {};
  const { t, formatLocale } = text;
  return Object.entries(detail)
    .filter(([key]) => key !== "email" || entry.entity !== "staff-user")
    .filter(([key]) => key !== "known" && key !== "second_factor")
    .map(([key, value]) => {
      const shown = (one: unknown) =>
        typeof one === "string" && ISO_TIME.test(one) && !Number.isNaN(Date.parse(one))
          ? siteDateTime(one, formatLocale)
          : String(one);
      const name = Object.hasOwn(staffRecordsEn.auditDetail, recordKey(key))
        ? t(`auditDetail.${recordKey(key) as Details}`)
        : key.replace(/_/g, " ");
      return `${name}: ${Array.isArray(value) ? value.map(shown).join(", ") : shown(value)}`;
    })
    .join(" · ");
}
