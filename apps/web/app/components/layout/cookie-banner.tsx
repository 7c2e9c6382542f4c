import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { Link } from "../../i18n/site-link.tsx";
import { COOKIE_BANNER_ID, useCookieSettings } from "./cookie-settings.ts";

interface CookieBannerProps {
  /** The choice stored today ("true" / "false"), or null before the first one. */
  consent: string | null;
}

/**
 * SPEC §9 cookie consent: Accept / Reject, stored as RestaurantsCookiesConsent for 180 days
 * (Reject stores "false"). The server sets the cookie, so it also works without JavaScript.
 * Shown until a choice is stored, and again when the footer's "Cookie settings" asks for it.
 * It comes first in the document (after the skip link), so the keyboard reaches it first.
 */
export function CookieBanner({ consent }: CookieBannerProps) {
  const t = useTranslations("cookies");
  const fetcher = useFetcher<{ consent: boolean }>();
  const navigate = useNavigate();
  const { reopened, closeHref } = useCookieSettings();
  const banner = useRef<HTMLElement>(null);
  // The choice as it was when the banner opened: by the answer, the layout already has the new one.
  const before = useRef(consent).current;
  // The answer once the loaders it triggered have run again (so the layout knows the new choice).
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;

  // Escape puts the banner away for this page without a choice (nothing is stored): it comes back
  // on the next full page load, as the choice is still open. An open dialog or menu takes Escape first.
  const [dismissed, setDismissed] = useState(false);
  // Hidden at once on click; the cookie arrives with the answer.
  const hidden = fetcher.state !== "idle" || Boolean(fetcher.data) || dismissed;
  useEffect(() => {
    if (hidden) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inBanner = banner.current?.contains(document.activeElement) ?? false;
      if (!inBanner && document.querySelector("dialog[open], html.menu-open")) return;
      setDismissed(true);
      if (inBanner) document.getElementById("main")?.focus({ preventScroll: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [hidden]);

  // While shown, the page scrolls a focused element clear of the banner (WCAG 2.4.11): what it
  // takes of the screen, from its top to the bottom edge (the row of fixed buttons below it
  // included), is the page's bottom scroll padding, and the page ends that much lower.
  useEffect(() => {
    const element = banner.current;
    if (!element || hidden) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const room = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty("--cookie-banner-room", `${Math.max(0, Math.ceil(room))}px`);
    });
    observer.observe(element);
    root.classList.add("cookie-banner-open");
    return () => {
      observer.disconnect();
      root.classList.remove("cookie-banner-open");
      root.style.removeProperty("--cookie-banner-room");
    };
  }, [hidden]);

  // Reopened from the footer: the keyboard and screen reader move to the choice at once.
  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  useEffect(() => {
    if (!answered) return;
    if (before === "true" && !answered.consent) {
      // Analytics tags already run in this document: only a fresh page is free of them.
      window.location.replace(closeHref);
    } else if (reopened) {
      navigate(closeHref, { replace: true, preventScrollReset: true });
    }
  }, [answered, before, reopened, closeHref, navigate]);

  if (hidden) return null;
  return (
    <section
      ref={banner}
      id={COOKIE_BANNER_ID}
      tabIndex={-1}
      className="cookie-banner"
      aria-label={t("label")}
    >
      <p>
        {t("textBefore")} <Link to="/privacy-policy">{t("privacyLink")}</Link>
        {t("textAfter")}
      </p>
      <fetcher.Form method="post" action="/consent" className="cookie-banner__actions">
        <input type="hidden" name="redirectTo" value={closeHref} />
        <button type="submit" name="consent" value="false" className="button button--outline">
          {t("reject")}
        </button>
        <button type="submit" name="consent" value="true" className="button">
          {t("accept")}
        </button>
      </fetcher.Form>
    </section>
  );
}
