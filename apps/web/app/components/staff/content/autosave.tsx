import { STAFF_AUTOSAVE_SECONDS } from "@thalassa/contract/staff";
import { useEffect, useState } from "react";
import { AUTOSAVED_EVENT } from "./unsaved-changes.tsx";

/** What the device keeps of a form that was changed and not saved: its text fields, by name. */
export interface LocalDraft {
  at: string;
  entries: [string, string][];
}

const PREFIX = "thalassa-staff-draft:";

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Nicosia",
  hour: "2-digit",
  minute: "2-digit",
});
const timeOf = (iso: string) => clock.format(new Date(iso));

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
            ? "Not saved: this browser does not keep unsaved changes. Save before you leave."
            : live
              ? `Changes kept on this device at ${timeOf(draft.at)}. Press Update to put them on the site.`
              : `Changes kept on this device at ${timeOf(draft.at)}. They reach the site when you save.`,
        );
        return;
      }
      setStatus("Saving…");
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
          setStatus(`Saved as a draft at ${timeOf(answer.saved_at)}`);
        } else {
          setStatus(
            `Not saved automatically: ${answer.message ?? "sign in again to save"} Your changes are kept on this device.`,
          );
        }
      } catch {
        if (controller.signal.aborted) return;
        setStatus(
          "Not saved automatically: the site could not be reached. Your changes are kept on this device.",
        );
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
  }, [formId, draftKey, saveUrl, live]);

  return (
    <div className="staff-autosave">
      {offer ? (
        <section className="staff-alert staff-alert--ok" aria-labelledby="autosave-offer">
          <h2 id="autosave-offer" className="staff-autosave__title">
            Unsaved changes from {timeOf(offer.at)} are kept on this device
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
              Recover them
            </button>
            <button
              className="staff-button"
              type="button"
              onClick={() => {
                forgetLocal(draftKey);
                setOffer(null);
              }}
            >
              Discard them
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
