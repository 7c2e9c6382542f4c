import { useEffect, useRef, useState } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * Whether the form `formId` has changes that are not saved: set by any input or change in it,
 * cleared when it is submitted. While it has, closing or reloading the tab asks the browser's own
 * question (beforeunload) and leaving through a link of the site asks ours (React Router's blocker).
 */
export function useUnsavedChanges(formId: string): Blocker {
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const changed = () => setDirty(true);
    const saved = () => setDirty(false);
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", saved);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", saved);
    };
  }, [formId]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return useBlocker(
    // Saving clears `dirty` on submit, before the answer moves to the saved item's address.
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}

/** The question a blocked navigation asks: leave and lose the changes, or stay. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
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
      <h2 id="unsaved-title">Leave without saving?</h2>
      <p id="unsaved-text">This form has changes that are not saved. If you leave now, they are lost.</p>
      <div className="staff-actions">
        <button
          className="staff-button staff-button--primary"
          type="button"
          onClick={() => blocker.reset?.()}
        >
          Stay on this page
        </button>
        <button
          className="staff-button staff-button--danger"
          type="button"
          onClick={() => blocker.proceed?.()}
        >
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
