import type { WhoWeAreBlock } from "@thalassa/contract/blocks";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { CmsLink } from "../content/cms-link.tsx";
import { Reveal } from "../content/reveal.tsx";
import "./home.css";

/** SPEC §2 who-we-are block: title, paragraph, highlighted commitment text, button. */
export function WhoWeAre({ block }: { block: WhoWeAreBlock }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  return (
    <section className="who-we-are" data-lazy-layout="" aria-labelledby="who-we-are-title">
      <Reveal className="container who-we-are__inner">
        <div className="who-we-are__lead">
          <p className="eyebrow" lang={lang}>
            {t("ourFamily")}
          </p>
          <h2 id="who-we-are-title">{block.title.value}</h2>
        </div>
        <div className="who-we-are__body">
          <p className="who-we-are__paragraph">{block.paragraph.value}</p>
          <blockquote className="who-we-are__highlight">
            <p>{block.highlight_text.value}</p>
          </blockquote>
          <CmsLink href={block.button.link} newTab={block.button.newTab} className="button">
            {block.button.text}
          </CmsLink>
        </div>
      </Reveal>
    </section>
  );
}
