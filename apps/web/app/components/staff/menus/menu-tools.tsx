import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { Form, Link } from "react-router";
import { FOREIGN_PART, ForeignPart } from "../text/foreign-part.tsx";
import type { staffRecordsEn } from "../text/staff-records-en.ts";
import { useStaffText } from "../text/use-staff-text.tsx";

/** The CSV's columns, as the file names them whatever the interface's language (so marked English). */
const CSV_COLUMNS =
  "section, name, description, price, sizes (Glass: 8.00 | Bottle: 32.00), allergens, diet, available (yes/no)";

type MenuText = keyof typeof staffRecordsEn.menuTools;

/**
 * What a menu tool reports when the page comes back (?saved=…): shown beside the control that
 * was used (ADR 0062), the CSV's beside its Import button, a dish's or section's above the list.
 * A refusal the site writes itself has its own note; the API's (a CSV's rows) comes as ?note=.
 */
const OUTCOMES: Record<
  string,
  { text: MenuText; note?: MenuText; refused: boolean; at: "import" | "structure" }
> = {
  csv: { text: "csv", refused: false, at: "import" },
  "csv-missing": { text: "csvMissing", refused: true, at: "import" },
  "csv-refused": { text: "csvRefused", refused: true, at: "import" },
  "csv-too-large": { text: "csvRefused", note: "csvTooLarge", refused: true, at: "import" },
  availability: { text: "availability", refused: false, at: "structure" },
  order: { text: "order", refused: false, at: "structure" },
  stale: { text: "stale", refused: true, at: "structure" },
};

/** Whether the page's outcome is a menu tool's (shown by the tools, not beside the form's buttons). */
export function isMenuToolOutcome(saved: string | null): boolean {
  return !!saved && saved in OUTCOMES;
}

function Outcome({
  saved,
  note,
  at,
}: {
  saved: string | null;
  note: string | null;
  at: "import" | "structure";
}) {
  const { t } = useStaffText();
  const outcome = saved && Object.hasOwn(OUTCOMES, saved) ? OUTCOMES[saved] : undefined;
  if (!outcome || outcome.at !== at) return null;
  const shownNote = outcome.note ? t(`menuTools.${outcome.note}`) : note;
  return (
    <div
      className={`staff-alert ${outcome.refused ? "staff-alert--error" : "staff-alert--ok"}`}
      role={outcome.refused ? "alert" : "status"}
    >
      <p>{t(`menuTools.${outcome.text}`)}</p>
      {shownNote ? <p className="staff-alert__note">{shownNote}</p> : null}
    </div>
  );
}

interface MenuToolsProps {
  id: string;
  url: string;
  live: boolean;
  sections: MenuSection[];
  /** The page's outcome (?saved=) and a tool's report (?note=, a CSV's refused rows). */
  saved: string | null;
  note: string | null;
}

/**
 * Beside a structured menu's form (ADR 0036): preview, CSV out and in, duplicate, and the order
 * and availability of every dish, one click each. Every control is a plain form button, so it
 * works without JavaScript; each posts to /staff/menu-cards/:id/tools and comes back here.
 */
export function MenuTools({ id, url, live, sections, saved, note }: MenuToolsProps) {
  const action = `/staff/menu-cards/${encodeURIComponent(id)}/tools`;
  const { t } = useStaffText();
  const text = (key: MenuText) => t(`menuTools.${key}`);
  const named = (control: MenuText, name: string) => `${text(control)}: ${name}`;
  return (
    <section className="staff-menu-tools" aria-labelledby="menu-tools-title">
      <h2 id="menu-tools-title">{text("title")}</h2>
      <p className="staff-menu-tools__links">
        <Link to={`/staff/menu-cards/${encodeURIComponent(id)}/preview`}>{text("preview")}</Link>
        {live ? <a href={`/menu/${url}`}>{text("publicPage")}</a> : null}
        <a href={`/staff/menu-cards/${encodeURIComponent(id)}/csv`} download>
          {text("exportCsv")}
        </a>
      </p>
      <Form method="post" action={action} encType="multipart/form-data" className="staff-menu-tools__import">
        <label htmlFor="menu-csv">{text("importCsv")}</label>
        <p className="staff-field__help" id="menu-csv-help">
          <ForeignPart
            text={t("menuTools.importHelp", { columns: FOREIGN_PART })}
            part={CSV_COLUMNS}
            lang="en"
          />
        </p>
        <input id="menu-csv" name="csv" type="file" accept=".csv,text/csv" aria-describedby="menu-csv-help" />
        <button className="staff-button" type="submit" name="intent" value="import">
          {text("importButton")}
        </button>
        <Outcome saved={saved} note={note} at="import" />
      </Form>
      <Form method="post" action={action}>
        <button className="staff-button" type="submit" name="intent" value="duplicate">
          {text("duplicate")}
        </button>
      </Form>
      <Form method="post" action={action} className="staff-menu-tools__structure">
        <h3>{text("structure")}</h3>
        <Outcome saved={saved} note={note} at="structure" />
        <ol>
          {sections.map((section, s) => (
            <li key={`${section.name}-${s}`}>
              <div className="staff-menu-tools__row">
                <strong>{section.name}</strong>
                <button
                  type="submit"
                  name="intent"
                  value={`section-up:${s}`}
                  className="staff-button"
                  disabled={s === 0}
                  aria-label={named("up", section.name)}
                >
                  {text("up")}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`section-down:${s}`}
                  className="staff-button"
                  disabled={s === sections.length - 1}
                  aria-label={named("down", section.name)}
                >
                  {text("down")}
                </button>
              </div>
              <ol>
                {section.items.map((item, i) => (
                  <li key={`${item.name}-${i}`} className="staff-menu-tools__row">
                    <span>
                      {item.name} {item.available ? null : <em>{text("isUnavailable")}</em>}
                    </span>
                    <button
                      type="submit"
                      name="intent"
                      value={`toggle:${s}:${i}`}
                      className="staff-button"
                      aria-label={named(item.available ? "unavailable" : "available", item.name)}
                    >
                      {text(item.available ? "unavailable" : "available")}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value={`item-up:${s}:${i}`}
                      className="staff-button"
                      disabled={i === 0}
                      aria-label={named("up", item.name)}
                    >
                      {text("up")}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value={`item-down:${s}:${i}`}
                      className="staff-button"
                      disabled={i === section.items.length - 1}
                      aria-label={named("down", item.name)}
                    >
                      {text("down")}
                    </button>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </Form>
    </section>
  );
}
