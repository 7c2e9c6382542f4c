/** Runs `task` once the browser is idle (soon after, where it cannot say); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(task, 1000);
  return () => globalThis.clearTimeout(id);
}
