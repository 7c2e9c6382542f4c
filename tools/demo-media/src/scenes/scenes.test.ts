import { readPictureCatalogue } from "@thalassa/api/catalogue";
import { describe, expect, it } from "vitest";
import { makeRng } from "../random.ts";
import { Svg } from "../svg.ts";
import { scene, sceneNames } from "./index.ts";

const pictures = readPictureCatalogue();
/** Every drawing of the catalogue, named by where it sits. */
const drawings = [
  ...Object.entries(pictures.brands).flatMap(([id, b]) => [
    [`brands.${id}.medium`, b.medium] as const,
    ...b.carousel.map((d, i) => [`brands.${id}.carousel.${i}`, d] as const),
  ]),
  ...pictures.site.hero.map((d, i) => [`site.hero.${i}`, d] as const),
  ...Object.entries(pictures.site.pages).map(([k, d]) => [`site.pages.${k}`, d] as const),
  ...Object.entries(pictures.site.privateEvents).map(([k, d]) => [`site.privateEvents.${k}`, d] as const),
  ...pictures.site.cateringTile.map((d, i) => [`site.cateringTile.${i}`, d] as const),
  ...Object.entries(pictures.site.services).map(([k, d]) => [`site.services.${k}`, d] as const),
  ["site.giftCard", pictures.site.giftCard] as const,
  ...Object.entries(pictures.site.productionContacts).map(([k, d]) => [`site.contacts.${k}`, d] as const),
  ...Object.entries(pictures.news).map(([k, d]) => [`news.${k}`, d] as const),
  ...Object.entries(pictures.events).flatMap(([k, e]) => [
    [`events.${k}.small`, e.small] as const,
    [`events.${k}.medium`, e.medium] as const,
    ...e.carousel.map((d, i) => [`events.${k}.carousel.${i}`, d] as const),
  ]),
  ...Object.entries(pictures.community).map(([k, d]) => [`community.${k}`, d] as const),
  ...Object.entries(pictures.story).map(([k, d]) => [`story.${k}`, d] as const),
];

function drawSvg(key: string, art: Parameters<typeof scene>[0]): string {
  const S = new Svg(480, 320);
  return S.doc(scene(art)(S, makeRng(key)));
}

describe("the illustrator's scenes", () => {
  it("know every scene the catalogue names", () => {
    const unknown = drawings.filter(([, d]) => !sceneNames.includes(d.art.scene)).map(([k]) => k);
    expect(unknown).toEqual([]);
    expect(drawings.length).toBeGreaterThan(150);
  });

  // Drawing is pure string work, but there are ~190 pictures: allow a busy machine its time.
  it("draw every picture of the catalogue", { timeout: 120_000 }, () => {
    for (const [key, { art }] of drawings) {
      const svg = drawSvg(key, art);
      expect(svg, key).toMatch(/^<svg [^>]*viewBox="0 0 480 320">.*<\/svg>$/s);
      expect(svg.length, key).toBeGreaterThan(2000);
    }
  });

  it("draw the same picture twice from the same seed", () => {
    const firstOfEachScene = sceneNames.map((name) => drawings.find(([, d]) => d.art.scene === name));
    for (const hit of firstOfEachScene) {
      if (!hit) continue;
      const [key, { art }] = hit;
      expect(drawSvg(key, art), key).toBe(drawSvg(key, art));
    }
  });

  it("refuses a scene name it does not know, listing the ones it does", () => {
    expect(() => scene({ scene: "volcano" })).toThrow(
      /Unknown scene "volcano"; the scenes are: table, sea, /,
    );
  });
});
