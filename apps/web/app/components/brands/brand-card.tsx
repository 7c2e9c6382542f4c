import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import { secureMediaUrl } from "../../lib/media.ts";
import type { SanitizedHtml } from "../content/rich-text.tsx";
import { Media, type MediaSource } from "../media/media.tsx";
import { type BrandAction, telLink } from "./brand-actions.ts";
import "./brands.css";

export interface BrandCardView {
  id: number;
  name: string;
  domain: string;
  locality: string | null;
  /** The language of the locality and of the phones' labels on a Greek or Russian page (ADR 0058). */
  localityLang?: string;
  phonesLang?: string;
  image: MediaSource | null;
  logo: MediaSource | null;
  phones: { phone_number: string; location: string }[];
  weekdays: SanitizedHtml | null;
  weekends: SanitizedHtml | null;
  /** The language of the opening hours on a Greek or Russian page (ADR 0039). */
  hoursLang?: string;
  whatsapp: string | null;
  actions: BrandAction[];
  menuPath: string | null;
}

/** The list of brand cards on /brands (and a brand's preview, ADR 0068). */
export function BrandList({ cards }: { cards: BrandCardView[] }) {
  const pages = useTranslations("pages");
  return (
    <section className="section container" aria-label={pages("allBrands")}>
      <ul className="brand-list">
        {cards.map((card, index) => (
          // Cards under the first screen are laid out as they come near it (ADR 0077).
          <li key={card.id} data-lazy-layout={index < 2 ? undefined : ""}>
            <BrandCard brand={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2 brand card: phones with location, opening hours, WhatsApp, and the brand's button. */
export function BrandCard({ brand }: { brand: BrandCardView }) {
  const t = useTranslations("brands");
  const lang = useInterfaceLang();
  const localePath = useLocalePath();
  const titleId = `brand-${brand.id}-title`;
  return (
    <article className="brand-card" aria-labelledby={titleId} data-brand-id={brand.id}>
      <div className="brand-card__media">
        {brand.image ? (
          <Media media={brand.image} fill sizes="(max-width: 767px) 100vw, 45vw" alt="" />
        ) : null}
        {brand.logo ? (
          <img
            className="brand-card__logo"
            src={secureMediaUrl(brand.logo.url)}
            alt=""
            width={120}
            height={60}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className="brand-card__body">
        {brand.locality ? (
          <p className="eyebrow" lang={brand.localityLang}>
            {brand.locality}
          </p>
        ) : null}
        <h2 id={titleId} className="brand-card__name">
          {brand.name}
        </h2>
        {brand.phones.length ? (
          <ul className="brand-card__phones" aria-label={t("phones")}>
            {brand.phones.map((p) => (
              <li key={`${p.phone_number}-${p.location}`}>
                <span className="brand-card__label" lang={brand.phonesLang}>
                  {p.location}
                </span>
                <a href={telLink(p.phone_number)}>{p.phone_number}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {brand.weekdays || brand.weekends ? (
          <div className="brand-card__hours">
            {brand.weekdays ? (
              <div>
                <h3 className="brand-card__label" lang={lang}>
                  {t("weekdays")}
                </h3>
                <div lang={brand.hoursLang} dangerouslySetInnerHTML={brand.weekdays} />
              </div>
            ) : null}
            {brand.weekends ? (
              <div>
                <h3 className="brand-card__label" lang={lang}>
                  {t("weekends")}
                </h3>
                <div lang={brand.hoursLang} dangerouslySetInnerHTML={brand.weekends} />
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="brand-card__actions">
          {brand.actions.length ? (
            brand.actions.map((action) => (
              <a
                key={action.kind}
                className="button"
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
                lang={lang}
                aria-label={t("actionOf", { action: t(action.kind), brand: brand.name })}
              >
                {t(action.kind)}
              </a>
            ))
          ) : (
            <a
              className="button"
              href={brand.domain}
              target="_blank"
              rel="noopener noreferrer"
              lang={lang}
              aria-label={t("actionOf", { action: t("visit"), brand: brand.name })}
            >
              {t("visit")}
            </a>
          )}
          {brand.whatsapp ? (
            <a
              className="button button--outline"
              href={brand.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("whatsapp")}
            </a>
          ) : null}
          {brand.menuPath ? (
            <a
              className="brand-card__menu"
              href={localePath(brand.menuPath)}
              lang={lang}
              aria-label={t("menuOf", { brand: brand.name })}
            >
              {t("menu")}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
