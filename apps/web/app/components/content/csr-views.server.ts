import type { CsrItem } from "@thalassa/contract/entities";
import { safeHtml } from "../../lib/sanitize.server.ts";
import type { CsrItemView } from "./csr-grid.tsx";

/**
 * A community item as /community-sustainability shows it (its card and its window), the
 * description through the sanitiser: shared by the page's loader and an item's preview (ADR 0068).
 */
export function csrItemView(item: CsrItem): CsrItemView {
  return {
    id: item.id,
    title: item.title,
    description: safeHtml(item.description),
    image: item.images.small ?? null,
    untranslated: item.untranslated ?? null,
  };
}
