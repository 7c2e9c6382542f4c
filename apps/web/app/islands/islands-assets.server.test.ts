import { describe, expect, it } from "vitest";
import { islandsAssetsFromManifest } from "./islands-assets.server.ts";

describe("islandsAssetsFromManifest", () => {
  const manifest = {
    "app/islands/entry.client.tsx": { file: "islands-E.js", isEntry: true, imports: ["_jsx.js"] },
    "_jsx.js": { file: "jsx-J.js" },
    "_shared.js": { file: "shared-S.js", imports: ["app/islands/entry.client.tsx", "_jsx.js"] },
    "app/islands/parts/site-header.tsx": {
      file: "island-site-header-H.js",
      src: "app/islands/parts/site-header.tsx",
      imports: ["app/islands/entry.client.tsx", "_shared.js"],
    },
    "app/islands/parts/hero-carousel.tsx": {
      file: "island-hero-carousel-C.js",
      src: "app/islands/parts/hero-carousel.tsx",
      imports: ["_jsx.js"],
    },
  };

  it("lists the loader after what it imports, each once", () => {
    expect(islandsAssetsFromManifest(manifest)?.entry).toEqual(["/assets/jsx-J.js", "/assets/islands-E.js"]);
  });

  it("gives each island its chunk and the shared chunks it needs, without the loader's own", () => {
    const islands = islandsAssetsFromManifest(manifest)?.islands;
    expect(islands?.["site-header"]).toEqual(["/assets/shared-S.js", "/assets/island-site-header-H.js"]);
    expect(islands?.["hero-carousel"]).toEqual(["/assets/island-hero-carousel-C.js"]);
  });

  it("is null for a build without an entry", () => {
    expect(islandsAssetsFromManifest({ "_jsx.js": { file: "jsx-J.js" } })).toBeNull();
  });
});
