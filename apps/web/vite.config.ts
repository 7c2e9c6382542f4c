import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
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
