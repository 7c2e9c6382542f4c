import { useLocale } from "use-intl";
import { isMenuFileAvailable } from "../components/media/menu-file.server.ts";
import { MenuFrame } from "../components/media/menu-frame.tsx";
import { fieldLang } from "../i18n/content-language.tsx";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getMenu } from "../lib/api.server.ts";
import { secureMediaUrl } from "../lib/media.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/menu-viewer";

/**
 * SPEC §8: an unknown menu, or one whose file cannot be loaded, sends the visitor home. On a Greek
 * or Russian address the title is the menu's published translation (ADR 0039), or the English one
 * marked as English; a menu without a title is called "Menu" in the page's language.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const menu = await getMenu(params.url).catch(() => null);
  if (!menu || !(await isMenuFileAvailable(menu.file_url))) throw redirectInLocale("/");
  const title = menu.title ?? serverTranslator("menu")("viewerTitle");
  const seo = await buildSeo({ path: `/menus/${menu.url}`, title });
  return {
    seo,
    title,
    // The interface's word stands in for a missing title, so only a menu's own title can be English.
    untranslated: menu.title ? (menu.untranslated ?? []) : [],
    fileUrl: secureMediaUrl(menu.file_url),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function MenuViewerPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const titleLang = fieldLang({ untranslated: loaderData.untranslated }, "title", locale);
  return (
    <main id="main">
      <h1 className="visually-hidden" lang={titleLang}>
        {loaderData.title}
      </h1>
      <MenuFrame fileUrl={loaderData.fileUrl} title={loaderData.title} titleLang={titleLang} />
    </main>
  );
}
