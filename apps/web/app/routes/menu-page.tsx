import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import {
  filterOf,
  filterQuery,
  isFiltering,
  type MenuFilter,
  marksPass,
} from "../components/menus/menu-filter.ts";
import { menuJsonLd } from "../components/menus/menu-json-ld.ts";
import {
  menuOutline,
  PART_PARAM,
  partOf,
  partSections,
  shownSections,
} from "../components/menus/menu-parts.ts";
import { MenuFilterForm, MenuSections, SectionIndex, servedText } from "../components/menus/menu-view.tsx";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { redirectInLocale, requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import { getMenuCard, getMenuCards, getWebsite } from "../lib/api.server.ts";
import { isNotFound } from "../lib/api-error.ts";
import { secureMediaUrl } from "../lib/media.ts";
import { absoluteUrl, buildSeo, localeUrl } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnNewListState } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/menu-page";

export const handle = { header: "solid" };

/**
 * A brand's structured menu as a page (ADR 0036), readable without JavaScript: the guest's filter
 * is in the query string and the server renders the filtered menu; with JavaScript it applies in
 * the browser at once, from the page already loaded (no request). A long menu is shown in parts of
 * bounded size (ADR 0047), so a page costs about the same whatever staff publish; the loader reads
 * only the part from the query string.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const menu = await getMenuCard(params.url).catch((error) => {
    // An unknown or unpublished menu leads to the brands, where every menu is linked.
    if (isNotFound(error)) throw redirectInLocale("/brands");
    throw error;
  });
  const [brand, menus] = await Promise.all([getWebsite(menu.website_id), getMenuCards(menu.website_id)]);
  const path = `/menu/${menu.url}`;
  const text = serverTranslator("menu");
  const { starts, sectionParts: firstParts, marks } = menuOutline(menu.sections);
  const part = partOf(new URL(request.url).searchParams, starts.length);
  const sections = partSections(menu.sections, starts, part);
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("brands"), path: "/brands", ui: true },
    { name: `${brand.name}: ${menu.name}`, path },
  ];
  const sectionNames = menu.sections.map((s) => s.name).join(", ");
  const seo = await buildSeo({
    path,
    title: text("pageTitle", { menu: menu.name, brand: brand.name }),
    // A menu's description is English data (menus have no translations yet): a Greek or Russian
    // page describes itself in its own words instead.
    description:
      requestLocale() !== "en"
        ? text("pageDescription", { menu: menu.name, brand: brand.name })
        : (menu.description ??
          `${brand.name}'s ${menu.name.toLowerCase()} menu: ${sectionNames.length > 160 ? `${sectionNames.slice(0, 159)}…` : sectionNames}. Prices, allergens and dietary marks.`),
    jsonLd: [
      // The dishes of the part shown: the structured data of a page stays as bounded as the page.
      menuJsonLd(
        { ...menu, sections: sections.map((s) => ({ ...s, description: s.description })) },
        brand.name,
        localeUrl(path),
        absoluteUrl,
      ),
      breadcrumbJsonLd(crumbs),
    ],
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
      pdfUrl: menu.pdf_url ? secureMediaUrl(menu.pdf_url) : null,
      // The PDF opens in the full-screen viewer (SPEC §1 menus/{url}) of the brand's menu, which
      // holds the same file; a brand without one links the file itself.
      pdfViewer: menu.pdf_url && brand.menu_url ? `/menus/${brand.menu_url}` : null,
      part,
      parts: starts.length,
      /** Every section of the menu, with the part it starts on. */
      index: menu.sections.map((s, i) => ({ index: i, name: s.name, part: firstParts[i] ?? 1 })),
      /** Every dish's marks, section by section: the filter counts the whole menu. */
      marks,
      sections: shownSections(sections),
    },
    others: menus.map((m) => ({ url: m.url, name: m.name, current: m.url === menu.url })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** The address of a part with the guest's filter, as the no-JavaScript form would write it. */
function partAddress(path: string, part: number, filter: MenuFilter): string {
  const query = [part > 1 ? `${PART_PARAM}=${part}` : "", filterQuery(filter)].filter(Boolean).join("&");
  return query ? `${path}?${query}` : path;
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  // A new menu starts with the filter of its own address.
  return <MenuPageBody key={loaderData.path} loaderData={loaderData} />;
}

function MenuPageBody({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { menu, brand, others, crumbs, path } = loaderData;
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => filterOf(params));
  const all = menu.marks.flat();
  const shown = all.filter((marks) => marksPass(marks, filter)).length;
  const index = menu.index
    .filter((s) => !isFiltering(filter) || menu.marks[s.index]?.some((marks) => marksPass(marks, filter)))
    .map((s) => ({
      index: s.index,
      name: s.name,
      href: s.part === menu.part ? undefined : partAddress(path, s.part, filter),
    }));
  // With JavaScript the filter applies here, from the dishes already on the page: no request,
  // and the address says the filter so it can be shared or reloaded.
  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
    const next = filterOf(query);
    setFilter(next);
    window.history.replaceState(
      window.history.state,
      "",
      `${partAddress(window.location.pathname, menu.part, next)}${window.location.hash}`,
    );
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
          <SectionIndex sections={index} />
          <MenuFilterForm
            action={path}
            part={menu.part > 1 ? menu.part : undefined}
            filter={filter}
            shown={shown}
            total={all.length}
            onChange={apply}
          />
          {menu.pdfViewer ? (
            <Link className="menu-page__pdf" to={menu.pdfViewer} lang={lang}>
              {text("pdf")}
            </Link>
          ) : menu.pdfUrl ? (
            <a className="menu-page__pdf" href={menu.pdfUrl} download lang={lang}>
              {text("pdfDownload")}
            </a>
          ) : null}
        </aside>
        <div className="menu-page__sections">
          <MenuSections sections={menu.sections} filter={filter} />
          {menu.parts > 1 ? (
            <nav className="menu-parts" aria-label={text("parts")} lang={lang}>
              <p>{text("partOf", { part: String(menu.part), parts: String(menu.parts) })}</p>
              {menu.part > 1 ? (
                <Link to={partAddress(path, menu.part - 1, filter)} rel="prev">
                  {text("previousPart")}
                </Link>
              ) : null}
              {menu.part < menu.parts ? (
                <Link to={partAddress(path, menu.part + 1, filter)} rel="next">
                  {text("nextPart")}
                </Link>
              ) : null}
            </nav>
          ) : null}
          <p className="menu-page__note" lang={lang}>
            {text("allergenNote")}
          </p>
        </div>
      </div>
    </article>
  );
}

// Only a new part (or another menu) needs the server; the filter never does.
export const shouldRevalidate = revalidateOnNewListState([PART_PARAM]);
