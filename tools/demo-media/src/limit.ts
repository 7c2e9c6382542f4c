// At most three pictures render at once: each already keeps sharp's threads busy.
import { type RenderedImage, type RenderRequest, renderImage } from "./render-image.ts";

function makeLimit(n: number) {
  let active = 0;
  const queue: { fn: () => Promise<unknown>; res: (v: unknown) => void; rej: (e: unknown) => void }[] = [];
  const next = () => {
    const job = active < n ? queue.shift() : undefined;
    if (!job) return;
    active++;
    job
      .fn()
      .then(job.res, job.rej)
      .finally(() => {
        active--;
        next();
      });
  };
  return <T>(fn: () => Promise<T>) =>
    new Promise<T>((res, rej) => {
      queue.push({ fn, res: res as (v: unknown) => void, rej });
      next();
    });
}

const limit = makeLimit(3);

/** Renders one picture when a slot is free; null when `--only` leaves it out. */
export const img = (request: RenderRequest): Promise<RenderedImage | null> =>
  limit(() => renderImage(request));
