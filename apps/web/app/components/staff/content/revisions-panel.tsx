import type { StaffRevision, StaffRevisionNote } from "@thalassa/contract/staff";
import { Form, Link } from "react-router";
import { fieldPathIn } from "../form/field-text.ts";
import { siteDateTime } from "../form/site-time.ts";
import { type StaffTranslate, useStaffText } from "../text/use-staff-text.tsx";
import { EMPTY, type FieldChange } from "./revision-changes.ts";

export interface ChosenRevision {
  revision: StaffRevision;
  changes: FieldChange[];
}

function who(t: StaffTranslate, revision: StaffRevision): string {
  return revision.saved_by.name || revision.saved_by.email || t("revisions.system");
}

/** The catalogue's words for the notes the API keeps with a revision (staffRevisionNotes). */
const NOTES: Record<StaffRevisionNote, `revisions.${string}`> = {
  create: "revisions.noteCreate",
  update: "revisions.noteUpdate",
  restore: "revisions.noteRestore",
  "csv-import": "revisions.noteCsvImport",
  autosave: "revisions.noteAutosave",
};

function what(t: StaffTranslate, revision: StaffRevision): string {
  const key = NOTES[revision.note as StaffRevisionNote] ?? "revisions.noteUpdate";
  const note = t(key as Parameters<StaffTranslate>[0]);
  return revision.status === "live"
    ? t("revisions.savedPublished", { note })
    : revision.status === "draft"
      ? t("revisions.savedDraft", { note })
      : note;
}

/** "28 Nov 2026, 14:02 by Eleni", in the interface language and Cyprus time. */
export function revisionTitle(revision: StaffRevision, t: StaffTranslate, locale: string): string {
  return t("revisions.byWhom", { time: siteDateTime(revision.saved_at, locale), name: who(t, revision) });
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
  const { t, language, formatLocale } = useStaffText();
  const title = (revision: StaffRevision) => revisionTitle(revision, t, formatLocale);
  return (
    <section className="staff-revisions" id="revisions" aria-labelledby="revisions-title">
      <h2 id="revisions-title">{t("revisions.title", { count: revisions.length })}</h2>
      <p className="staff-field__help">{t("revisions.help")}</p>
      {chosen ? (
        <div className="staff-revisions__chosen">
          <h3>{t("revisions.comparedTitle", { revision: title(chosen.revision) })}</h3>
          {chosen.changes.length === 0 ? (
            <p>{t("revisions.same")}</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t("revisions.field")}</th>
                  <th scope="col">{t("revisions.inRevision")}</th>
                  <th scope="col">{t("revisions.now")}</th>
                </tr>
              </thead>
              <tbody>
                {chosen.changes.map((change) => (
                  <tr key={change.label}>
                    <th scope="row">{fieldPathIn(change.label, language, t)}</th>
                    <td>{change.revision === EMPTY ? t("edit.empty") : change.revision}</td>
                    <td>{change.current === EMPTY ? t("edit.empty") : change.current}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {live ? (
            <p>
              <Link className="staff-button" to={`?revision=${chosen.revision.id}&open=1`}>
                {t("revisions.openInForm")}
              </Link>{" "}
              {t("revisions.staysLive")}
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="revision" value={chosen.revision.id} />
              <button className="staff-button" type="submit" name="intent" value="restore">
                {t("revisions.restore")}
              </button>
            </Form>
          )}
        </div>
      ) : null}
      {revisions.length === 0 ? (
        <p>{t("revisions.none")}</p>
      ) : (
        <ol className="staff-revisions__list">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                {siteDateTime(revision.saved_at, formatLocale)}, {who(t, revision)}: {what(t, revision)}
              </span>{" "}
              {chosen?.revision.id === revision.id ? (
                <strong>{t("revisions.comparedAbove")}</strong>
              ) : (
                <Link to={`?revision=${revision.id}#revisions`} preventScrollReset>
                  {t("revisions.compare")}
                  <span className="visually-hidden"> ({title(revision)})</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
