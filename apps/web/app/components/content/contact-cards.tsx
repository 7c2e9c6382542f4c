import type { ContactCardsBlock } from "@thalassa/contract/blocks";
import { telLink } from "../brands/brand-actions.ts";
import "./content.css";

/** Two (or more) people to contact, with phone and e-mail. */
export function ContactCards({ cards }: { cards: ContactCardsBlock["cards"] }) {
  if (!cards.length) return null;
  return (
    <section className="contact-cards section" aria-labelledby="contact-cards-title">
      <div className="container">
        <p className="eyebrow">Get in touch</p>
        <h2 id="contact-cards-title">Talk to our team</h2>
        <ul className="contact-cards__list">
          {cards.map((card) => (
            <li key={`${card.title}-${card.name}`} className="contact-card">
              <h3 className="contact-card__title">{card.title}</h3>
              <p className="contact-card__name">{card.name}</p>
              <dl className="contact-card__details">
                {card.phone ? (
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      <a href={telLink(card.phone)}>{card.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {card.email ? (
                  <div>
                    <dt>E-mail</dt>
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
