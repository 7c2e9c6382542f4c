/**
 * HTML from the CMS. The html prop must come from sanitizeRichText() in a loader: this component
 * never sanitises, it only renders what the server already cleaned.
 */
export function RichText({ html, className }: { html: SanitizedHtml; className?: string }) {
  return <div className={`prose ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html.__html }} />;
}

/** Marks HTML that went through the server's sanitiser. */
export interface SanitizedHtml {
  __html: string;
}
