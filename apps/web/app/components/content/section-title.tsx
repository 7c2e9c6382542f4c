import { useInterfaceLang } from "../../i18n/content-language.tsx";

interface SectionTitleProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** The small line over the heading. */
  eyebrow: string;
  title: string;
}

/**
 * The small eyebrow line and heading that open a section. Both are interface words, so they are
 * marked in the interface's language even where the content below is still in English.
 */
export function SectionTitle({ id, eyebrow, title }: SectionTitleProps) {
  const lang = useInterfaceLang();
  return (
    <>
      <p className="eyebrow" lang={lang}>
        {eyebrow}
      </p>
      <h2 id={id} lang={lang}>
        {title}
      </h2>
    </>
  );
}
