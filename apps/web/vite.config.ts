import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * `npm run dev`: the catalogue files (ADR 0061) that the production server answers
 * (server/app.ts), made from the catalogues as they are now.
 */
const catalogueAssetsInDev: Plugin = {
  name: "catalogue-assets-in-dev",
  apply: "serve",
  configureServer(server) {
    server.middlewares.use("/assets/i18n/", async (req, res, next) => {
      const assets = await server.ssrLoadModule("/app/i18n/catalogue-asset.server.ts");
      const asset = assets.catalogueAssetFile((req.url ?? "").slice(1).split("?")[0]);
      if (!asset) return next();
      res.setHeader("Content-Type", "application/json");
      res.end(asset.body);
    });
  },
};

export default defineConfig({
  plugins: [reactRouter(), catalogueAssetsInDev],
  // One stylesheet for the whole site (ADR 0020): a page waits for one request before its first
  // paint instead of four to six, and every later page finds it cached.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  // Catalogues are compiled on the server (ADR 0035): pages format them with use-intl's format-only
  // runtime and ship no ICU parser. Bundled for the server too, so both sides use the same one.
  resolve: {
    alias: [{ find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" }],
  },
  ssr: { noExternal: ["use-intl"] },
  server: {
    port: 5173,
    // `npm run dev`: media come from the API, as the production server's /media proxy does.
    proxy: { "/media": process.env.DEV_API_ORIGIN ?? "http://127.0.0.1:4000" },
  },
});
