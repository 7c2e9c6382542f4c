import type { MenuSection } from "@thalassa/contract/menu-shapes";

/*
 * The one-click changes of a structured menu's staff page (ADR 0036), as pure steps on its
 * sections: an intent names what to do and where ("toggle:2:0" marks the first dish of the third
 * section available or not), so each is a plain form button that works without JavaScript.
 */

export type MenuIntent =
  | { kind: "toggle"; section: number; item: number }
  | { kind: "move-section"; section: number; by: -1 | 1 }
  | { kind: "move-item"; section: number; item: number; by: -1 | 1 };

export function menuIntent(raw: string): MenuIntent | null {
  const [kind, ...rest] = raw.split(":");
  const n = rest.map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : Number.NaN));
  if (n.some(Number.isNaN)) return null;
  const by = (word: string | undefined) => (word === "up" ? -1 : word === "down" ? 1 : null);
  if (kind === "toggle" && n.length === 2) return { kind, section: n[0] ?? 0, item: n[1] ?? 0 };
  if (kind === "section-up" || kind === "section-down") {
    const step = by(kind.split("-")[1]);
    return n.length === 1 && step ? { kind: "move-section", section: n[0] ?? 0, by: step } : null;
  }
  if (kind === "item-up" || kind === "item-down") {
    const step = by(kind.split("-")[1]);
    return n.length === 2 && step
      ? { kind: "move-item", section: n[0] ?? 0, item: n[1] ?? 0, by: step }
      : null;
  }
  return null;
}

function swap<T>(list: T[], at: number, by: -1 | 1): T[] | null {
  const to = at + by;
  if (at < 0 || at >= list.length || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[at], next[to]] = [next[to] as T, next[at] as T];
  return next;
}

/** The sections after the change, or null when it names no dish or section, or cannot move further. */
export function applyMenuIntent(sections: MenuSection[], intent: MenuIntent): MenuSection[] | null {
  if (intent.kind === "move-section") return swap(sections, intent.section, intent.by);
  const section = sections[intent.section];
  if (!section) return null;
  let items: MenuSection["items"] | null;
  if (intent.kind === "toggle") {
    const item = section.items[intent.item];
    if (!item) return null;
    items = section.items.map((one, i) => (i === intent.item ? { ...one, available: !one.available } : one));
  } else items = swap(section.items, intent.item, intent.by);
  if (!items) return null;
  return sections.map((one, i) => (i === intent.section ? { ...section, items } : one));
}
