import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A modal whose code is loaded on demand, so its form (fields, validation) stays out of the
 * pages' first-load JavaScript (budget: 120 KB gzipped). It renders once it has been opened, so a
 * URL with ?modal=… still renders it open on the server (the document waits for it, see
 * entry.server.tsx), and the browser keeps that markup until the code arrives. `preload` starts
 * the download early, when an opener is hovered or focused.
 */
export function deferredModal<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form at module level, never during render.
  function DeferredModal(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Modal: DeferredModal, preload: () => void load() };
}
