import { type StaffAuditKind, staffAuditKindLabels, staffAuditKinds } from "@thalassa/contract/staff-lists";
import { Form } from "react-router";

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
 * (ADR 0037): a filtered log can be bookmarked and works without JavaScript. Written in English
 * like the rest of this page.
 */
export function AuditFilters({ state }: { state: AuditFilterState }) {
  return (
    <Form
      method="get"
      className="staff-form staff-form--inline staff-filters"
      role="search"
      aria-label="Filter the audit log"
    >
      <div className="staff-field">
        <label htmlFor="audit-who">Person</label>
        <input
          id="audit-who"
          name="who"
          type="search"
          defaultValue={state.who}
          maxLength={254}
          aria-describedby="audit-who-hint"
        />
        <p id="audit-who-hint" className="staff-field__help">
          Their e-mail address or part of it: what they did and what was tried on their account.
        </p>
      </div>
      <div className="staff-field">
        <label htmlFor="audit-kind">Kind</label>
        <select id="audit-kind" name="kind" defaultValue={state.kind}>
          <option value="">Everything</option>
          {staffAuditKinds.map((kind) => (
            <option key={kind} value={kind}>
              {staffAuditKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((end) => (
        <div className="staff-field" key={end}>
          <label htmlFor={`audit-${end}`}>{end === "from" ? "From" : "To"}</label>
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
        Days in Cyprus time, both included.
      </p>
      <button className="staff-button" type="submit">
        Show
      </button>
    </Form>
  );
}
