// Pictures of the catalogue's news, events, community items and Our Story, rendered under their
// stable file names and listed in the manifest by picture key.
import path from "node:path";
import type { DemoPictures, SinglePicture } from "@thalassa/api/catalogue";
import { img } from "./limit.ts";
import { ASPECT, type RenderedImage, WIDTHS } from "./render-image.ts";
import { scene } from "./scenes/index.ts";

const M2 = WIDTHS.medium;
const keyed = <T>(entries: Promise<[string, T]>[]) => Promise.all(entries).then(Object.fromEntries);

/** The same composition (same seed) in 3:2 and 16:9. */
export function renderNews(pictures: DemoPictures["news"]) {
  return keyed(
    Object.entries(pictures).map(async ([key, p]): Promise<[string, unknown]> => {
      const dir = path.posix.dirname(p.files);
      const stem = path.posix.basename(p.files);
      const draw = scene(p.art);
      const common = { dir, alt: p.alt, draw, seed: p.seed };
      const [small, large] = await Promise.all([
        img({ ...common, name: `${stem}-small`, aspect: ASPECT.land, widths: M2 }),
        img({ ...common, name: `${stem}-large`, aspect: ASPECT.wide, widths: [960, 1600] }),
      ]);
      return [key, { small, large }];
    }),
  );
}

export function renderEvents(pictures: DemoPictures["events"]) {
  return keyed(
    Object.entries(pictures).map(async ([key, p]): Promise<[string, unknown]> => {
      const dir = p.folder;
      const [small, medium, carousel] = await Promise.all([
        img({
          dir,
          name: "small",
          aspect: ASPECT.land,
          widths: M2,
          alt: p.small.alt,
          draw: scene(p.small.art),
        }),
        img({
          dir,
          name: "medium",
          aspect: ASPECT.portrait,
          widths: M2,
          alt: p.medium.alt,
          draw: scene(p.medium.art),
        }),
        Promise.all(
          p.carousel.map(({ art, alt }, k) =>
            img({
              dir,
              name: `carousel-${k + 1}`,
              aspect: ASPECT.wide,
              widths: WIDTHS.large,
              alt,
              draw: scene(art),
            }),
          ),
        ),
      ]);
      return [key, { small, medium, carousel }];
    }),
  );
}

/** Community (square) and Our Story (3:2, with its photographic finish) pictures. */
export function renderSingles(pictures: Record<string, SinglePicture>, aspect: readonly [number, number]) {
  return keyed(
    Object.entries(pictures).map(async ([key, p]): Promise<[string, RenderedImage | null]> => {
      const image = await img({
        dir: path.posix.dirname(p.file),
        name: path.posix.basename(p.file),
        aspect,
        widths: M2,
        alt: p.alt,
        draw: scene(p.art),
        post: p.finish,
      });
      return [key, image];
    }),
  );
}

export function renderStories(pictures: DemoPictures) {
  return {
    news: renderNews(pictures.news),
    events: renderEvents(pictures.events),
    csr: renderSingles(pictures.community, ASPECT.square),
    story: renderSingles(pictures.story, ASPECT.land),
  };
}
