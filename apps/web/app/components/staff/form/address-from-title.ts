import type { StaffContentType } from "@thalassa/contract/staff";
import { useEffect } from "react";

/*
 * A new item's web address follows its title until staff write one of their own, as WordPress,
 * Strapi and Payload fill a slug (the staff walkthrough's E2: "Web address is not filled in from
 * the title"). The address field stays a field: it can be changed at any time, and once it holds
 * something other than what the title gives, the title no longer touches it.
 */

/** The title field and the address field of the types whose items have an address of their own. */
export const ADDRESS_FROM_TITLE: Partial<
  Record<StaffContentType, readonly [title: string, address: string]>
> = {
  news: ["title", "url"],
  events: ["name", "event_url"],
  jobs: ["job_title", "url"],
  "menu-cards": ["name", "url"],
};

/** Greek letters as the site's addresses write them (ELOT 743, without accents). */
const GREEK: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};
const MAX_WORDS_LENGTH = 80;

/** The address a title gives: lower-case letters, digits and single hyphens, as the contract asks. */
export function addressOf(title: string): string {
  const plain = title
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[α-ως]/g, (letter) => GREEK[letter] ?? "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (plain.length <= MAX_WORDS_LENGTH) return plain;
  // Cut at a word's end, so an address never ends in half a word.
  const cut = plain.slice(0, MAX_WORDS_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_WORDS_LENGTH)).replace(/-+$/, "");
}

/**
 * What the address field should hold after the title changed from `before` to `after`: the new
 * title's address while the field is empty or still the old title's, else null (leave it).
 */
export function followedAddress(before: string, after: string, address: string): string | null {
  return address === "" || address === addressOf(before) ? addressOf(after) : null;
}

/**
 * Fills the address of a new item in the form `formId` from its title as staff type it. The form
 * is made again for each address (`formKey`), so the title it starts from is read again then.
 */
export function useAddressFromTitle(
  formId: string,
  formKey: string,
  fields: readonly [string, string] | undefined,
) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !fields || !formKey) return;
    const [titleName, addressName] = fields;
    const field = (name: string) => {
      const element = form.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : null;
    };
    let title = field(titleName)?.value ?? "";
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.name !== titleName) return;
      const address = field(addressName);
      const next = address ? followedAddress(title, target.value, address.value) : null;
      title = target.value;
      if (address && next !== null && next !== address.value) address.value = next;
    };
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [formId, formKey, fields]);
}
