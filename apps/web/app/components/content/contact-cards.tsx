import type { ContactCardsBlock } from "@thalassa/contract/blocks";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { telLink } from "../brands/brand-actions.ts";
import "./content.css";
import { SectionTitle } from "./section-title.tsx";

/** Two (or more) people to contact, with phone and e-mail. */
export function ContactCards({ cards }: { cards: ContactCardsBlock["cards"] }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  if (!cards.length) return null;
  return (
    <section className="contact-cards section" aria-labelledby="contact-cards-title">
      <div className="container">
        <SectionTitle id="contact-cards-title" eyebrow={t("getInTouch")} title={t("talkToOurTeam")} />
        <ul className="contact-cards__list">
          {cards.map((card) => (
            <li key={`${card.title}-${card.name}`} className="contact-card">
              <h3 className="contact-card__title">{card.title}</h3>
              <p className="contact-card__name">{card.name}</p>
              <dl className="contact-card__details">
                {card.phone ? (
                  <div>
                    <dt lang={lang}>{t("phone")}</dt>
                    <dd>
                      <a href={telLink(card.phone)}>{card.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {card.email ? (
                  <div>
                    <dt lang={lang}>{t("email")}</dt>
                    <dd>
                      <a href={`mailto:${card.email}`}>{card.email}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
