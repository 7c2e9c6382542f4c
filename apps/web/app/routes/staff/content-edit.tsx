import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { type StaffContentType, staffContentLabels } from "@thalassa/contract/staff";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { BlockPreviewFrame } from "../../components/staff/content/block-preview-frame.tsx";
import { type ContentItem, itemOf, itemTitle } from "../../components/staff/content/content-items.ts";
import { PublishBadge } from "../../components/staff/content/schedule-notes.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../components/staff/content/unsaved-changes.tsx";
import { type FieldErrors, SchemaField } from "../../components/staff/form/schema-form.tsx";
import {
  itemTranslations,
  MissingTranslations,
  TranslationsEditor,
  translationsPlace,
} from "../../components/staff/form/translations-editor.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { contentSingular, isContentType, rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { MenuTools } from "../../components/staff/menus/menu-tools.tsx";
import { clearReadCache } from "../../lib/api.server.ts";
import { requestDetails } from "../../lib/request-details.ts";
import type { Route } from "./+types/content-edit";
import {
  contentBody,
  contentShape,
  isPublishable,
  readContentForm,
  storeUploads,
  withBrandChoices,
} from "./content-form.server.ts";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };

async function context(request: Request, params: { type?: string; id?: string }) {
  const user = await requireStaff(request);
  const type = params.type;
  if (!isContentType(type))
    throw data({ message: `There is no content type called “${type}”.` }, { status: 404 });
  requireRole(user, rolesFor(`content:${type}`), `edit ${staffContentLabels[type].toLowerCase()}`);
  const id = params.id && params.id !== "new" ? params.id : null;
  let item: ContentItem | null = null;
  if (id) {
    const answer = await staffApi(request, `staff/content/${type}/${encodeURIComponent(id)}`);
    throwUnlessOk(request, answer);
    item = itemOf(answer.body);
  }
  const block =
    type === "blocks" && item
      ? { page_name: String(item.page_name), block_name: String(item.block_name) }
      : undefined;
  const generated = contentShape(type, block);
  if (!generated) throw data({ message: "This block belongs to no page the site knows." }, { status: 404 });
  return { type, id, item, block, shape: await withBrandChoices(generated) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { type, id, item, block, shape } = await context(request, params);
  const query = new URL(request.url).searchParams;
  const saved = query.get("saved");
  // What the menu tools report (a CSV's refused rows), shown as text.
  const note = query.get("note")?.slice(0, 2000) ?? null;
  return data(
    {
      type,
      id,
      item,
      block: block ?? null,
      shape,
      saved,
      note,
      publishable: isPublishable(type) || type === "blocks",
    },
    { headers: NO_STORE },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return staffMeta("Content");
  const { type, item } = loaderData;
  return staffMeta(
    item ? `${itemTitle(type, item)} · ${staffContentLabels[type]}` : `New ${contentSingular[type]}`,
  );
}

/**
 * After a write: this site forgets its cached API reads and its shared pages, so the next visitor
 * sees the change at once (ADR 0019); other site processes learn of it from the API's content
 * version within a second (ADR 0033).
 */
function published(context: Route.ActionArgs["context"]) {
  clearReadCache();
  requestDetails(context).contentChanged?.();
}

export async function action({ request, params, context: loadContext }: Route.ActionArgs) {
  const { type, id, block, shape } = await context(request, params);
  const form = await readContentForm(request);
  if (typeof form === "string")
    return data({ message: form, errors: {} as FieldErrors, values: null }, { status: 413 });
  const path = `staff/content/${type}${id ? `/${encodeURIComponent(id)}` : ""}`;
  if (form.get("intent") === "delete" && id) {
    const answer = await staffApi(request, path, { method: "DELETE" });
    throwUnlessOk(request, answer);
    published(loadContext);
    throw redirect(`/staff/content/${type}?deleted=1`, { headers: NO_STORE });
  }
  const uploadFailure = await storeUploads(request, form);
  const values = contentBody(shape, form);
  if (uploadFailure)
    return data({ message: uploadFailure, errors: {} as FieldErrors, values }, { status: 422 });
  // On a live item the buttons are "Update" (stays live) and "Unpublish" (back to a draft), so
  // saving never takes an item off the site without saying so (ADR 0056).
  const intent = String(form.get("intent") ?? "");
  const status = intent === "live" || intent === "update" ? "live" : "draft";
  const body = block ? { ...block, website_id: 1, status, content: values.content } : { ...values };
  if (isPublishable(type) && !block) body.status = status;
  const answer = await staffApi<{ message?: string; errors?: FieldErrors }>(request, path, {
    method: id ? "PUT" : "POST",
    body,
  });
  if (!answer.ok) {
    if (answer.status === 401 || answer.status === 403) throwUnlessOk(request, answer);
    return data(
      { message: refusalMessage(answer.body), errors: answer.body.errors ?? {}, values },
      { status: answer.status },
    );
  }
  published(loadContext);
  const savedId = id ?? String(itemOf(answer.body)?.id ?? "");
  const scheduled = status === "draft" && typeof values.publish_at === "string";
  const outcome = scheduled
    ? "scheduled"
    : intent === "update"
      ? "updated"
      : intent === "unpublish"
        ? "unpublished"
        : isPublishable(type) || block
          ? status
          : "saved";
  throw redirect(
    savedId
      ? `/staff/content/${type}/${encodeURIComponent(savedId)}?saved=${outcome}`
      : `/staff/content/${type}`,
    {
      headers: NO_STORE,
    },
  );
}

const SAVED_TEXT: Record<string, string> = {
  draft: "Saved as a draft. The public site does not show drafts.",
  scheduled: "Saved as a draft and scheduled: it goes live at its publish time.",
  live: "Published. The public pages show it within a few seconds.",
  updated: "Updated. It stays live, and the public pages show the change within a few seconds.",
  unpublished: "Unpublished: it is a draft again, and the public pages stop showing it within a few seconds.",
  saved: "Saved. The public pages show it within a few seconds.",
  csv: "The CSV was imported: it replaced the menu's sections.",
  "csv-missing": "Choose a CSV file to import.",
  "csv-refused": "The CSV was not imported.",
  availability: "Saved: the dish's availability changed.",
  order: "Saved: the new order is kept.",
  duplicated: "This is the copy, saved as a draft.",
  stale: "The menu changed since this page was loaded; nothing was changed. Look again and retry.",
};
const REFUSED = new Set(["csv-missing", "csv-refused", "stale"]);

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, item, block, shape, saved, note, publishable } = loaderData;
  const busy = useNavigation().state === "submitting";
  // A new address (a save, a menu tool's change) brings a new item: the form's fields start from it
  // again instead of keeping what the previous render's inputs held.
  const formKey = useLocation().key;
  const errors: FieldErrors = actionData?.errors ?? {};
  const values = actionData?.values ?? item ?? {};
  const title = item ? itemTitle(type as StaffContentType, item) : `New ${contentSingular[type]}`;
  const unsaved = useUnsavedChanges("content-form");
  // Greek and Russian are edited beside the English, below its fields (ADR 0039).
  const translations = translationsPlace(shape);
  const form = (
    <Form
      key={formKey}
      method="post"
      encType="multipart/form-data"
      className="staff-form"
      id="content-form"
      noValidate
    >
      {actionData?.message ? (
        <p className="staff-alert staff-alert--error" role="alert">
          {actionData.message}
        </p>
      ) : saved && SAVED_TEXT[saved] ? (
        <div
          className={`staff-alert ${REFUSED.has(saved) ? "staff-alert--error" : "staff-alert--ok"}`}
          role={REFUSED.has(saved) ? "alert" : "status"}
        >
          <p>{SAVED_TEXT[saved]}</p>
          {note ? <p className="staff-alert__note">{note}</p> : null}
        </div>
      ) : null}
      <SchemaField shape={translations?.english ?? shape} path="" value={values} errors={errors} />
      {translations ? <TranslationsEditor place={translations} values={values} errors={errors} /> : null}
      <div className="staff-actions">
        {publishable && type !== "blocks" && item?.status === "live" ? (
          <>
            <button className="staff-button" type="submit" name="intent" value="unpublish" disabled={busy}>
              Unpublish
            </button>
            <button
              className="staff-button staff-button--primary"
              type="submit"
              name="intent"
              value="update"
              disabled={busy}
            >
              Update
            </button>
          </>
        ) : publishable ? (
          <>
            <button className="staff-button" type="submit" name="intent" value="draft" disabled={busy}>
              Save draft
            </button>
            <button
              className="staff-button staff-button--primary"
              type="submit"
              name="intent"
              value="live"
              disabled={busy}
            >
              Publish
            </button>
          </>
        ) : (
          <button
            className="staff-button staff-button--primary"
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
          >
            Save
          </button>
        )}
      </div>
    </Form>
  );
  return (
    <>
      <UnsavedChangesDialog blocker={unsaved} />
      <header className="staff-page-header">
        <p className="staff-eyebrow">
          <Link to={`/staff/content/${type}`}>{staffContentLabels[type as StaffContentType]}</Link>
        </p>
        <h1>
          {title} <PublishBadge item={item} />{" "}
          {item && translations ? <MissingTranslations translations={itemTranslations(item)} /> : null}
        </h1>
      </header>
      {type === "menu-cards" && item && id ? (
        <MenuTools
          id={id}
          url={String(item.url ?? "")}
          live={item.status === "live"}
          sections={(item.sections ?? []) as MenuSection[]}
        />
      ) : null}
      {block ? (
        <div className="staff-split">
          <div className="staff-split__form">{form}</div>
          <BlockPreviewFrame
            pageName={block.page_name}
            blockName={block.block_name}
            formId="content-form"
            shape={shape}
          />
        </div>
      ) : (
        form
      )}
      {id && type !== "blocks" ? (
        <Form method="post" className="staff-danger" aria-label={`Delete this ${contentSingular[type]}`}>
          <input type="hidden" name="intent" value="delete" />
          <button className="staff-button staff-button--danger" type="submit">
            Delete this {contentSingular[type]}
          </button>
        </Form>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
