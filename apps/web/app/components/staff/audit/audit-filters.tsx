import { type StaffAuditKind, staffAuditKinds } from "@thalassa/contract/staff-lists";
import { Form } from "react-router";
import { useStaffText } from "../text/use-staff-text.tsx";

/** Each kind's words in the staff catalogue (the contract's staffAuditKindLabels, in English). */
const KIND_KEYS = {
  content: "audit.kindContent",
  inbox: "audit.kindInbox",
  "sign-in": "audit.kindSignIn",
  team: "audit.kindTeam",
  privacy: "audit.kindPrivacy",
} as const satisfies Record<StaffAuditKind, string>;

/** The audit log's filters as the address holds them ("?who=eleni&kind=content&from=…"). */
export interface AuditFilterState {
  who: string;
  kind: StaffAuditKind | "";
  from: string;
  to: string;
}

export function auditFilterState(search: URLSearchParams): AuditFilterState {
  const kind = search.get("kind") ?? "";
  return {
    who: search.get("who") ?? "",
    kind: (staffAuditKinds as readonly string[]).includes(kind) ? (kind as StaffAuditKind) : "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
  };
}

/**
 * Person, kind and days of the audit log (ADR 0069), as a plain GET form like the lists' filters
 * (ADR 0037): a filtered log can be bookmarked and works without JavaScript; in the interface
 * language (ADR 0065).
 */
export function AuditFilters({ state }: { state: AuditFilterState }) {
  const { t } = useStaffText();
  return (
    <Form
      method="get"
      className="staff-form staff-form--inline staff-filters"
      role="search"
      aria-label={t("audit.filters")}
    >
      <div className="staff-field">
        <label htmlFor="audit-who">{t("audit.person")}</label>
        <input
          id="audit-who"
          name="who"
          type="search"
          defaultValue={state.who}
          maxLength={254}
          aria-describedby="audit-who-hint"
        />
        <p id="audit-who-hint" className="staff-field__help">
          {t("audit.personHint")}
        </p>
      </div>
      <div className="staff-field">
        <label htmlFor="audit-kind">{t("audit.kind")}</label>
        <select id="audit-kind" name="kind" defaultValue={state.kind}>
          <option value="">{t("audit.everything")}</option>
          {staffAuditKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_KEYS[kind])}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((end) => (
        <div className="staff-field" key={end}>
          <label htmlFor={`audit-${end}`}>{end === "from" ? t("audit.from") : t("audit.to")}</label>
          <input
            id={`audit-${end}`}
            name={end}
            type="date"
            defaultValue={state[end]}
            aria-describedby="audit-days-hint"
          />
        </div>
      ))}
      <p id="audit-days-hint" className="staff-note staff-filters__hint">
        {t("audit.daysHint")}
      </p>
      <button className="staff-button" type="submit">
        {t("audit.show")}
      </button>
    </Form>
  );
}
