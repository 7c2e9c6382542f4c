import { createHash } from "node:crypto";
import { compiledCatalogue } from "./compiled-catalogue.server.ts";
import { LOCALES, type Locale, rememberCatalogue } from "./locales.ts";

/**
 * Each language's compiled catalogue is a file of its own under this path, named by its language
 * and a hash of its text (ADR 0061), so a browser keeps it for as long as that text stands and
 * pages carry its address instead of the text.
 */
const CATALOGUE_ASSET_PATH = "/assets/i18n/";

export interface CatalogueAsset {
  /** `/assets/i18n/{locale}.{hash}.json`: a new text is a new address. */
  href: string;
  /** The file's name under CATALOGUE_ASSET_PATH. */
  file: string;
  /** The compiled catalogue as JSON, as the file answers it. */
  body: string;
}

/**
 * Made once per process from the compiled catalogues: the address depends on the text only, so
 * every process of one build (and the site's server, which answers the files) names the same one.
 */
const assets = new Map<Locale, CatalogueAsset>(
  LOCALES.map((locale) => {
    const messages = compiledCatalogue(locale);
    const body = JSON.stringify(messages);
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
    const file = `${locale}.${hash}.json`;
    const href = `${CATALOGUE_ASSET_PATH}${file}`;
    // The server renders with the catalogue at hand, under the address the page names.
    rememberCatalogue(href, messages);
    return [locale, { href, file, body }];
  }),
);

export function catalogueAsset(locale: Locale): CatalogueAsset {
  return assets.get(locale) as CatalogueAsset;
}

/** The catalogue file of that name, or undefined (an old hash after a deploy, a made-up name). */
export function catalogueAssetFile(file: string): CatalogueAsset | undefined {
  for (const asset of assets.values()) if (asset.file === file) return asset;
  return undefined;
}
