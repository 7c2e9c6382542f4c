import { type StaffRevision, staffRevisionNotes } from "@thalassa/contract/staff";
import { Form, Link } from "react-router";
import { siteDateTime } from "../form/site-time.ts";
import type { FieldChange } from "./revision-changes.ts";

export interface ChosenRevision {
  revision: StaffRevision;
  changes: FieldChange[];
}

function who(revision: StaffRevision): string {
  return revision.saved_by.name || revision.saved_by.email || "the system";
}

function what(revision: StaffRevision): string {
  const note = staffRevisionNotes[revision.note as keyof typeof staffRevisionNotes] ?? "Saved";
  return revision.status === "live"
    ? `${note}, published`
    : revision.status === "draft"
      ? `${note} as a draft`
      : note;
}

/** "28 Nov 2026, 14:02 by Eleni" */
export function revisionTitle(revision: StaffRevision): string {
  return `${siteDateTime(revision.saved_at)} by ${who(revision)}`;
}

/**
 * The item's saved versions (ADR 0059), the newest first; a chosen one is compared field by field
 * with the item as it is, and restored as a draft, or, on a live item, opened in the form, whose
 * Update and Unpublish then say what happens to the site (ADR 0056).
 */
export function RevisionsPanel({
  revisions,
  chosen,
  live,
}: {
  revisions: StaffRevision[];
  chosen: ChosenRevision | null;
  /** A live item that a draft save would take off the site. */
  live: boolean;
}) {
  return (
    <section className="staff-revisions" id="revisions" aria-labelledby="revisions-title">
      <h2 id="revisions-title">Revisions ({revisions.length})</h2>
      <p className="staff-field__help">
        Every save is kept (the newest 50), with who saved it; times are Cyprus time.
      </p>
      {chosen ? (
        <div className="staff-revisions__chosen">
          <h3>Revision of {revisionTitle(chosen.revision)} compared with now</h3>
          {chosen.changes.length === 0 ? (
            <p>This revision is the same as the item is now.</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">In this revision</th>
                  <th scope="col">Now</th>
                </tr>
              </thead>
              <tbody>
                {chosen.changes.map((change) => (
                  <tr key={change.label}>
                    <th scope="row">{change.label}</th>
                    <td>{change.revision}</td>
                    <td>{change.current}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {live ? (
            <p>
              <Link className="staff-button" to={`?revision=${chosen.revision.id}&open=1`}>
                Open this revision in the form
              </Link>{" "}
              The item stays live until you press Update or Unpublish.
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="revision" value={chosen.revision.id} />
              <button className="staff-button" type="submit" name="intent" value="restore">
                Restore as draft
              </button>
            </Form>
          )}
        </div>
      ) : null}
      {revisions.length === 0 ? (
        <p>No revisions yet: the next save is the first.</p>
      ) : (
        <ol className="staff-revisions__list">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                {siteDateTime(revision.saved_at)}, {who(revision)}: {what(revision)}
              </span>{" "}
              {chosen?.revision.id === revision.id ? (
                <strong>(compared above)</strong>
              ) : (
                <Link to={`?revision=${revision.id}#revisions`} preventScrollReset>
                  Compare with now
                  <span className="visually-hidden"> ({revisionTitle(revision)})</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
