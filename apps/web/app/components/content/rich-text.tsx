/**
 * HTML from the CMS. The html prop must come from sanitizeRichText() in a loader: this component
 * never sanitises, it only renders what the server already cleaned.
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: SanitizedHtml;
  className?: string;
  lang?: string;
}) {
  return (
    <div
      className={`prose ${className ?? ""}`}
      lang={lang ?? html.lang}
      dangerouslySetInnerHTML={{ __html: html.__html }}
    />
  );
}

/** Marks HTML that went through the server's sanitiser. */
export interface SanitizedHtml {
  __html: string;
  /** The language of a translated block or of its English fallback (ADR 0039). */
  lang?: string;
}
