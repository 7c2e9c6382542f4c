// The three looping clips (every motion is periodic in t).
import { C } from "./colour.ts";
import { aerialBeach } from "./scenes/aerial-gift.ts";
import { productionScene } from "./scenes/production-solar.ts";
import { seaScene } from "./scenes/sea-scenes.ts";

export const VIDEOS = {
  hero: {
    w: 1280,
    h: 720,
    seconds: 8,
    crf: 21,
    alt: "Waves glittering under a low golden sun beside a beach with striped parasols",
    frame: (S, t, r) =>
      seaScene(S, r, {
        time: "golden",
        beach: true,
        boats: 2,
        birds: 4,
        t,
        parasolColors: [
          ["#f6efe2", C.sea],
          ["#f6efe2", C.terracotta],
        ],
      }),
  },
  tile: {
    w: 720,
    h: 900,
    seconds: 8,
    crf: 22,
    alt: "Aerial view of gentle waves washing onto a beach lined with parasols",
    frame: (S, t, r) =>
      aerialBeach(S, r, {
        t,
        colors: [
          [C.sea, "#f6efe2"],
          ["#6fc2c4", "#f6efe2"],
        ],
      }),
  },
  production: {
    w: 1280,
    h: 720,
    seconds: 8,
    crf: 21,
    alt: "Fresh loaves cooling on a bakery counter with steam rising, a wood-fired oven glowing behind",
    frame: (S, t, r) => productionScene(S, r, { t }),
  },
};

// ================================================================ menus (PDF)
