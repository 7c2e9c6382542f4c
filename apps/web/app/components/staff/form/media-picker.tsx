import type { Image } from "@thalassa/contract/entities";
import { useEffect, useId, useRef, useState } from "react";
import type { MediaChoice, MediaChoices } from "../../../routes/staff/media-choices.ts";
import { useStaffText } from "../text/use-staff-text.tsx";

/*
 * "Choose from the media library" beside an image field's upload and address: a dialog of the
 * library's pictures (uploads first, then the demo content's), searched by name, that fills the
 * field with the chosen picture and its sizes. It needs JavaScript, so it appears only once the
 * page runs; without it the address field takes a library address as before.
 */

/** The smallest size of a picture, for its thumbnail in the dialog. */
function thumbnailOf(image: Image): string {
  const smallest = [...(image.variants ?? [])].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? image.url;
}

/** The page of choices, or the API's refusal; `unreadable` says when there is no answer at all. */
async function fetchChoices(q: string, page: number, unreadable: string): Promise<MediaChoices> {
  const query = new URLSearchParams({ q, page: String(page) });
  const response = await fetch(`/staff/media/choices?${query}`, { headers: { accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as MediaChoices | null;
  if (!response.ok || !body) {
    return {
      items: [],
      meta: null,
      message: body?.message ?? unreadable,
    };
  }
  return body;
}

export function MediaPicker({ label, onPick }: { label: string; onPick: (choice: MediaChoice) => void }) {
  const [ready, setReady] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState("");
  const [choices, setChoices] = useState<MediaChoice[]>([]);
  const [meta, setMeta] = useState<MediaChoices["meta"]>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const { t } = useStaffText();
  useEffect(() => setReady(true), []);
  if (!ready) return null;

  const load = async (query: string, page: number) => {
    setBusy(true);
    setStatus(t("imageField.loading"));
    const answer = await fetchChoices(query, page, t("imageField.unreadable"));
    setBusy(false);
    const items = page === 1 ? answer.items : [...choices, ...answer.items];
    setChoices(items);
    setMeta(answer.meta);
    setStatus(
      answer.message ??
        (answer.meta && answer.meta.total > 0
          ? t("imageField.shown", { shown: items.length, total: answer.meta.total })
          : t("imageField.noMatch")),
    );
  };

  const open = () => {
    dialog.current?.showModal();
    search.current?.focus();
    if (!meta && !busy) void load(q, 1);
  };

  const more = meta && meta.page * meta.per_page < meta.total;
  return (
    <>
      <button type="button" className="staff-button staff-media-picker__open" onClick={open}>
        {t("imageField.choose")}
        <span className="visually-hidden">{t("imageField.chooseFor", { label })}</span>
      </button>
      <dialog ref={dialog} className="staff-media-picker" aria-labelledby={headingId}>
        <div className="staff-media-picker__head">
          <h2 id={headingId}>{t("imageField.library")}</h2>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            onClick={() => dialog.current?.close()}
          >
            {t("imageField.close")}
          </button>
        </div>
        {/* Not a <form>: it sits inside the content form, and a nested form would submit that one. */}
        <search className="staff-form staff-form--inline" aria-label={t("imageField.searchPictures")}>
          <div className="staff-field">
            <label htmlFor={`${headingId}-q`}>{t("imageField.nameOrDescription")}</label>
            <input
              id={`${headingId}-q`}
              ref={search}
              type="search"
              maxLength={200}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void load(q, 1);
                }
              }}
            />
          </div>
          <button type="button" className="staff-button" onClick={() => void load(q, 1)}>
            {t("imageField.search")}
          </button>
        </search>
        <p className="staff-note" role="status">
          {status}
        </p>
        <ul className="staff-media-picker__list">
          {choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className="staff-media-picker__choice"
                onClick={() => {
                  onPick(choice);
                  dialog.current?.close();
                }}
              >
                <img src={thumbnailOf(choice.image)} alt="" width={160} height={100} loading="lazy" />
                <span>{choice.name}</span>
                {choice.demo ? <span className="staff-note">{t("imageField.demo")}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {more ? (
          <button
            type="button"
            className="staff-button"
            disabled={busy}
            onClick={() => void load(q, (meta?.page ?? 1) + 1)}
          >
            {t("imageField.more")}
          </button>
        ) : null}
      </dialog>
    </>
  );
}
