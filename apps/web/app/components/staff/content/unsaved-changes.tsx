import { useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * Whether the form `formId` has changes that are not saved: set by any input or change in it,
 * cleared when it is submitted. While it has, closing or reloading the tab asks the browser's own
 * question (beforeunload) and leaving through a link of the site asks ours (React Router's blocker).
 */
export function useUnsavedChanges(formId: string): Blocker {
  // A ref, not state: re-rendering the form would re-apply the default values of its uncontrolled
  // fields (the rich-text editor's hidden input among them) over what was typed.
  const dirty = useRef(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const changed = () => {
      dirty.current = true;
    };
    const saved = () => {
      dirty.current = false;
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", saved);
    window.addEventListener("beforeunload", warn);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", saved);
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
