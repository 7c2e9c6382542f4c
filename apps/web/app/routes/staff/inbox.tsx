import {
  type StaffListMeta,
  staffInboxesWithBrand,
  staffInboxLabels,
  staffMay,
} from "@thalassa/contract/staff";
import { data } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import {
  apiListQuery,
  ListFilters,
  listStateOf,
  Pager,
} from "../../components/staff/controls/list-controls.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { isInboxKind, rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { InboxCard, type InboxItem } from "../../components/staff/inbox/inbox-item.tsx";
import { getWebsites } from "../../lib/api.server.ts";
import type { Route } from "./+types/inbox";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };

async function context(request: Request, kind: string | undefined) {
  const user = await requireStaff(request);
  if (!isInboxKind(kind)) throw data({ message: `There is no inbox called “${kind}”.` }, { status: 404 });
  requireRole(user, rolesFor(`inbox:${kind}`), `read ${staffInboxLabels[kind].toLowerCase()}`);
  return { user, kind };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, kind } = await context(request, params.kind);
  const url = new URL(request.url);
  // New items unless asked otherwise; "?show=all" (older links) is every item.
  const state = listStateOf(url, { status: url.searchParams.get("show") === "all" ? "" : "new" });
  const branded = (staffInboxesWithBrand as readonly string[]).includes(kind);
  if (!branded) state.brand = "";
  const [answer, brands] = await Promise.all([
    staffApi<{ data?: InboxItem[]; meta?: StaffListMeta }>(
      request,
      `staff/inbox/${kind}?${apiListQuery(state)}`,
    ),
    branded ? brandChoices() : Promise.resolve(undefined),
  ]);
  throwUnlessOk(request, answer);
  const items = Array.isArray(answer.body) ? (answer.body as InboxItem[]) : (answer.body.data ?? []);
  return data(
    {
      kind,
      items,
      state,
      meta: answer.body.meta ?? null,
      brands,
      search: url.search,
      mayDownload: staffMay(user.role, "application-files"),
    },
    { headers: NO_STORE },
  );
}

/**
 * The brands to filter by, by name, from the public content (sales, who read these inboxes, do
 * not edit brands). Without the content API the list still works, only without the brand filter.
 */
async function brandChoices() {
  try {
    return (await getWebsites()).map((brand) => ({ value: String(brand.id), label: brand.name }));
  } catch {
    return undefined;
  }
}

const STATUS_CHOICES = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: "", label: "New and handled" },
];

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? staffInboxLabels[loaderData.kind] : "Inbox");
}

const INTENT_PATHS: Record<string, string> = {
  handled: "handled",
  unsubscribe: "unsubscribe",
  recheck: "recheck",
};
const DONE_TEXT: Record<string, string> = {
  handled: "Marked as handled.",
  unsubscribe: "Unsubscribed. No more newsletters go to this address.",
  recheck: "Asked the bank again; the order shows its answer.",
};

export async function action({ request, params }: Route.ActionArgs) {
  const { kind } = await context(request, params.kind);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const step = INTENT_PATHS[intent];
  if (!step || !/^[\w-]{1,64}$/.test(id)) {
    return data({ ok: false, message: "That action is not one this inbox offers." }, { status: 400 });
  }
  const answer = await staffApi(request, `staff/inbox/${kind}/${id}/${step}`, { method: "POST", body: {} });
  if (answer.status === 401) throwUnlessOk(request, answer);
  if (!answer.ok) return data({ ok: false, message: refusalMessage(answer.body) }, { status: answer.status });
  return data({ ok: true, message: DONE_TEXT[intent] ?? "Done." }, { headers: NO_STORE });
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items, state, meta, brands, search, mayDownload } = loaderData;
  const searching = state.q !== "" || state.status !== "new" || state.brand !== "";
  return (
    <>
      <header className="staff-page-header staff-page-header--row">
        <div>
          <p className="staff-eyebrow">Inbox</p>
          <h1>{staffInboxLabels[kind]}</h1>
        </div>
        <div className="staff-actions">
          {kind === "newsletter" ? (
            <a className="staff-button" href="/staff/inbox/newsletter.csv" download>
              Export as CSV
            </a>
          ) : null}
        </div>
      </header>
      <ActionAlert outcome={actionData} />
      <ListFilters
        state={state}
        statuses={STATUS_CHOICES}
        brands={brands}
        label={staffInboxLabels[kind].toLowerCase()}
      />
      {items.length === 0 ? (
        <p className="staff-empty">
          {searching ? "Nothing matches this search." : "Nothing new: everything here has been handled."}
        </p>
      ) : (
        <div className="staff-inbox">
          {items.map((item) => (
            <InboxCard key={item.id} kind={kind} item={item} mayDownload={mayDownload} />
          ))}
        </div>
      )}
      {meta ? <Pager meta={meta} search={search} /> : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
