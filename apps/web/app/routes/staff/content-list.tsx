import { type StaffContentType, staffContentLabels } from "@thalassa/contract/staff";
import { data, Link } from "react-router";
import { type ContentItem, itemStatus, itemsOf, itemTitle } from "../../components/staff/content-items.ts";
import { staffApi } from "../../components/staff/staff-api.server.ts";
import { StaffRouteError } from "../../components/staff/staff-error.tsx";
import { staffMeta } from "../../components/staff/staff-meta.ts";
import { contentSingular, isContentType, rolesFor } from "../../components/staff/staff-sections.ts";
import { requireRole, requireStaff, throwUnlessOk } from "../../components/staff/staff-session.server.ts";
import type { Route } from "./+types/content-list";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const type = params.type;
  if (!isContentType(type))
    throw data({ message: `There is no content type called “${type}”.` }, { status: 404 });
  requireRole(user, rolesFor(`content:${type}`), `edit ${staffContentLabels[type].toLowerCase()}`);
  const answer = await staffApi(request, `staff/content/${type}`);
  throwUnlessOk(request, answer);
  return data({ type, items: itemsOf(answer.body) }, { headers: { "cache-control": "private, no-store" } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? staffContentLabels[loaderData.type] : "Content");
}

function StatusBadge({ item }: { item: ContentItem }) {
  const status = itemStatus(item);
  if (!status) return null;
  return <span className={`staff-badge staff-badge--${status}`}>{status === "live" ? "Live" : "Draft"}</span>;
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

function ItemList({ type, items }: { type: StaffContentType; items: ContentItem[] }) {
  return (
    <ul className="staff-list">
      {items.map((item) => (
        <li key={item.id} className="staff-list__item">
          <Link className="staff-list__link" to={`/staff/content/${type}/${item.id}`}>
            {type === "blocks" ? String(item.block_name) : itemTitle(type, item)}
          </Link>
          <StatusBadge item={item} />
        </li>
      ))}
    </ul>
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { type, items } = loaderData;
  const label = staffContentLabels[type];
  return (
    <>
      <header className="staff-page-header staff-page-header--row">
        <div>
          <p className="staff-eyebrow">Content</p>
          <h1>{label}</h1>
        </div>
        {type === "blocks" ? null : (
          <Link className="staff-button staff-button--primary" to={`/staff/content/${type}/new`}>
            Add a {contentSingular[type]}
          </Link>
        )}
      </header>
      {items.length === 0 ? (
        <p className="staff-empty">There is nothing here yet.</p>
      ) : type === "blocks" ? (
        groupByPage(items).map(([page, pageItems]) => (
          <section key={page} className="staff-section" aria-labelledby={`page-${page}`}>
            <h2 id={`page-${page}`}>{page}</h2>
            <ItemList type={type} items={pageItems} />
          </section>
        ))
      ) : (
        <ItemList type={type} items={items} />
      )}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
