import type { ServicesBlock } from "@thalassa/contract/blocks";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { Reveal } from "../content/reveal.tsx";
import { Media, type MediaSource } from "../media/media.tsx";
import "./home.css";

export type ServicesView = Omit<ServicesBlock, "items"> & {
  items: (Omit<ServicesBlock["items"][number], "media"> & { media: MediaSource })[];
};

/** The services block: private events, catering, gift cards, careers. */
export function Services({ block }: { block: ServicesView }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  return (
    <section className="services" data-lazy-layout="" aria-labelledby="services-title">
      <div className="container">
        <p className="eyebrow" lang={lang}>
          {t("services")}
        </p>
        <h2 id="services-title">{block.title}</h2>
        <ul className="services__list">
          {block.items.map((item) => (
            <Reveal as="li" key={item.title} className="service-card">
              <div className="service-card__media">
                <Media
                  media={item.media}
                  fill
                  sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 25vw"
                  alt=""
                />
              </div>
              <h3 className="service-card__title">
                <Link to={item.link} className="service-card__link">
                  {item.title}
                </Link>
              </h3>
              <p className="service-card__text">{item.text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
