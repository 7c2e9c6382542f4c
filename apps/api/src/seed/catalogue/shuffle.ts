import type { DemoCatalogue } from "./schema.ts";

/** A small seeded generator (mulberry32), so a failing order can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function shuffleKeys<T>(record: Record<string, T>, next: () => number): Record<string, T> {
  return Object.fromEntries(shuffle(Object.entries(record), next));
}

/** The same catalogue with every list and every picture collection in another order (for tests). */
export function shuffledCatalogue(catalogue: DemoCatalogue, seed: number): DemoCatalogue {
  const next = random(seed);
  return {
    ...catalogue,
    news: shuffle(catalogue.news, next),
    events: shuffle(catalogue.events, next),
    community: shuffle(catalogue.community, next),
    story: shuffle(catalogue.story, next),
    pictures: {
      ...catalogue.pictures,
      news: shuffleKeys(catalogue.pictures.news, next),
      events: shuffleKeys(catalogue.pictures.events, next),
      community: shuffleKeys(catalogue.pictures.community, next),
      story: shuffleKeys(catalogue.pictures.story, next),
    },
  };
}
