import {
  boundRichText,
  RICH_TEXT_MAX_CHARS,
  RICH_TEXT_MAX_DEPTH,
  richTextLinkAllowed,
} from "@thalassa/contract/rich-text";
import sanitizeHtml from "sanitize-html";
import type { SanitizedHtml } from "../components/content/rich-text.tsx";

/**
 * CMS HTML is sanitised here, on the server, before it reaches dangerouslySetInnerHTML: a fixed
 * allow-list of text tags, links limited to http(s), mailto and tel, no styles, no scripts.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "span",
    "small",
    "sup",
    "sub",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["scope"], td: ["colspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined) return { tagName, attribs: rest };
      // Only plain absolute web, mail and phone links, or site paths and anchors, survive.
      if (!richTextLinkAllowed(href)) return { tagName, attribs: rest };
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...rest, href, target: "_blank", rel: "noopener noreferrer" }
          : { ...rest, href },
      };
    },
    h1: "h2",
  },
};

/**
 * The sanitiser's time grows with the square of the nesting (its parser shifts an array of open
 * elements on every tag), so it only ever sees text within the rich-text limits (ADR 0029): past
 * the length limit the text is cut (the staff routes refuse such text; this holds for anything
 * stored before), and one linear pass flattens tags nested past the depth limit, keeping their text.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  const within = html.length > RICH_TEXT_MAX_CHARS ? html.slice(0, RICH_TEXT_MAX_CHARS) : html;
  return sanitizeHtml(boundRichText(within, RICH_TEXT_MAX_DEPTH).html, options);
}

/** Sanitised HTML in the shape <RichText html={…}> takes. */
export function safeHtml(html: string | null | undefined): SanitizedHtml {
  return { __html: sanitizeRichText(html) };
}
