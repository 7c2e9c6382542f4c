import type { ReactNode } from "react";

/**
 * A part of the page that moves in the browser: the server renders it with the page, and the
 * island loader (islands/entry.client.tsx) hydrates it alone, from its own chunk, with `props`.
 */
export function Island({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
