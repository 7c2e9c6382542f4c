// The compositions the catalogue can name (`art.scene`), each drawn with the entry's options.
import type { Art } from "@thalassa/api/catalogue";
import type { Rng } from "../random.ts";
import type { Svg } from "../svg.ts";
import { aerialBeach, giftCardScene } from "./aerial-gift.ts";
import { breadScene, conesScene, gelatoCase } from "./bread-gelato.ts";
import { patisserieScene } from "./patisserie.ts";
import { pizzaScene } from "./pizza.ts";
import { solarScene } from "./production-solar.ts";
import { pierScene, seaScene } from "./sea-scenes.ts";
import { bakeryRack, ovenScene, storefront, wineBarScene } from "./shop-scenes.ts";
import { canapesScene, carafeScene, crateScene, saplingScene, turtleScene } from "./small-scenes.ts";
import { tableScene } from "./table-scene.ts";
import { archScene, cityScene, vineyardScene } from "./town-scenes.ts";

/** Draws a picture's body into `S` with the picture's own random stream. */
export type Draw = (S: Svg, r: Rng) => string;
type Options = Record<string, unknown>;

const SCENES: Record<string, (S: Svg, r: Rng, o: Options) => string> = {
  table: tableScene,
  sea: seaScene,
  pier: pierScene,
  city: cityScene,
  arch: archScene,
  pizza: pizzaScene,
  patisserie: patisserieScene,
  bread: breadScene,
  gelato: gelatoCase,
  cones: conesScene,
  vineyard: vineyardScene,
  storefront,
  oven: ovenScene,
  "bakery-rack": bakeryRack,
  "wine-bar": wineBarScene,
  "aerial-beach": aerialBeach,
  "gift-card": giftCardScene,
  canapes: canapesScene,
  crate: (S, r, o) => crateScene(S, r, o.fruit as string | undefined),
  carafe: (S, r) => carafeScene(S, r),
  solar: (S, r) => solarScene(S, r),
  sapling: (S, r) => saplingScene(S, r),
  turtle: (S, r) => turtleScene(S, r),
};

export const sceneNames = Object.keys(SCENES);

/** The drawing for `art`; an unknown scene name is refused with the names that exist. */
export function scene(art: Art): Draw {
  const draw = SCENES[art.scene];
  if (!draw) throw new Error(`Unknown scene "${art.scene}"; the scenes are: ${sceneNames.join(", ")}`);
  // One options object per picture, shared by its renderings, as the compositions expect.
  const options = art.options ?? {};
  return (S, r) => draw(S, r, options);
}
