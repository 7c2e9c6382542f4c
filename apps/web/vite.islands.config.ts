import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** The page's one stylesheet already has every island's rules (ADR 0020): islands import none. */
const noStyles: Plugin = {
  name: "islands-no-styles",
  enforce: "pre",
  resolveId(source) {
    return source.endsWith(".css") ? "\0empty-style" : null;
  },
  load(id) {
    return id === "\0empty-style" ? "export default {}" : null;
  },
};

/** The islands' own build: React DOM and the islands, no router (ADR 0071). */
export default defineConfig({
  plugins: [noStyles],
  base: "/assets/",
  esbuild: { jsx: "automatic" },
  define: { "process.env.NODE_ENV": JSON.stringify(process.env.ISLANDS_DEV ? "development" : "production") },
  resolve: {
    alias: [
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL("app/islands/router-shim.tsx", import.meta.url)),
      },
    ],
  },
  build: {
    // Beside the router build's files (its build empties the folder first): the same /assets/
    // address, cache rules and pre-compression.
    outDir: "build/client/assets",
    emptyOutDir: false,
    assetsInlineLimit: 0,
    // Read by the server (islands-assets.server.ts) once scripts/build-islands.mjs has moved it.
    manifest: true,
    rollupOptions: {
      input: fileURLToPath(new URL("app/islands/entry.client.tsx", import.meta.url)),
      output: {
        entryFileNames: "islands-[hash].js",
        // An island's own chunk says so; shared chunks keep their module's name, as in the router build.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes("/app/islands/parts/")
            ? "island-[name]-[hash].js"
            : "[name]-[hash].js",
        // What shows a picture or a video (and the notes and language marks beside it) is one chunk:
        // the hero, the lists and the tiles all need it, and one file compresses better than five.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "media",
              test: /\/app\/(components\/(media\/|carousel\/(carousel-controls|use-reduced-motion)|content\/new-tab-note)|lib\/media\.|i18n\/content-language)|\/contract\/src\/image-focus\./,
            },
          ],
        },
      },
    },
  },
});
