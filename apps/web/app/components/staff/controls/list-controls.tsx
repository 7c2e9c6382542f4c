import { SITE_TIME_ZONE } from "@thalassa/contract/constants";
import { STAFF_LIST_PER_PAGE, type StaffListMeta } from "@thalassa/contract/staff";
import { Form, Link } from "react-router";
import { useStaffText } from "../text/use-staff-text.tsx";

export interface ListState {
  q: string;
  status: string;
  brand: string;
  sort: "newest" | "oldest";
  page: number;
  /** A range of days (YYYY-MM-DD, Cyprus time, both included) for the lists that have one. */
  from: string;
  to: string;
}

/** The list's state from the page's address: what the filter form shows and the API is asked. */
export function listStateOf(url: URL, defaults: Partial<ListState> = {}): ListState {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const page = Number.parseInt(get("page"), 10);
  return {
    q: get("q").slice(0, 200),
    status: url.searchParams.has("status") ? get("status") : (defaults.status ?? ""),
    brand: /^\d{1,9}$/.test(get("brand")) ? get("brand") : "",
    sort: get("sort") === "oldest" ? "oldest" : "newest",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    from: dayOf(get("from")),
    to: dayOf(get("to")),
  };
}

/** A date field's value, or "" for anything that is not a day (the field then shows nothing). */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";
}

/** The filters of a list state without its page, for a link that acts on the whole filtered set. */
export function filterQuery(state: ListState): string {
  const query = new URLSearchParams({ sort: state.sort });
  for (const name of ["q", "status", "brand", "from", "to"] as const) {
    if (state[name]) query.set(name, state[name]);
  }
  return query.toString();
}

/** The API query for a list state: always paged, so the API answers `meta` with the total. */
export function apiListQuery(state: ListState): string {
  const query = new URLSearchParams({
    sort: state.sort,
    page: String(state.page),
    per_page: String(STAFF_LIST_PER_PAGE),
  });
  if (state.q) query.set("q", state.q);
  if (state.status) query.set("status", state.status);
  if (state.brand) query.set("brand", state.brand);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  return query.toString();
}

interface Choice {
  value: string;
  label: string;
}

/**
 * Search, filters and date order of a staff list, as a plain GET form: the state lives in the
 * address, so a filtered page can be bookmarked, shared and reloaded, and works without JavaScript.
 */
export function ListFilters({
  state,
  statuses,
  brands,
  label,
  dates = false,
}: {
  state: ListState;
  statuses: Choice[];
  brands?: Choice[];
  /** Whether the list filters by the days its items came in. */
  dates?: boolean;
  /** What is searched ("News", "Catering enquiries"), for the form's name. */
  label: string;
}) {
  const { t } = useStaffText();
  return (
    <Form
      method="get"
      className="staff-form staff-form--inline staff-filters"
      role="search"
      aria-label={t("lists.searchOf", { what: label })}
    >
      <div className="staff-field">
        <label htmlFor="list-q">{t("lists.search")}</label>
        <input id="list-q" name="q" type="search" defaultValue={state.q} maxLength={200} />
      </div>
      <div className="staff-field">
        <label htmlFor="list-status">{t("lists.status")}</label>
        <select id="list-status" name="status" defaultValue={state.status}>
          {statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {brands ? (
        <div className="staff-field">
          <label htmlFor="list-brand">{t("lists.brand")}</label>
          <select id="list-brand" name="brand" defaultValue={state.brand}>
            <option value="">{t("lists.allBrands")}</option>
            {brands.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {dates ? (
        <>
          <DayField name="from" label={t("lists.from")} value={state.from} />
          <DayField name="to" label={t("lists.to")} value={state.to} />
          <p id="list-days-hint" className="staff-note staff-filters__hint">
            {t("lists.daysHint")}
          </p>
        </>
      ) : null}
      <div className="staff-field">
        <label htmlFor="list-sort">{t("lists.order")}</label>
        <select id="list-sort" name="sort" defaultValue={state.sort}>
          <option value="newest">{t("lists.newestFirst")}</option>
          <option value="oldest">{t("lists.oldestFirst")}</option>
        </select>
      </div>
      <button className="staff-button" type="submit">
        {t("lists.show")}
      </button>
    </Form>
  );
}

/** One end of a list's range of days, explained by the note after the filters. */
function DayField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div className="staff-field">
      <label htmlFor={`list-${name}`}>{label}</label>
      <input
        id={`list-${name}`}
        name={name}
        type="date"
        defaultValue={value}
        aria-describedby="list-days-hint"
      />
    </div>
  );
}

/** "Page 2 of 5" with links that keep the rest of the address. */
export function Pager({ meta, search }: { meta: StaffListMeta; search: string }) {
  const { t } = useStaffText();
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const to = (page: number) => {
    const query = new URLSearchParams(search);
    query.set("page", String(page));
    return `?${query}`;
  };
  return (
    <nav className="staff-pager" aria-label={t("lists.pages")}>
      <p>{t("lists.itemsAndPage", { total: meta.total, page: Math.min(meta.page, pages), pages })}</p>
      <div className="staff-actions">
        {meta.page > 1 ? (
          <Link className="staff-button" to={to(meta.page - 1)} rel="prev">
            {t("lists.previousPage")}
          </Link>
        ) : null}
        {meta.page < pages ? (
          <Link className="staff-button" to={to(meta.page + 1)} rel="next">
            {t("lists.nextPage")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * A calendar day ("2027-01-16") is the same day everywhere; a moment is shown on the site's clock.
 * Written in the staff interface's locale (English by default), one formatter per locale and kind.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, calendar: boolean): Intl.DateTimeFormat {
  const name = `${locale} ${calendar}`;
  let format = dayFormats.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: calendar ? "UTC" : SITE_TIME_ZONE,
    });
    dayFormats.set(name, format);
  }
  return format;
}

/** A date of the API (an ISO day or time) as "3 Mar 2027", in a <time>. */
export function ListDate({ value, label }: { value: unknown; label: string }) {
  const { formatLocale } = useStaffText();
  if (typeof value !== "string" || !value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <span className="staff-list__date">
      {label} <time dateTime={value}>{dayFormat(formatLocale, value.length === 10).format(date)}</time>
    </span>
  );
}
