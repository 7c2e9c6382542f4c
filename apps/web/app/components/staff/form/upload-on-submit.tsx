import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useStaffText } from "../text/use-staff-text.tsx";
import { IMAGE_META, IMAGE_UPLOAD, META_OF } from "./schema-values.ts";
import { progressPercent, type StoredFile, sendFile } from "./upload-request.ts";

/*
 * A staff form saved with files in it: with JavaScript, the files go first, one by one, while a
 * progress bar says how far they have gone; each stored file's address is then put where the file
 * was chosen (as a picture chosen from the library is) and the form is sent as its button would
 * send it, so the save's answer (the saved item, a refusal in place) is the same as ever. Without
 * JavaScript the browser posts the files with the form, as it always did.
 */

export type UploadState =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  /** The files are stored and the form is on its way. */
  | { kind: "saving" }
  | { kind: "refused"; message: string };

/** The form's file fields that hold a file, with the place each one fills. */
function chosenFiles(form: HTMLFormElement): { input: HTMLInputElement; path: string; file: File }[] {
  const suffix = `.${IMAGE_UPLOAD}`;
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"]')).flatMap((input) => {
    const file = input.files?.[0];
    if (!file || file.size === 0 || !input.name.endsWith(suffix)) return [];
    return [{ input, path: input.name.slice(0, -suffix.length), file }];
  });
}

function field(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

/** Puts a stored file where it was chosen: an image's address and meta, or a PDF's address. */
function putStored(form: HTMLFormElement, input: HTMLInputElement, path: string, stored: StoredFile) {
  const { url, ...meta } = stored;
  const address = field(form, `${path}.url`);
  if (address) {
    address.value = url;
    const metaField = field(form, `${path}.${IMAGE_META}`);
    if (metaField) metaField.value = JSON.stringify({ ...meta, [META_OF]: url });
  } else {
    const text = field(form, path);
    if (text) text.value = url;
  }
  // Stored now: the save sends its address, and a second save does not send the file again.
  input.value = "";
}

export function useUploadOnSubmit() {
  const submit = useSubmit();
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const running = useRef(false);
  const navigationState = useNavigation().state;
  const sawSave = useRef(false);
  // The bar goes once the save it started has its answer (a new page, or a refusal in place).
  useEffect(() => {
    if (state.kind !== "saving") return;
    if (navigationState !== "idle") sawSave.current = true;
    else if (sawSave.current) {
      sawSave.current = false;
      setState({ kind: "idle" });
    }
  }, [navigationState, state.kind]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    // A new save: an earlier refused file's message is no longer the news.
    setState({ kind: "idle" });
    const chosen = chosenFiles(form);
    if (chosen.length === 0 || typeof XMLHttpRequest === "undefined") return;
    // Stops the router's own submit; the form is sent below once its files are stored.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    running.current = true;
    const total = chosen.reduce((sum, { file }) => sum + file.size, 0);
    setState({ kind: "uploading", percent: 0 });
    void (async () => {
      let done = 0;
      const stored: { input: HTMLInputElement; path: string; file: StoredFile }[] = [];
      try {
        for (const { input, path, file } of chosen) {
          const result = await sendFile(file, (sent) =>
            setState({ kind: "uploading", percent: progressPercent(done + sent, total) }),
          );
          if (result.kind === "refused") {
            setState({ kind: "refused", message: result.message });
            // Not saved: the leave guard and the autosave hear of the changes again.
            form.dispatchEvent(new Event("change", { bubbles: true }));
            return;
          }
          // Without an answer, the file stays in its field and goes with the form, as without script.
          if (result.kind === "unanswered") break;
          stored.push({ input, path, file: result.stored });
          done += file.size;
        }
        // Put in the form only now, just before it is read: the page redraws while the files go,
        // and a redraw puts the form's own value back in a hidden meta field changed earlier.
        for (const { input, path, file } of stored) putStored(form, input, path, file);
        setState({ kind: "saving" });
        // The buttons are disabled while the files go, and a disabled button adds nothing to
        // the form's data: the one that was pressed (Publish, Save draft) is added by hand.
        const data = new FormData(form);
        if (submitter instanceof HTMLButtonElement && submitter.name)
          data.set(submitter.name, submitter.value);
        submit(data, {
          method: "post",
          encType: "multipart/form-data",
          action: form.getAttribute("action") ?? undefined,
        });
      } finally {
        running.current = false;
      }
    })();
  };

  return { state, onSubmit, uploading: state.kind === "uploading" || state.kind === "saving" };
}

/** The files' progress beside the form's buttons, or why one was refused. */
export function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useStaffText();
  if (state.kind === "idle") return null;
  if (state.kind === "refused")
    return (
      <p className="staff-upload staff-alert staff-alert--error" role="alert">
        {state.message}
      </p>
    );
  const percent = state.kind === "saving" ? 100 : state.percent;
  const text =
    state.kind === "saving" ? t("imageField.uploadedSaving") : t("imageField.uploading", { percent });
  return (
    <div className="staff-upload">
      <label htmlFor="staff-upload-progress" className="staff-upload__label">
        {text}
      </label>
      <progress id="staff-upload-progress" max={100} value={percent}>
        {percent} %
      </progress>
    </div>
  );
}
