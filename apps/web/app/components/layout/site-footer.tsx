import type { SiteSettings } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { ModalOpener } from "../content/modal-opener.tsx";
import { preloadNewsletterModal } from "../forms/deferred-form-modals.tsx";
import { footerAbout, footerInformation } from "./navigation.ts";

interface SiteFooterProps {
  settings: SiteSettings;
  newsletterHref: string;
  /** This page with the cookie choice open (cookie-settings.ts). */
  cookieSettingsHref: string;
}

/** SPEC §2 footer: Information, About Us, Get in touch, Newsletters. */
export function SiteFooter({ settings, newsletterHref, cookieSettingsHref }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const address = settings.address;
  const t = useTranslations("footer");
  const nav = useTranslations("nav");
  // Set only on Greek and Russian pages, where the English address sits among translated text.
  const contentLang = useInterfaceLang() ? "en" : undefined;
  return (
    <footer className="site-footer" data-lazy-layout="">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          {settings.images.logo_2 ? (
            <img
              src={settings.images.logo_2.url}
              alt={settings.name}
              width={180}
              height={72}
              loading="lazy"
            />
          ) : (
            <p className="site-footer__name">{settings.name}</p>
          )}
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-information">
          <h2 id="footer-information">{t("information")}</h2>
          <ul>
            {footerInformation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{nav(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-about">
          <h2 id="footer-about">{t("aboutUs")}</h2>
          <ul>
            {footerAbout.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{nav(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("getInTouch")}</h2>
          <address>
            {address ? (
              // The postal address as staff write it, in its Latin form (ADR 0039): English words.
              <p lang={contentLang}>
                {address.street}
                <br />
                {address.postal_code} {address.locality}
              </p>
            ) : null}
            {settings.phone ? (
              <p>
                <a href={`tel:${settings.phone.replace(/\s+/g, "")}`}>{settings.phone}</a>
              </p>
            ) : null}
            {settings.email ? (
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            ) : null}
          </address>
          <p>
            <Link to="/contact-us">{t("contactUs")}</Link>
          </p>
          {settings.social.length ? (
            <ul className="site-footer__social" aria-label={t("socialMedia")}>
              {settings.social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="site-footer__col" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t("newsletters")}</h2>
          <p>{t("newsletterText")}</p>
          <ModalOpener
            href={newsletterHref}
            preload={preloadNewsletterModal}
            className="button button--light"
          >
            {t("subscribe")}
          </ModalOpener>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>{t("rights", { year: String(year), siteName: settings.name })}</p>
        <p>
          <Link to={cookieSettingsHref} preventScrollReset replace>
            {t("cookieSettings")}
          </Link>
        </p>
      </div>
    </footer>
  );
}
