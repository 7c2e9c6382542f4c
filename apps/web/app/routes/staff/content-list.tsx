import {
  type StaffContentType,
  type StaffListMeta,
  staffBlockLabel,
  staffContentLabels,
  staffPageLabel,
} from "@thalassa/contract/staff";
import { data, Link } from "react-router";
import { type ContentItem, itemsOf, itemTitle } from "../../components/staff/content/content-items.ts";
import { PublishBadge, ScheduleNotes } from "../../components/staff/content/schedule-notes.tsx";
import {
  apiListQuery,
  ListDate,
  ListFilters,
  type ListState,
  listStateOf,
  Pager,
} from "../../components/staff/controls/list-controls.tsx";
import { itemTranslations, MissingTranslations } from "../../components/staff/form/translations-editor.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { isContentType, rolesFor, sectionKeyOf } from "../../components/staff/frame/staff-sections.ts";
import type { StaffCatalogue } from "../../components/staff/text/staff-en.ts";
import { recordKey, staffRecordsEn } from "../../components/staff/text/staff-records-en.ts";
import { type StaffTranslate, useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/content-list";
import { staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const type = params.type;
  if (!isContentType(type))
    throw data({ message: `There is no content type called “${type}”.` }, { status: 404 });
  requireRole(user, rolesFor(`content:${type}`), `edit ${staffContentLabels[type].toLowerCase()}`);
  const list = LISTS[type];
  const url = new URL(request.url);
  const state = list ? listStateOf(url) : null;
  const [answer, brands] = await Promise.all([
    staffApi<{ meta?: StaffListMeta }>(
      request,
      state ? `staff/content/${type}?${apiListQuery(state)}` : `staff/content/${type}`,
    ),
    list?.brandFilter || type === "menu-cards" ? brandChoices(request) : Promise.resolve(undefined),
  ]);
  throwUnlessOk(request, answer);
  return data(
    { type, items: itemsOf(answer.body), state, meta: answer.body.meta ?? null, brands, search: url.search },
    { headers: { "cache-control": "private, no-store" } },
  );
}

type ListText = keyof StaffCatalogue["lists"];

/** Lists with search, filters, date order and paging (the API's list query), and the date each item shows. */
const LISTS: Partial<Record<StaffContentType, { brandFilter: boolean; date: string; dateLabel: ListText }>> =
  {
    news: { brandFilter: true, date: "created_at", dateLabel: "written" },
    events: { brandFilter: true, date: "date", dateLabel: "on" },
    jobs: { brandFilter: false, date: "created_date", dateLabel: "posted" },
  };

const STATUS_CHOICES: { value: string; label: ListText }[] = [
  { value: "", label: "draftsAndLive" },
  { value: "draft", label: "drafts" },
  { value: "scheduled", label: "scheduled" },
  { value: "live", label: "live" },
];

/** The "Add a …" button of each type, in the catalogue. */
const ADD_LABELS: Record<StaffContentType, ListText> = {
  news: "addNews",
  events: "addEvents",
  jobs: "addJobs",
  brands: "addBrands",
  csr: "addCsr",
  menus: "addMenus",
  "menu-cards": "addMenuCards",
  settings: "addSettings",
  "page-meta": "addPageMeta",
  blocks: "addBlocks",
};

/** The brands to filter by, by name. */
async function brandChoices(request: Request) {
  const answer = await staffApi(request, "staff/content/brands");
  return itemsOf(answer.body).map((brand) => ({
    value: String(brand.id),
    label: String(brand.name ?? brand.id),
  }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) =>
    loaderData ? t(`sections.${sectionKeyOf(loaderData.type)}`) : t("sections.content"),
  );
}

/** A page's name in the interface's language; the contract's English for a page it has no words for. */
function pageLabel(page: string, t: StaffTranslate): string {
  const key = recordKey(page);
  return Object.hasOwn(staffRecordsEn.blockPages, key)
    ? t(`blockPages.${key as keyof typeof staffRecordsEn.blockPages}`)
    : staffPageLabel(page);
}

/** Blocks are many per page: grouped under their page's name. */
function groupByPage(items: ContentItem[]): [string, ContentItem[]][] {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    const page = String(item.page_name ?? "other");
    groups.set(page, [...(groups.get(page) ?? []), item]);
  }
  return [...groups];
}

/** "Kyma Beach: All day": a menu is named with its brand, as several brands have an "All day". */
function listName(type: StaffContentType, item: ContentItem, brands?: { value: string; label: string }[]) {
  if (type === "blocks") return staffBlockLabel(String(item.block_name));
  const brand = type === "menu-cards" ? brands?.find((b) => b.value === String(item.website_id)) : undefined;
  return brand ? `${brand.label}: ${itemTitle(type, item)}` : itemTitle(type, item);
}

function ItemList({
  type,
  items,
  brands,
}: {
  type: StaffContentType;
  items: ContentItem[];
  brands?: { value: string; label: string }[];
}) {
  const list = LISTS[type];
  const { t } = useStaffText();
  return (
    <ul className="staff-list">
      {items.map((item) => (
        <li key={item.id} className="staff-list__item">
          <Link
            className="staff-list__link"
            to={`/staff/content/${type}/${encodeURIComponent(String(item.id))}`}
          >
            {listName(type, item, brands)}
          </Link>
          <span className="staff-actions">
            {list ? <ListDate value={item[list.date]} label={t(`lists.${list.dateLabel}`)} /> : null}
            <ScheduleNotes item={item} />
            <PublishBadge item={item} />
            <MissingTranslations translations={itemTranslations(item)} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Filtered({
  type,
  state,
  brands,
}: {
  type: StaffContentType;
  state: ListState | null;
  brands: { value: string; label: string }[] | undefined;
}) {
  const { t } = useStaffText();
  if (!state) return null;
  return (
    <ListFilters
      state={state}
      statuses={STATUS_CHOICES.map((choice) => ({ value: choice.value, label: t(`lists.${choice.label}`) }))}
      brands={brands}
      label={t(`sections.${sectionKeyOf(type)}`)}
    />
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { type, items, state, meta, brands, search } = loaderData;
  const { t } = useStaffText();
  const label = t(`sections.${sectionKeyOf(type)}`);
  const filtered = !!state && (state.q !== "" || state.status !== "" || state.brand !== "");
  return (
    <>
      <header className="staff-page-header staff-page-header--row">
        <div>
          <p className="staff-eyebrow">{t("caps.content")}</p>
          <h1>{label}</h1>
        </div>
        {type === "blocks" ? null : (
          <Link className="staff-button staff-button--primary" to={`/staff/content/${type}/new`}>
            {t(`lists.${ADD_LABELS[type]}`)}
          </Link>
        )}
      </header>
      <Filtered type={type} state={state} brands={brands} />
      {items.length === 0 ? (
        <p className="staff-empty">{filtered ? t("lists.nothingMatches") : t("lists.nothingYet")}</p>
      ) : type === "blocks" ? (
        groupByPage(items).map(([page, pageItems]) => (
          <section key={page} className="staff-section" aria-labelledby={`page-${page}`}>
            <h2 id={`page-${page}`}>{pageLabel(page, t)}</h2>
            <ItemList type={type} items={pageItems} />
          </section>
        ))
      ) : (
        <ItemList type={type} items={items} brands={brands} />
      )}
      {meta ? <Pager meta={meta} search={search} /> : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
