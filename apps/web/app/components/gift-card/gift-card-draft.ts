/**
 * What the visitor typed into the gift-card form, kept in this tab (sessionStorage) when the order
 * is sent, so "Try again" after a cancelled or declined payment brings the form back filled
 * (WCAG 3.3.7). The consent box is not kept: it is ticked again for the new order.
 */

/** The query parameter "Try again" adds: only then is the kept draft put back. */
export const RETRY_PARAM = "retry";

const KEY = "gift-card-draft";
const KEPT = ["name", "amount", "quantity", "email", "website_id", "phone"] as const;

type Draft = Partial<Record<(typeof KEPT)[number], string>>;

/** Keeps the form's fields as they are sent. */
export function keepDraft(form: HTMLFormElement): void {
  const data = new FormData(form);
  const draft: Draft = {};
  for (const name of KEPT) {
    const value = data.get(name);
    if (typeof value === "string") draft[name] = value;
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the form simply comes back empty.
  }
}

/**
 * Puts the kept draft back into the form's empty fields, as if typed (input events), so the form
 * library and the live total see the values.
 */
export function restoreDraft(form: HTMLFormElement): void {
  let draft: Draft;
  try {
    draft = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Draft;
  } catch {
    return;
  }
  for (const name of KEPT) {
    const value = draft[name];
    const control = form.elements.namedItem(name);
    if (typeof value !== "string" || !value) continue;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
    if (name !== "quantity" && control.value) continue;
    control.value = value;
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
