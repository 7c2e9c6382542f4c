/**
 * Runs `work` once the browser has painted the coming frame (a task queued from the frame's
 * animation callback runs after its paint), for work a tap need not wait for. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
