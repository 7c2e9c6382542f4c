import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { LANGUAGE_CODES, LANGUAGE_NAMES, type Locale } from "../../i18n/locales.ts";
import { Link, NavLink } from "../../i18n/site-link.tsx";
import { afterNextPaint } from "../../lib/after-next-paint.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { mainNavigation } from "./navigation.ts";

interface SiteHeaderProps {
  siteName: string;
  logoUrl: string | null;
  /** "overlay" sits over a dark hero; "solid" is for pages that start with text. */
  theme: "overlay" | "solid";
}

/** SPEC §2 top bar: logo home, the 7-item menu, a mobile slide-out panel, a scrolled style. */
export function SiteHeader({ siteName, logoUrl, theme }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useTranslations("layout");
  const nav = useTranslations("nav");
  const language = useTranslations("language");
  const locale = useLocale() as Locale;
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 24);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A navigation closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    // The open panel covers the page: everything but the header leaves the tab order and the
    // accessibility tree, so focus cannot land on content hidden behind it (WCAG 2.4.11), and the
    // page stops scrolling. Done once the panel has painted, as restyling the whole page behind it
    // in the tap's own frame would delay the panel itself (INP), or at once on a Tab pressed sooner.
    const header = toggleRef.current?.closest("header");
    let behind: HTMLElement[] | null = null;
    const coverPage = () => {
      if (behind) return;
      document.documentElement.classList.add("menu-open");
      behind = [...document.body.children].filter(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && !(header && element.contains(header)) && !element.inert,
      );
      for (const element of behind) element.inert = true;
    };
    const cancelCover = afterNextPaint(coverPage);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") coverPage();
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      cancelCover();
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("menu-open");
      for (const element of behind ?? []) element.inert = false;
    };
  }, [open]);

  return (
    <header
      className="site-header"
      data-theme={theme}
      data-scrolled={scrolled || undefined}
      data-open={open || undefined}
    >
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={t("homeLabel", { siteName })}>
          {logoUrl ? <img src={logoUrl} alt="" width={160} height={64} /> : <span>{siteName}</span>}
        </Link>
        <nav className="site-header__nav" aria-label={t("mainNavigation")}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} prefetch="intent">
                  {nav(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className="site-header__languages" />
        {/* On a phone the languages live in the menu panel; this control beside the menu button
            says which one is shown and opens the panel at the language links. */}
        <button
          type="button"
          className="site-header__language"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() =>
              panelRef.current
                ?.querySelector<HTMLElement>(".mobile-panel__languages a[aria-current]")
                ?.focus(),
            );
          }}
        >
          <span aria-hidden="true">{LANGUAGE_CODES[locale]}</span>
          <span className="visually-hidden">
            {language("switcherLabel")}: {LANGUAGE_NAMES[locale]}
          </span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{open ? t("closeMenu") : t("openMenu")}</span>
        </button>
      </div>
      <div id={panelId} ref={panelRef} className="mobile-panel" hidden={!open}>
        {/* First in the panel, by name, where a visitor who cannot read the page looks. */}
        <LanguageSwitcher className="mobile-panel__languages" names />
        <nav aria-label={t("mobileNavigation")}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{nav(item.label)}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/gift-card">{nav("giftCards")}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
      {open ? (
        <button
          type="button"
          className="mobile-panel__backdrop"
          aria-label={t("closeMenu")}
          tabIndex={-1}
          onClick={() => setOpen(false)}
        />
      ) : null}
    </header>
  );
}
