import { useEffect, useState } from "react";
import { fromSiteInput } from "./site-time.ts";

/*
 * Publishing later by pressing "Schedule" (the staff walkthrough's E4): once "Publish at" holds a
 * time still to come, the form's main button says Schedule and saves the item as a draft that goes
 * live at that time, as WordPress turns Publish into Schedule, instead of "Publish" being refused
 * with the advice to save a draft. Without script the form is as before: Publish with a later time
 * is refused with that advice, and Save draft schedules.
 */

const FIELD = "publish_at";

/** Whether a `datetime-local` value on the site's clock is a time still to come. */
export function isLater(value: string, now: number = Date.now()): boolean {
  if (!value.trim()) return false;
  const at = Date.parse(fromSiteInput(value));
  return Number.isFinite(at) && at > now;
}

/**
 * True while the form `formId` has a publish time still to come in its "Publish at" field. The form
 * is made again for each address (`formKey`), and read again then.
 */
export function usePublishLater(formId: string, formKey: string): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !formKey) return;
    const read = () => {
      const field = form.elements.namedItem(FIELD);
      setLater(field instanceof HTMLInputElement && isLater(field.value));
    };
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, [formId, formKey]);
  return later;
}
