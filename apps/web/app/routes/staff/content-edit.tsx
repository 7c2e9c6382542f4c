import type { MenuSection } from "@thalassa/contract/menu-shapes";
import type {
  StaffContentType,
  StaffRevision,
  StaffRevisionWithItem,
  StaffUser,
} from "@thalassa/contract/staff";
import { useEffect, useMemo, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { isPreviewType } from "../../components/content/preview-types.ts";
import { Autosave } from "../../components/staff/content/autosave.tsx";
import { BlockPreviewFrame } from "../../components/staff/content/block-preview-frame.tsx";
import {
  type ContentItem,
  itemOf,
  itemStatus,
  itemTitle,
} from "../../components/staff/content/content-items.ts";
import { ContentPreview } from "../../components/staff/content/content-preview-frame.tsx";
import { PageMetaPreview } from "../../components/staff/content/page-meta-preview.tsx";
import { revisionChanges } from "../../components/staff/content/revision-changes.ts";
import {
  type ChosenRevision,
  RevisionsPanel,
  revisionTitle,
} from "../../components/staff/content/revisions-panel.tsx";
import { PublishBadge } from "../../components/staff/content/schedule-notes.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../components/staff/content/unsaved-changes.tsx";
import { ActionBar, type BarMessage } from "../../components/staff/form/action-bar.tsx";
import { ADDRESS_FROM_TITLE, useAddressFromTitle } from "../../components/staff/form/address-from-title.ts";
import { shapeIn } from "../../components/staff/form/field-text.ts";
import { usePublishLater } from "../../components/staff/form/publish-later.ts";
import { type FieldErrors, SchemaField } from "../../components/staff/form/schema-form.tsx";
import { formReader, readValue } from "../../components/staff/form/schema-values.ts";
import {
  itemTranslations,
  MissingTranslations,
  TranslationsEditor,
  translationsPlace,
} from "../../components/staff/form/translations-editor.tsx";
import { UploadProgress, useUploadOnSubmit } from "../../components/staff/form/upload-on-submit.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { sectionKeyOf } from "../../components/staff/frame/staff-sections.ts";
import { MenuTools } from "../../components/staff/menus/menu-tools.tsx";
import type { StaffCatalogue } from "../../components/staff/text/staff-en.ts";
import { type StaffTranslate, useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/content-edit";
import { contentChanged, editContext, pageMetaSite, savesItself, writeBody } from "./content-edit.server.ts";
import { contentBody, isPublishable, readContentForm, storeUploads } from "./content-form.server.ts";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };

/** A live item other than a block: a draft save would take it off the site (ADR 0056). */
function liveItem(type: StaffContentType, item: ContentItem | null): boolean {
  return type !== "blocks" && item?.status === "live";
}

/**
 * The item's revisions, and the one the address chooses (?revision=) compared with the item;
 * with &open=1 on a live item, its content becomes the form's (ADR 0059).
 */
async function revisionsOf(
  request: Request,
  type: StaffContentType,
  id: string | null,
  item: ContentItem | null,
  shape: Awaited<ReturnType<typeof editContext>>["shape"],
) {
  if (!id || !item) return { revisions: [] as StaffRevision[], chosen: null, opened: null };
  const path = `staff/content/${type}/${encodeURIComponent(id)}/revisions`;
  const list = await staffApi<{ data?: StaffRevision[] }>(request, path);
  const revisions = list.ok ? (list.body.data ?? []) : [];
  const query = new URL(request.url).searchParams;
  const wanted = query.get("revision");
  if (!wanted || !/^\d{1,10}$/.test(wanted)) return { revisions, chosen: null, opened: null };
  const answer = await staffApi<{ data?: StaffRevisionWithItem }>(request, `${path}/${wanted}`);
  const found = answer.ok ? answer.body.data : undefined;
  if (!found) return { revisions, chosen: null, opened: null };
  const { item: content, ...revision } = found;
  // A block's form holds its content; an item's form its fields.
  const current = type === "blocks" ? { content: item.content } : item;
  const chosen: ChosenRevision = { revision, changes: revisionChanges(shape, content, current) };
  const opened =
    query.get("open") === "1" && liveItem(type, item)
      ? { values: { ...content, id: item.id, status: item.status }, revision }
      : null;
  return { revisions, chosen, opened };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { type, id, item, block, shape } = await editContext(request, params);
  const { revisions, chosen, opened } = await revisionsOf(request, type, id, item, shape);
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
      revisions,
      chosen,
      opened,
      autosaveUrl:
        id && savesItself(type, item) ? `/staff/content/${type}/${encodeURIComponent(id)}/autosave` : null,
      // What page meta's search-result preview needs besides the form (ADR 0068).
      metaSite: type === "page-meta" ? await pageMetaSite() : null,
    },
    { headers: NO_STORE },
  );
}

/** "event", "news item": a content type's one item, in the interface language. */
function singularOf(t: StaffTranslate, type: StaffContentType): string {
  return t(`singular.${sectionKeyOf(type) as keyof StaffCatalogue["singular"]}`);
}

/** "New event", or an item's title, in the interface language. */
function editTitle(t: StaffTranslate, type: StaffContentType, item: ContentItem | null): string {
  return item ? itemTitle(type, item) : t("edit.newTitle", { singular: singularOf(t, type) });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => {
    if (!loaderData) return t("sections.content");
    const { type, item } = loaderData;
    const title = editTitle(t, type, item);
    return item ? `${title} · ${t(`sections.${sectionKeyOf(type)}`)}` : title;
  });
}

export async function action({ request, params, context: loadContext }: Route.ActionArgs) {
  const { type, id, block, shape } = await editContext(request, params);
  const form = await readContentForm(request);
  if (typeof form === "string")
    return data({ message: form, errors: {} as FieldErrors, values: null }, { status: 413 });
  const path = `staff/content/${type}${id ? `/${encodeURIComponent(id)}` : ""}`;
  if (form.get("intent") === "delete" && id) {
    const answer = await staffApi(request, path, { method: "DELETE" });
    throwUnlessOk(request, answer);
    contentChanged(loadContext);
    throw redirect(`/staff/content/${type}?deleted=1`, { headers: NO_STORE });
  }
  if (form.get("intent") === "restore" && id) {
    const revision = String(form.get("revision") ?? "");
    const answer = await staffApi<{ message?: string; errors?: FieldErrors }>(
      request,
      `${path}/revisions/${encodeURIComponent(revision)}/restore`,
      { method: "POST", body: {} },
    );
    if (!answer.ok) {
      if (answer.status === 401 || answer.status === 403) throwUnlessOk(request, answer);
      return data(
        { message: refusalMessage(answer.body), errors: answer.body.errors ?? {}, values: null },
        { status: answer.status },
      );
    }
    contentChanged(loadContext);
    throw redirect(`/staff/content/${type}/${encodeURIComponent(id)}?saved=restored`, { headers: NO_STORE });
  }
  const uploadFailure = await storeUploads(request, form);
  const values = contentBody(shape, form);
  if (uploadFailure)
    return data({ message: uploadFailure, errors: {} as FieldErrors, values }, { status: 422 });
  // On a live item the buttons are "Update" (stays live) and "Unpublish" (back to a draft), so
  // saving never takes an item off the site without saying so (ADR 0056).
  const intent = String(form.get("intent") ?? "");
  const status = intent === "live" || intent === "update" ? "live" : "draft";
  const body = writeBody(type, block, values, status);
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
  contentChanged(loadContext);
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

/** What a save's outcome (?saved=) says, by its catalogue key. */
const SAVED_TEXT = {
  draft: "edit.savedDraft",
  scheduled: "edit.savedScheduled",
  live: "edit.savedLive",
  updated: "edit.savedUpdated",
  unpublished: "edit.savedUnpublished",
  saved: "edit.savedSaved",
  duplicated: "edit.savedDuplicated",
  restored: "edit.savedRestored",
} as const;

function savedText(t: StaffTranslate, saved: string | null): string | null {
  return saved && saved in SAVED_TEXT ? t(SAVED_TEXT[saved as keyof typeof SAVED_TEXT]) : null;
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const {
    type,
    id,
    item,
    block,
    saved,
    note,
    publishable,
    revisions,
    chosen,
    opened,
    autosaveUrl,
    metaSite,
  } = loaderData;
  const { t, language, formatLocale } = useStaffText();
  // Labels and help texts in the interface language; the server reads the form with its own shape.
  const shape = useMemo(() => shapeIn(loaderData.shape, language, t), [loaderData.shape, language, t]);
  const singular = singularOf(t, type);
  // Files chosen in the form are sent first, with their progress shown (upload-on-submit.tsx).
  const upload = useUploadOnSubmit();
  const busy = useNavigation().state === "submitting" || upload.uploading;
  // A new address (a save, a menu tool's change) brings a new item: the form's fields start from it
  // again instead of keeping what the previous render's inputs held.
  const locationKey = useLocation().key;
  // Changes the device kept (Autosave), put back into the form, for this address only.
  const [recovered, setRecovered] = useState<{ at: string; values: Record<string, unknown> } | null>(null);
  const recovering = recovered?.at === locationKey ? recovered.values : null;
  const formKey = recovering ? `${locationKey}:recovered` : locationKey;
  useEffect(() => {
    // The recovered values are changes not yet saved: the leave guard and the autosave learn of them.
    if (recovering)
      document.getElementById("content-form")?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [recovering]);
  // A new item's address follows its title; a later "Publish at" turns Publish into Schedule.
  useAddressFromTitle(
    "content-form",
    formKey,
    item ? undefined : ADDRESS_FROM_TITLE[type as StaffContentType],
  );
  const later = usePublishLater("content-form", formKey);
  const errors: FieldErrors = actionData?.errors ?? {};
  const values = recovering ?? actionData?.values ?? opened?.values ?? item ?? {};
  const title = editTitle(t, type, item);
  const unsaved = useUnsavedChanges("content-form");
  // The device keeps unsaved changes per person: a colleague on the same computer is never offered them.
  const staffUser = (useRouteLoaderData("routes/staff/staff-layout") as { user?: StaffUser } | undefined)
    ?.user;
  // Greek and Russian are edited beside the English, below its fields (ADR 0039).
  const translations = translationsPlace(shape);
  const autosave = (
    <Autosave
      formId="content-form"
      draftKey={`${staffUser?.id ?? ""}:${type}:${id ?? "new"}`}
      saveUrl={autosaveUrl}
      live={liveItem(type as StaffContentType, item)}
      onRecover={(entries) => {
        const fields = new FormData();
        for (const [name, value] of entries) fields.append(name, value);
        setRecovered({
          at: locationKey,
          values: readValue(shape, "", formReader(fields)) as Record<string, unknown>,
        });
      }}
    />
  );
  const form = (
    <Form
      key={formKey}
      method="post"
      encType="multipart/form-data"
      className="staff-form"
      id="content-form"
      noValidate
      onSubmit={upload.onSubmit}
    >
      {opened ? (
        <p className="staff-alert staff-alert--ok" role="status">
          {t("edit.revisionOpened", { title: revisionTitle(opened.revision, t, formatLocale) })}
        </p>
      ) : null}
      <SchemaField shape={translations?.english ?? shape} path="" value={values} errors={errors} />
      {translations ? <TranslationsEditor place={translations} values={values} errors={errors} /> : null}
    </Form>
  );
  // What the last save said, beside its buttons; a menu tool's outcome shows beside the tool.
  const message: BarMessage | null = actionData?.message
    ? { text: actionData.message, refused: true }
    : !opened && savedText(t, saved)
      ? { text: savedText(t, saved) ?? "", refused: false, note }
      : null;
  const actions = (
    <ActionBar
      label={t("edit.saveThis", { singular })}
      state={item && itemStatus(item) ? <PublishBadge item={item} /> : null}
      message={message}
      refusal={actionData}
      formId="content-form"
    >
      <UploadProgress state={upload.state} />
      {publishable && liveItem(type, item) ? (
        <>
          <button
            className="staff-button"
            form="content-form"
            type="submit"
            name="intent"
            value="unpublish"
            disabled={busy}
          >
            {t("edit.unpublish")}
          </button>
          <button
            className="staff-button staff-button--primary"
            form="content-form"
            type="submit"
            name="intent"
            value="update"
            disabled={busy}
          >
            {t("edit.update")}
          </button>
        </>
      ) : publishable ? (
        <>
          <button
            className="staff-button"
            form="content-form"
            type="submit"
            name="intent"
            value="draft"
            disabled={busy}
          >
            {t("edit.saveDraft")}
          </button>
          <button
            className="staff-button staff-button--primary"
            form="content-form"
            type="submit"
            name="intent"
            value={later ? "draft" : "live"}
            disabled={busy}
          >
            {later ? t("edit.schedule") : t("edit.publish")}
          </button>
        </>
      ) : (
        <button
          className="staff-button staff-button--primary"
          form="content-form"
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
        >
          {t("edit.save")}
        </button>
      )}
    </ActionBar>
  );
  return (
    <>
      <UnsavedChangesDialog blocker={unsaved} />
      <header className="staff-page-header">
        <p className="staff-eyebrow">
          <Link to={`/staff/content/${type}`}>{t(`sections.${sectionKeyOf(type)}`)}</Link>
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
          saved={saved}
          note={note}
        />
      ) : null}
      {block || isPreviewType(type) || metaSite ? (
        <div className="staff-split">
          <div className="staff-split__form">
            {autosave}
            {form}
            {actions}
          </div>
          {block ? (
            <BlockPreviewFrame
              pageName={block.page_name}
              blockName={block.block_name}
              formId="content-form"
              shape={shape}
            />
          ) : isPreviewType(type) ? (
            <ContentPreview type={type} singular={singular} item={item} formId="content-form" shape={shape} />
          ) : metaSite ? (
            <PageMetaPreview formId="content-form" shape={shape} site={metaSite} />
          ) : null}
        </div>
      ) : (
        <>
          {autosave}
          {form}
          {actions}
        </>
      )}
      {id && item ? (
        <RevisionsPanel revisions={revisions} chosen={chosen} live={liveItem(type, item)} />
      ) : null}
      {id && type !== "blocks" ? (
        <Form method="post" className="staff-danger" aria-label={t("edit.deleteThis", { singular })}>
          <input type="hidden" name="intent" value="delete" />
          <button className="staff-button staff-button--danger" type="submit">
            {t("edit.deleteThis", { singular })}
          </button>
        </Form>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
