/** A script element: its attributes and its text up to the first `</script`, where HTML's parser ends it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** Every script element in `html` with its attributes and text, in order (an external script's text is empty). */
export function* scriptElements(
  html: string,
): Generator<{ attributes: string; text: string; external: boolean }> {
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT))
    yield { attributes, text, external: /\ssrc\s*=/i.test(attributes) };
}

/**
 * The text of every inline script in an HTML snippet (the analytics tags from site settings, which
 * the page inserts after consent): the page's policy names their hashes so they run without a nonce.
 */
export function inlineScriptTexts(snippet: string | null | undefined): string[] {
  if (!snippet) return [];
  return [...scriptElements(snippet)].filter((s) => !s.external && s.text).map((s) => s.text);
}
