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
 * A part of the page that moves in the browser. On a page in islands mode the server renders it
 * inside a marker that names it and carries its `props` (JSON), and preloads its chunk; the island
 * loader (islands/entry.client.tsx) hydrates it alone with those props. Elsewhere it is its
 * children, hydrated with the rest of the page.
 */
export function Island({
  name,
  props = {},
  children,
}: {
  name: string;
  props?: object;
  children: ReactNode;
}) {
  const assets = use(IslandsContext);
  if (!assets) return children;
  for (const href of assets.islands[name] ?? []) preloadModule(href);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
