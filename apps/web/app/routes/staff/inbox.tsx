import {
  STAFF_EXPORT_MAX_ROWS,
  type StaffListMeta,
  staffInboxesWithBrand,
  staffInboxesWithExport,
  staffInboxLabels,
  staffMay,
} from "@thalassa/contract/staff";
import { data, Form } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import {
  apiListQuery,
  filterQuery,
  ListFilters,
  listStateOf,
  Pager,
} from "../../components/staff/controls/list-controls.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { isInboxKind, rolesFor, sectionKeyOf } from "../../components/staff/frame/staff-sections.ts";
import { money } from "../../components/staff/inbox/inbox-fields.ts";
import { InboxCard, type InboxItem } from "../../components/staff/inbox/inbox-item.tsx";
import { staffServerText } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import { type StaffTranslate, useStaffText } from "../../components/staff/text/use-staff-text.tsx";
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
  const exported = (staffInboxesWithExport as readonly string[]).includes(kind);
  if (!exported) {
    state.from = "";
    state.to = "";
  }
  const [answer, brands] = await Promise.all([
    staffApi<{ data?: InboxItem[]; meta?: StaffListMeta }>(
      request,
      `staff/inbox/${kind}?${apiListQuery(state)}`,
    ),
    branded ? brandChoices() : Promise.resolve(undefined),
  ]);
  // A filter the API cannot read (a range of days that ends before it starts) keeps the page and
  // its form, with the API's sentence, so the person can correct it where they typed it.
  const refusal = answer.status === 400 ? refusalMessage(answer.body) : null;
  if (!refusal) throwUnlessOk(request, answer);
  const items = refusal
    ? []
    : Array.isArray(answer.body)
      ? (answer.body as InboxItem[])
      : (answer.body.data ?? []);
  return data(
    {
      kind,
      items,
      state,
      meta: refusal ? null : (answer.body.meta ?? null),
      refusal,
      brands,
      search: url.search,
      exported,
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
  { value: "new", label: "inbox.statusNew" },
  { value: "handled", label: "inbox.statusHandled" },
  { value: "", label: "inbox.statusAll" },
] as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) =>
    loaderData ? t(`sections.${sectionKeyOf(loaderData.kind)}`) : t("sections.inbox"),
  );
}

const INTENT_PATHS: Record<string, string> = {
  handled: "handled",
  unhandle: "handled",
  unsubscribe: "unsubscribe",
  recheck: "recheck",
  reply: "replies",
};
/** What each intent sends: "unhandle" (the Undo after "Mark as handled") marks the item new again. */
const INTENT_BODIES: Record<string, object> = { unhandle: { handled: false } };
/** What each intent says when done (the `inboxDone` texts). */
const DONE_TEXT = {
  handled: "inboxDone.handled",
  unhandle: "inboxDone.unhandle",
  unsubscribe: "inboxDone.unsubscribe",
  recheck: "inboxDone.recheck",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { user, kind } = await context(request, params.kind);
  // What was done, said in the person's interface language (the API's refusals stay English).
  const t = staffServerText(user.interface_language);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const step = INTENT_PATHS[intent];
  if (!step || !/^[\w-]{1,64}$/.test(id)) {
    return data({ ok: false, message: "That action is not one this inbox offers." }, { status: 400 });
  }
  const draft =
    intent === "reply"
      ? { subject: String(form.get("subject") ?? ""), text: String(form.get("text") ?? "") }
      : null;
  const answer = await staffApi(request, `staff/inbox/${kind}/${id}/${step}`, {
    method: "POST",
    body: draft ?? INTENT_BODIES[intent] ?? {},
  });
  if (answer.status === 401) throwUnlessOk(request, answer);
  if (draft) {
    // Said in the item's card, where the reply was written; a refusal keeps what was typed.
    const replied = { ok: answer.ok, message: refusalMessage(answer.body), id };
    return data(answer.ok ? { reply: replied } : { reply: { ...replied, draft } }, {
      status: answer.ok ? 200 : answer.status,
      headers: NO_STORE,
    });
  }
  if (!answer.ok) return data({ ok: false, message: refusalMessage(answer.body) }, { status: answer.status });
  // After "Mark as handled" the item leaves the list of new ones; its id is kept for the Undo.
  const undo = intent === "handled" ? id : null;
  const done = Object.hasOwn(DONE_TEXT, intent) ? t(DONE_TEXT[intent as keyof typeof DONE_TEXT]) : "Done.";
  return data({ ok: true, message: done, undo }, { headers: NO_STORE });
}

/** "3 enquiries match." or "12 orders match, 9 of them paid: €1,250.00.", for the whole filtered set. */
function totalText(kind: string, meta: StaffListMeta, t: StaffTranslate, locale: string): string {
  const { total } = meta;
  if (kind !== "gift-card-orders") return t("inbox.enquiriesMatch", { total });
  if (!meta.paid || total === 0) return t("inbox.ordersMatch", { total });
  const sum = money(meta.paid.total_minor, "EUR", locale);
  if (meta.paid.count === total) return t("inbox.ordersAllPaid", { total, sum });
  return t("inbox.ordersSomePaid", { total, paid: meta.paid.count, sum });
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items, state, meta, refusal, brands, search, exported, mayDownload } = loaderData;
  const searching =
    state.q !== "" || state.status !== "new" || state.brand !== "" || state.from !== "" || state.to !== "";
  const undo =
    actionData && "undo" in actionData && typeof actionData.undo === "string" ? actionData.undo : null;
  const replied = actionData && "reply" in actionData ? actionData.reply : null;
  const outcome = actionData && "ok" in actionData ? actionData : undefined;
  const { t, formatLocale } = useStaffText();
  const name = t(`sections.${sectionKeyOf(kind)}`);
  return (
    <>
      <header className="staff-page-header staff-page-header--row">
        <div>
          <p className="staff-eyebrow">{t("caps.inbox")}</p>
          <h1>{name}</h1>
        </div>
        <div className="staff-actions">
          {kind === "newsletter" ? (
            <a className="staff-button" href="/staff/inbox/newsletter.csv" download>
              {t("inbox.exportCsv")}
            </a>
          ) : null}
          {exported ? (
            <a
              className="staff-button"
              href={`/staff/inbox/${kind}/export.csv?${filterQuery(state)}`}
              download
              aria-describedby="export-note"
            >
              {t("inbox.downloadCsv")}
            </a>
          ) : null}
        </div>
      </header>
      {exported ? (
        <p id="export-note" className="staff-note">
          {t("inbox.exportNote", { max: STAFF_EXPORT_MAX_ROWS })}
        </p>
      ) : null}
      <ActionAlert outcome={outcome} />
      {undo ? (
        <Form method="post" className="staff-undo">
          <input type="hidden" name="id" value={undo} />
          <button className="staff-button" type="submit" name="intent" value="unhandle">
            {t("inbox.undo")}
          </button>
        </Form>
      ) : null}
      <ListFilters
        state={state}
        statuses={STATUS_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        brands={brands}
        dates={exported}
        label={name}
      />
      {refusal ? <ActionAlert outcome={{ ok: false, message: refusal }} /> : null}
      {exported && meta ? <p className="staff-list-total">{totalText(kind, meta, t, formatLocale)}</p> : null}
      {items.length === 0 ? (
        <p className="staff-empty">{searching ? t("lists.nothingMatches") : t("inbox.nothingNew")}</p>
      ) : (
        <div className="staff-inbox">
          {items.map((item) => (
            <InboxCard
              key={item.id}
              kind={kind}
              item={item}
              mayDownload={mayDownload}
              replyOutcome={replied && replied.id === String(item.id) ? replied : null}
            />
          ))}
        </div>
      )}
      {meta ? <Pager meta={meta} search={search} /> : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
