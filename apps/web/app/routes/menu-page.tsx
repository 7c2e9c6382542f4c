import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import { filterOf, filterSections } from "../components/menus/menu-filter.ts";
import { menuJsonLd } from "../components/menus/menu-json-ld.ts";
import { MenuFilterForm, MenuSections, SectionIndex, servedText } from "../components/menus/menu-view.tsx";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import { getMenuCard, getMenuCards, getWebsite } from "../lib/api.server.ts";
import { isNotFound } from "../lib/api-error.ts";
import { secureMediaUrl } from "../lib/media.ts";
import { absoluteUrl, buildSeo, localeUrl } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/menu-page";

export const handle = { header: "solid" };

/**
 * A brand's structured menu as a page (ADR 0036), readable without JavaScript: the guest's filter
 * is in the query string and the server renders the filtered menu; with JavaScript it applies at
 * once. The loader does not read the query string, so a filter change loads nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const menu = await getMenuCard(params.url).catch((error) => {
    // An unknown or unpublished menu leads to the brands, where every menu is linked.
    if (isNotFound(error)) throw redirectInLocale("/brands");
    throw error;
  });
  const [brand, menus] = await Promise.all([getWebsite(menu.website_id), getMenuCards(menu.website_id)]);
  const path = `/menu/${menu.url}`;
  const text = serverTranslator("menu");
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("brands"), path: "/brands", ui: true },
    { name: `${brand.name}: ${menu.name}`, path },
  ];
  const seo = await buildSeo({
    path,
    title: text("pageTitle", { menu: menu.name, brand: brand.name }),
    description:
      menu.description ??
      `${brand.name}'s ${menu.name.toLowerCase()} menu: ${menu.sections.map((s) => s.name).join(", ")}. Prices, allergens and dietary marks.`,
    jsonLd: [menuJsonLd(menu, brand.name, localeUrl(path), absoluteUrl), breadcrumbJsonLd(crumbs)],
  });
  return {
    seo,
    crumbs,
    path,
    brand: { name: brand.name },
    menu: {
      name: menu.name,
      description: menu.description ?? null,
      served: servedText(menu.served, text),
      sections: menu.sections,
      pdfUrl: menu.pdf_url ? secureMediaUrl(menu.pdf_url) : null,
    },
    others: menus.map((m) => ({ url: m.url, name: m.name, current: m.url === menu.url })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { menu, brand, others, crumbs, path } = loaderData;
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const shown = filterSections(menu.sections, filter);
  // Positions in the whole menu, so a section keeps its anchor whatever the filter hides.
  const indexed = shown.map((section) => ({
    section,
    index: menu.sections.findIndex((s) => s.name === section.name),
  }));
  const count = (sections: typeof menu.sections) => sections.reduce((n, s) => n + s.items.length, 0);
  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
    setParams(query, { replace: true, preventScrollReset: true });
  };
  return (
    <article className="menu-page">
      <header className="menu-page__head">
        <div className="container">
          <Breadcrumb items={crumbs} />
          <p className="eyebrow">{brand.name}</p>
          <h1 className="menu-page__title">{menu.name}</h1>
          {menu.description ? <p className="menu-page__lead">{menu.description}</p> : null}
          {menu.served ? (
            <p className="menu-page__served" lang={lang}>
              {text("served")}: {menu.served}
            </p>
          ) : null}
          {others.length > 1 ? (
            <nav className="menu-tabs" aria-label={text("otherMenus", { brand: brand.name })}>
              <ul>
                {others.map((other) => (
                  <li key={other.url}>
                    <Link
                      to={`/menu/${other.url}`}
                      aria-current={other.current ? "page" : undefined}
                      className="menu-tabs__link"
                    >
                      {other.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      <div className="container menu-page__body">
        <aside className="menu-page__aside">
          <SectionIndex sections={indexed} />
          <MenuFilterForm
            action={path}
            filter={filter}
            shown={count(shown)}
            total={count(menu.sections)}
            onChange={apply}
          />
          {menu.pdfUrl ? (
            <a className="menu-page__pdf" href={menu.pdfUrl} download lang={lang}>
              {text("pdf")}
            </a>
          ) : null}
        </aside>
        <div className="menu-page__sections">
          <MenuSections sections={indexed} />
          <p className="menu-page__note" lang={lang}>
            {text("allergenNote")}
          </p>
        </div>
      </div>
    </article>
  );
}

export const shouldRevalidate = revalidateOnlyOnNewPath;
