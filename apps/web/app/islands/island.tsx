import { createContext, type ReactNode, use } from "react";
import { preloadModule } from "react-dom";

/**
 * The modules of the islands build (ADR 0071) a page in islands mode loads: the island loader and,
 * by island name, each island's chunk with what it imports. Null on pages React Router hydrates.
 */
export interface IslandsAssets {
  entry: string[];
  islands: Record<string, string[]>;
}

export const IslandsContext = createContext<IslandsAssets | null>(null);

/**
 * When the island loader hydrates an island (entry.client.tsx):
 * - `load`: at once; its chunk is preloaded with the page.
 * - `later`: a part below the first screen, which works as HTML until then: after the page's load
 *   event, or sooner when it is scrolled near or hovered, focused or touched (a tap on one of its
 *   buttons before then is replayed once it is hydrated).
 * - `opened`: a modal: when the address names it (at load or from one of its links), or when one of
 *   its openers is scrolled near, hovered, focused or touched.
 * - `consented`: the analytics: once the visitor has accepted cookies, at load or after the choice.
 */
export type IslandHydration = "load" | "later" | "opened" | "consented";

/**
 * A part of the page that moves in the browser. On a page in islands mode the server renders it
 * inside a marker that names it and carries its `props` (JSON) and when it hydrates, and preloads
 * the chunk of one needed at load; the island loader (islands/entry.client.tsx) hydrates it alone
 * with those props. Elsewhere it is its children, hydrated with the rest of the page. An island
 * with nothing to do on this page (`active` false) is left as the HTML its children render.
 */
export function Island({
  name,
  props = {},
  hydrate = "load",
  active = true,
  children,
}: {
  name: string;
  props?: object;
  hydrate?: IslandHydration;
  active?: boolean;
  children: ReactNode;
}) {
  // Only the server renders a page in islands mode: in the browser an Island is always under React
  // Router, which then has the whole page to hydrate (the check leaves the marker out of its bundle).
  const assets = import.meta.env.SSR ? use(IslandsContext) : null;
  if (!assets || !active) return children;
  if (hydrate === "load") for (const href of assets.islands[name] ?? []) preloadModule(href);
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      style={{ display: "contents" }}
    >
      {children}
    </div>
  );
}
