import { z } from "zod";

/*
 * Limits on rich text (HTML written with the staff editor), checked when it is saved and again
 * before every render (ADR 0029). The sanitiser's parser keeps its open elements in an array it
 * shifts on every tag, so its time grows with the square of the nesting: 200,000 nested <b> held
 * the site's only thread for 11 s. The seeded texts are at most 4.6 KB and 3 levels deep; these
 * limits leave real content forty times that room while keeping the worst render short.
 */

/** Characters in one rich-text field. */
export const RICH_TEXT_MAX_CHARS = 200_000;
/** Elements open inside one another at any point of one rich-text field. */
export const RICH_TEXT_MAX_DEPTH = 20;

export const richTextMessages = {
  tooLong: `The text is too long: at most ${RICH_TEXT_MAX_CHARS.toLocaleString("en")} characters.`,
  tooDeep: `The text nests its formatting too deeply: at most ${RICH_TEXT_MAX_DEPTH} levels of tags inside one another.`,
} as const;

/** Elements that never hold anything, so they never add a level (the sanitiser's parser's list). */
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/**
 * Elements an opening tag closes when one of them is the innermost open element, exactly as the
 * sanitiser's parser (htmlparser2) closes them; `<p>a<p>b` is two paragraphs, not one inside the
 * other. Following fewer of these rules than the parser only ever counts more levels, never fewer.
 */
const P = ["p"];
const FORM_TAGS = ["input", "option", "optgroup", "select", "button", "datalist", "textarea"];
const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>(
  Object.entries({
    tr: ["tr", "th", "td"],
    th: ["th"],
    td: ["thead", "th", "td"],
    body: ["head", "link", "script"],
    li: ["li"],
    p: P,
    h1: P,
    h2: P,
    h3: P,
    h4: P,
    h5: P,
    h6: P,
    select: FORM_TAGS,
    input: FORM_TAGS,
    output: FORM_TAGS,
    button: FORM_TAGS,
    datalist: FORM_TAGS,
    textarea: FORM_TAGS,
    option: ["option"],
    optgroup: ["optgroup", "option"],
    dd: ["dd", "dt"],
    dt: ["dd", "dt"],
    address: P,
    article: P,
    aside: P,
    blockquote: P,
    details: P,
    div: P,
    dl: P,
    fieldset: P,
    figcaption: P,
    figure: P,
    footer: P,
    form: P,
    header: P,
    hr: P,
    main: P,
    nav: P,
    ol: P,
    pre: P,
    section: P,
    table: P,
    ul: P,
    rt: ["rt", "rp"],
    rp: ["rt", "rp"],
    tbody: ["thead", "tbody"],
    tfoot: ["thead", "tbody"],
  }).map(([tag, closes]) => [tag, new Set(closes)]),
);

const TAG_NAME = /^[a-z][a-z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-z_:][a-z0-9_:.-]*$/;

const isWhitespace = (c: string | undefined) =>
  c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";
const isAsciiLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

export interface BoundedRichText {
  /** The text with every tag written plainly and no element deeper than the limit. */
  html: string;
  /** The deepest nesting kept (at most the limit). */
  depth: number;
  /** Opening tags left out because they would have gone past the limit (their text stays). */
  droppedTags: number;
}

/**
 * One pass over `html`, in time linear in its length, that writes it back so that no element is
 * nested more than `maxDepth` deep: an opening tag past the limit is left out with its closing
 * tag, and its text stays where it was (the formatting is flattened, nothing is lost to read).
 *
 * The output is written so that every tag a parser finds in it is one this pass wrote and
 * counted: text never holds a "<" (it is written "&lt;", as the sanitiser would anyway), each tag
 * is written as `<name attr="value">` with its values escaped, a closing tag that closes several
 * elements is written as one closing tag per element, and comments, declarations and stray
 * closing tags are left out (the sanitiser drops them too). So the sanitiser, which runs next
 * and still decides what is safe, never holds more than `maxDepth` open elements.
 */
export function boundRichText(html: string, maxDepth = RICH_TEXT_MAX_DEPTH): BoundedRichText {
  const out: string[] = [];
  /** The open elements, innermost last, as the sanitiser's parser will have them (or more). */
  const open: string[] = [];
  /** Opening tags left out, by name, whose closing tags are still to come. */
  const dropped = new Map<string, number>();
  let droppedTags = 0;
  let depth = 0;
  const n = html.length;
  let i = 0;

  /** Closes of the innermost open elements an opening `name` implies, counted, not yet done. */
  const impliedCloses = (name: string) => {
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    let count = 0;
    while (closes && count < open.length && closes.has(open[open.length - 1 - count] as string)) count++;
    return count;
  };

  const openTag = (name: string, attributes: string) => {
    const closes = impliedCloses(name);
    const isVoid = VOID_ELEMENTS.has(name);
    if (!isVoid && open.length - closes >= maxDepth) {
      dropped.set(name, (dropped.get(name) ?? 0) + 1);
      droppedTags++;
      return;
    }
    // Closed here in writing, as the parser would close them on its own.
    for (let k = 0; k < closes; k++) out.push(`</${open.pop()}>`);
    out.push(`<${name}${attributes}>`);
    if (!isVoid) {
      open.push(name);
      if (open.length > depth) depth = open.length;
    }
  };

  const closeTag = (name: string) => {
    const pending = dropped.get(name);
    if (pending) {
      dropped.set(name, pending - 1);
      return;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };

  /** Reads a start tag whose name begins at `from`; returns where reading goes on, or -1 at an unfinished tag. */
  const readStartTag = (from: number): number => {
    let p = from;
    while (p < n && !isWhitespace(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
    const name = html.slice(from, p).toLowerCase();
    let attributes = "";
    for (;;) {
      while (p < n && (isWhitespace(html[p]) || html[p] === "/")) p++;
      if (p >= n) return -1;
      if (html[p] === ">") break;
      const nameStart = p;
      p++;
      while (p < n && !isWhitespace(html[p]) && html[p] !== "/" && html[p] !== ">" && html[p] !== "=") p++;
      const attribute = html.slice(nameStart, p).toLowerCase();
      while (p < n && isWhitespace(html[p])) p++;
      let value: string | null = null;
      if (html[p] === "=") {
        p++;
        while (p < n && isWhitespace(html[p])) p++;
        const quote = html[p];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, p + 1);
          if (end < 0) return -1;
          value = html.slice(p + 1, end);
          p = end + 1;
        } else {
          const start = p;
          while (p < n && !isWhitespace(html[p]) && html[p] !== ">") p++;
          value = html.slice(start, p);
        }
      }
      if (ATTRIBUTE_NAME.test(attribute)) {
        attributes +=
          value === null
            ? ` ${attribute}`
            : ` ${attribute}="${value.replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}"`;
      }
    }
    if (TAG_NAME.test(name)) openTag(name, attributes);
    return p + 1;
  };

  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    const next = html[lt + 1];
    if (isAsciiLetter(next)) {
      const after = readStartTag(lt + 1);
      if (after < 0) break;
      i = after;
    } else if (next === "/" && isAsciiLetter(html[lt + 2])) {
      let p = lt + 2;
      while (p < n && !isWhitespace(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
      const name = html.slice(lt + 2, p).toLowerCase();
      const end = html.indexOf(">", p);
      if (end < 0) break;
      if (TAG_NAME.test(name)) closeTag(name);
      i = end + 1;
    } else if (html.startsWith("<!--", lt)) {
      // A comment, including the short forms <!--> and <!--->.
      const rest = lt + 4;
      if (html[rest] === ">") i = rest + 1;
      else if (html.startsWith("->", rest)) i = rest + 2;
      else {
        const end = html.indexOf("-->", rest);
        if (end < 0) break;
        i = end + 3;
      }
    } else if (next === "!" || next === "?" || next === "/") {
      // A declaration, a processing instruction or a closing tag without a name.
      const end = html.indexOf(">", lt + 1);
      if (end < 0) break;
      i = end + 1;
    } else {
      out.push("&lt;");
      i = lt + 1;
    }
  }
  return { html: out.join(""), depth, droppedTags };
}

/** Rich text as the staff write routes take it: within both limits, each refusal naming its limit. */
export const richTextSchema = z
  .string()
  .max(RICH_TEXT_MAX_CHARS, richTextMessages.tooLong)
  .superRefine((html, ctx) => {
    // The length check above also runs; this pass is only worth making on text within it.
    if (html.length > RICH_TEXT_MAX_CHARS) return;
    if (boundRichText(html).droppedTags > 0)
      ctx.addIssue({ code: "custom", message: richTextMessages.tooDeep });
  });

/**
 * The links rich text may hold, one rule for the site's sanitiser (which drops any other href) and
 * the staff editor's link button (which refuses to make one): absolute web, mail and phone links,
 * site paths and anchors on the page. Never javascript:, data: or protocol-relative (//host).
 */
export function richTextLinkAllowed(href: string): boolean {
  return /^(https?:\/\/\S|mailto:\S|tel:\S|\/(?!\/)|#)/i.test(href);
}

export const richTextLinkMessage =
  "Use an address that starts with https://, http://, mailto:, tel:, / (a page of this site) or # (a place on this page).";
