import { TITLE_MAX_CSR } from "@thalassa/contract/constants";
import { useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { fieldLang, useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { truncateTitle } from "../../lib/text.ts";
import { Media, type MediaSource } from "../media/media.tsx";
import { Modal } from "../modal/modal.tsx";
import { MODAL_PARAM, useModalParam } from "../modal/use-modal-param.ts";
import type { SanitizedHtml } from "./rich-text.tsx";
import "./csr-grid.css";
import { CardMedia } from "./card-media.tsx";
import { SectionTitle } from "./section-title.tsx";

export interface CsrItemView {
  id: number;
  title: string;
  description: SanitizedHtml;
  image: MediaSource | null;
  /** Fields still in English on a Greek or Russian page (ADR 0039). */
  untranslated?: readonly string[] | null;
}

const modalName = (id: number) => `csr-${id}`;

/**
 * SPEC §2 community grid: titles cut at 15 characters with an ellipsis unless hovered (or
 * focused); a click opens a modal with the title, a small image and the description. The modal
 * is addressed by the URL (?modal=csr-<id>), so it also opens before scripts load.
 */
export function CsrGrid({ items }: { items: CsrItemView[] }) {
  const location = useLocation();
  const t = useTranslations("home");
  const current = new URLSearchParams(location.search).get(MODAL_PARAM);
  const selected = items.find((item) => modalName(item.id) === current) ?? null;
  const modal = useModalParam(selected ? modalName(selected.id) : "csr");
  if (!items.length) return null;
  return (
    <section className="csr section" aria-labelledby="csr-title">
      <div className="container">
        <SectionTitle id="csr-title" eyebrow={t("projects")} title={t("whatWeDo")} />
        <ul className="csr__grid">
          {items.map((item) => (
            <li key={item.id}>
              <CsrCard item={item} />
            </li>
          ))}
        </ul>
      </div>
      <Modal
        open={Boolean(selected)}
        title={selected?.title ?? ""}
        closeHref={modal.closeHref}
        onClose={modal.close}
        className="csr-modal"
      >
        {selected ? <CsrItemBody item={selected} /> : null}
      </Modal>
    </section>
  );
}

/** What a card's window holds: a small image and the description. */
function CsrItemBody({ item }: { item: CsrItemView }) {
  const locale = useLocale();
  return (
    <div className="csr-modal__body">
      {item.image ? (
        <div className="csr-modal__image">
          <Media media={item.image} sizes="240px" />
        </div>
      ) : null}
      <div
        className="prose"
        lang={fieldLang(item, "description", locale)}
        dangerouslySetInnerHTML={item.description}
      />
    </div>
  );
}

/**
 * A community item's preview (ADR 0068): its card in the grid as the page shows it, and below it
 * the window the card opens, laid in place. Opened as a modal on its own, the window would take
 * the focus from the form the editor is typing in.
 */
export function CsrItemPreview({ item }: { item: CsrItemView }) {
  return (
    <>
      <CsrGrid items={[item]} />
      <div className="container section">
        <Modal open inPlace title={item.title} closeHref="" onClose={() => {}} className="csr-modal">
          <CsrItemBody item={item} />
        </Modal>
      </div>
    </>
  );
}

function CsrCard({ item }: { item: CsrItemView }) {
  const { openHref } = useModalParam(modalName(item.id));
  const [expanded, setExpanded] = useState(false);
  const lang = useFieldLang();
  const shown = expanded ? item.title : truncateTitle(item.title, TITLE_MAX_CSR);
  return (
    <Link
      to={openHref}
      preventScrollReset
      className="csr-card"
      aria-label={item.title}
      title={item.title}
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={() => setExpanded(false)}
    >
      <CardMedia
        className="csr-card__media"
        image={item.image}
        sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 25vw"
      />
      <span className="csr-card__title" data-testid="csr-title" lang={lang(item, "title")}>
        {shown}
      </span>
    </Link>
  );
}
