import { useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";
import { useStaffText } from "../text/use-staff-text.tsx";

/** Fired on a form whose changes were saved by itself (autosave.tsx): nothing is unsaved then. */
export const AUTOSAVED_EVENT = "staff-autosaved";

/**
 * Whether the form `formId` has changes that are not saved: set by any input or change in it,
 * cleared when it is submitted or saves itself. While it has, closing or reloading the tab asks the browser's own
 * question (beforeunload) and leaving through a link of the site asks ours (React Router's blocker).
 */
export function useUnsavedChanges(formId: string): Blocker {
  // A ref, not state: re-rendering the form would re-apply the default values of its uncontrolled
  // fields (the rich-text editor's hidden input among them) over what was typed.
  const dirty = useRef(false);
  useEffect(() => {
    // Listened for on the document: the form is mounted again after a save or a recovery of
    // unsaved changes (a new key), and the new element must count too.
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest(`#${formId}`) !== null;
    const changed = (event: Event) => {
      if (inForm(event.target)) dirty.current = true;
    };
    const saved = (event: Event) => {
      if (inForm(event.target)) dirty.current = false;
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    document.addEventListener("input", changed);
    document.addEventListener("change", changed);
    document.addEventListener("submit", saved);
    document.addEventListener(AUTOSAVED_EVENT, saved);
    window.addEventListener("beforeunload", warn);
    return () => {
      document.removeEventListener("input", changed);
      document.removeEventListener("change", changed);
      document.removeEventListener("submit", saved);
      document.removeEventListener(AUTOSAVED_EVENT, saved);
      window.removeEventListener("beforeunload", warn);
    };
  }, [formId]);
  // Saving clears the mark on submit, before the answer moves to the saved item's address.
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
}

/** The question a blocked navigation asks: leave and lose the changes, or stay. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useStaffText();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="staff-card staff-unsaved"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      // Escape is "stay": the changes are kept.
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="unsaved-title">{t("autosave.leaveTitle")}</h2>
      <p id="unsaved-text">{t("autosave.leaveText")}</p>
      <div className="staff-actions">
        <button
          className="staff-button staff-button--primary"
          type="button"
          onClick={() => blocker.reset?.()}
        >
          {t("autosave.stay")}
        </button>
        <button
          className="staff-button staff-button--danger"
          type="button"
          onClick={() => blocker.proceed?.()}
        >
          {t("autosave.leave")}
        </button>
      </div>
    </dialog>
  );
}
