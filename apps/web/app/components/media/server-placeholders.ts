import type { Image, Media } from "@thalassa/contract/entities";
import { createContext } from "react";

/**
 * Given on the server only (entry.server.tsx): an image's (or a video's poster's) placeholder data
 * URL, decoded from its blur-hash while the document renders, so the placeholder reaches the
 * browser once, in the HTML, and not again in the hydration data. The browser has none, and
 * hydration keeps the server's background as it is.
 */
export const ServerPlaceholders = /* @__PURE__ */ createContext<
  ((media: Image | Media) => string | null) | null
>(null);
