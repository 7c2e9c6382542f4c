import { STAFF_AUTOSAVE_SECONDS } from "@thalassa/contract/staff";
import { useEffect, useMemo, useState } from "react";
import { useStaffText } from "../text/use-staff-text.tsx";
import { AUTOSAVED_EVENT } from "./unsaved-changes.tsx";

/** What the device keeps of a form that was changed and not saved: its text fields, by name. */
export interface LocalDraft {
  at: string;
  entries: [string, string][];
}

const PREFIX = "thalassa-staff-draft:";

/** "14:02", Cyprus time, in the interface's locale. */
const timeIn = (locale: string) => (iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "Europe/Nicosia", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

function readLocal(key: string): LocalDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + key) ?? "null") as LocalDraft | null;
    return stored && typeof stored.at === "string" && Array.isArray(stored.entries) ? stored : null;
  } catch {
    return null;
  }
}

function forgetLocal(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused (private mode, full): there is nothing to forget.
  }
}

/**
 * Forgets every form this device kept (at sign-out): on a shared office computer the next person
 * must not be offered a colleague's unsaved changes.
 */
export function forgetDeviceDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: it kept nothing either.
  }
}

function keepLocal(key: string, draft: LocalDraft): boolean {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The form's text fields; chosen files are left for a save by hand. */
function textEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/**
 * Saves the form `formId` by itself STAFF_AUTOSAVE_SECONDS after the last change (ADR 0059): to
 * the device always, and to the site at `saveUrl` when there is one (a draft or a block; a live
 * item changes on the site only by Update). Says what happened in a polite live region, and offers
 * the changes the device kept when the page is opened again without them having been saved.
 */
export function Autosave({
  formId,
  draftKey,
  saveUrl,
  live,
  onRecover,
}: {
  formId: string;
  /** The item on this device: "news:12", "news:new". */
  draftKey: string;
  saveUrl: string | null;
  live: boolean;
  onRecover: (entries: [string, string][]) => void;
}) {
  const { t, formatLocale } = useStaffText();
  const timeOf = useMemo(() => timeIn(formatLocale), [formatLocale]);
  const [status, setStatus] = useState("");
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  useEffect(() => setOffer(readLocal(draftKey)), [draftKey]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: AbortController | null = null;
    // Listened for on the document: the form is mounted again after a save or a recovery.
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest(`#${formId}`) !== null;
    const save = async () => {
      const form = document.getElementById(formId);
      if (!(form instanceof HTMLFormElement)) return;
      const draft = { at: new Date().toISOString(), entries: textEntries(form) };
      const kept = keepLocal(draftKey, draft);
      if (!saveUrl) {
        setStatus(
          !kept
            ? t("autosave.notKept")
            : live
              ? t("autosave.keptLive", { time: timeOf(draft.at) })
              : t("autosave.kept", { time: timeOf(draft.at) }),
        );
        return;
      }
      setStatus(t("autosave.saving"));
      running?.abort();
      const controller = new AbortController();
      running = controller;
      const body = new FormData();
      for (const [name, value] of draft.entries) body.append(name, value);
      try {
        const response = await fetch(saveUrl, {
          method: "POST",
          body,
          signal: controller.signal,
          // A signed-out session answers with a redirect to the sign-in page, not with a save.
          redirect: "manual",
          headers: { accept: "application/json" },
        });
        const answer = (await response.json().catch(() => ({}))) as { saved_at?: string; message?: string };
        if (response.ok && answer.saved_at) {
          forgetLocal(draftKey);
          // The changes are on the site now: leaving the page need not ask (unsaved-changes.tsx).
          form.dispatchEvent(new Event(AUTOSAVED_EVENT, { bubbles: true }));
          setStatus(t("autosave.saved", { time: timeOf(answer.saved_at) }));
        } else {
          setStatus(t("autosave.notSaved", { reason: answer.message ?? t("autosave.signInAgain") }));
        }
      } catch {
        if (controller.signal.aborted) return;
        setStatus(t("autosave.unreachable"));
      }
    };
    const changed = (event: Event) => {
      if (!inForm(event.target)) return;
      clearTimeout(timer);
      timer = setTimeout(save, STAFF_AUTOSAVE_SECONDS * 1000);
    };
    const submitted = (event: Event) => {
      if (!inForm(event.target)) return;
      // A save by hand takes over: the device's copy and a pending automatic save are dropped.
      clearTimeout(timer);
      running?.abort();
      forgetLocal(draftKey);
      setStatus("");
    };
    document.addEventListener("input", changed);
    document.addEventListener("change", changed);
    document.addEventListener("submit", submitted);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", changed);
      document.removeEventListener("change", changed);
      document.removeEventListener("submit", submitted);
    };
  }, [formId, draftKey, saveUrl, live, t, timeOf]);

  return (
    <div className="staff-autosave">
      {offer ? (
        <section className="staff-alert staff-alert--ok" aria-labelledby="autosave-offer">
          <h2 id="autosave-offer" className="staff-autosave__title">
            {t("autosave.offer", { time: timeOf(offer.at) })}
          </h2>
          <div className="staff-actions">
            <button
              className="staff-button staff-button--primary"
              type="button"
              onClick={() => {
                onRecover(offer.entries);
                setOffer(null);
              }}
            >
              {t("autosave.recover")}
            </button>
            <button
              className="staff-button"
              type="button"
              onClick={() => {
                forgetLocal(draftKey);
                setOffer(null);
              }}
            >
              {t("autosave.discard")}
            </button>
          </div>
        </section>
      ) : null}
      <p className="staff-autosave__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
