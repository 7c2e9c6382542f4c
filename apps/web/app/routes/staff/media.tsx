import type { StaffListMeta } from "@thalassa/contract/staff";
import { data, Form } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { ListDate, listStateOf, Pager } from "../../components/staff/controls/list-controls.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { compiledStaffCatalogue } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import { useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/media";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };
const KINDS = [
  { value: "", label: "media.allKinds" },
  { value: "image", label: "media.images" },
  { value: "pdf", label: "media.pdfs" },
  { value: "video", label: "media.videos" },
] as const;

interface MediaEntry {
  id: string;
  kind: "image" | "pdf" | "video";
  url: string;
  original_name: string | null;
  created_at: string | null;
  used_in: string[];
  /** A picture of the demo content: offered for use again, not deleted from here. */
  demo?: boolean;
}

async function editor(request: Request) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("media"), "browse media");
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await editor(request);
  const url = new URL(request.url);
  const state = listStateOf(url);
  const kind = KINDS.some((k) => k.value === url.searchParams.get("kind"))
    ? (url.searchParams.get("kind") ?? "")
    : "";
  const query = new URLSearchParams({ sort: state.sort, page: String(state.page) });
  if (state.q) query.set("q", state.q);
  if (kind) query.set("kind", kind);
  const answer = await staffApi<{ data?: MediaEntry[]; meta?: StaffListMeta }>(
    request,
    `staff/media?${query}`,
  );
  throwUnlessOk(request, answer);
  return data(
    { items: answer.body.data ?? [], meta: answer.body.meta ?? null, q: state.q, kind, search: url.search },
    { headers: NO_STORE },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("sections.media"));
}

export async function action({ request }: Route.ActionArgs) {
  const me = await editor(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !/^[a-f0-9]{20}$/.test(id)) {
    return data({ ok: false, message: "That action is not one this page offers." }, { status: 400 });
  }
  const answer = await staffApi(request, `staff/media/${id}`, { method: "DELETE" });
  if (answer.status === 401) throwUnlessOk(request, answer);
  if (!answer.ok) return data({ ok: false, message: refusalMessage(answer.body) }, { status: answer.status });
  // Said in the person's interface language (the API's refusals stay English, ADR 0065).
  const deleted = compiledStaffCatalogue(me.interface_language).media.deleted;
  return data({ ok: true, message: deleted }, { headers: NO_STORE });
}

function Preview({ item }: { item: MediaEntry }) {
  if (item.kind === "image") return <img src={item.url} alt="" width={160} height={100} loading="lazy" />;
  if (item.kind === "video")
    return <video src={item.url} width={160} height={100} muted preload="metadata" />;
  return <span className="staff-media__pdf">PDF</span>;
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { items, meta: listMeta, q, kind, search } = loaderData;
  const { t } = useStaffText();
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.content")}</p>
        <h1>{t("sections.media")}</h1>
        <p className="staff-lead">{t("media.lead")}</p>
      </header>
      <ActionAlert outcome={actionData} />
      <Form
        method="get"
        className="staff-form staff-form--inline staff-filters"
        role="search"
        aria-label={t("media.search")}
      >
        <div className="staff-field">
          <label htmlFor="media-q">{t("media.fileName")}</label>
          <input id="media-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <div className="staff-field">
          <label htmlFor="media-kind">{t("media.kind")}</label>
          <select id="media-kind" name="kind" defaultValue={kind}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {t(k.label)}
              </option>
            ))}
          </select>
        </div>
        <button className="staff-button" type="submit">
          {t("lists.show")}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="staff-empty">{q || kind ? t("lists.nothingMatches") : t("media.nothingUploaded")}</p>
      ) : (
        <ul className="staff-list">
          {items.map((item) => (
            <li key={item.id} className="staff-list__item staff-media">
              <Preview item={item} />
              <div className="staff-media__about">
                <strong>{item.original_name ?? item.id}</strong>
                {item.demo ? (
                  <span className="staff-list__date">{t("media.demoPicture")}</span>
                ) : (
                  <ListDate value={item.created_at} label={t("media.uploaded")} />
                )}
                <label className="staff-field__sub" htmlFor={`media-url-${item.id}`}>
                  {t("media.address")}
                </label>
                <input id={`media-url-${item.id}`} readOnly value={item.url} />
                <span className="staff-note">
                  {item.used_in.length
                    ? t("media.inUse", { uses: item.used_in.join(", ").replace(/_/g, " ") })
                    : t("media.notUsed")}
                </span>
              </div>
              {item.used_in.length || item.demo ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    className="staff-button staff-button--danger"
                    type="submit"
                    name="intent"
                    value="delete"
                  >
                    {t("media.delete")}{" "}
                    <span className="visually-hidden">{item.original_name ?? item.id}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {listMeta ? <Pager meta={listMeta} search={search} /> : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
