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
      if (!/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href)) return { tagName, attribs: rest };
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

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, options);
}

/** Sanitised HTML in the shape <RichText html={…}> takes. */
export function safeHtml(html: string | null | undefined): SanitizedHtml {
  return { __html: sanitizeRichText(html) };
}
