import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { AFTER_PAINT_CATALOGUE, AFTER_PAINT_MODULES, AFTER_PAINT_TYPE } from "./scripts-after-paint.ts";

const HEAD_END = "</head>";
/** React Router's `<Scripts>` preloads, which React places in the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
/** The page's catalogue (ADR 0061), which only its scripts read. */
const CATALOGUE_PRELOAD =
  /<link rel="preload"[^>]*?\shref="(\/assets\/i18n\/[^"]+)"[^>]*?\sas="fetch"[^>]*>/g;
/** React Router's module script: it imports the route modules and starts the client entry. */
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">/g;

/**
 * Makes a rendered document's scripts wait for its first paint (see scripts-after-paint.ts): the
 * head's module preloads and the preload of the catalogue the scripts read are removed and listed
 * on React Router's module script, which becomes inert. Only markup is touched: the preloads are
 * searched for in the head alone and the module script is the last one in the body, where content
 * (escaped by React) cannot forge either.
 * A document without that script (an error page rendered without scripts) is left as it is.
 */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  let script: RegExpMatchArray | undefined;
  for (const match of body.matchAll(MODULE_SCRIPT)) script = match;
  if (script?.index === undefined) return html;
  const modules: string[] = [];
  let catalogue = "";
  const head = html
    .slice(0, headEnd)
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href);
      return "";
    })
    .replace(CATALOGUE_PRELOAD, (_tag, href: string) => {
      catalogue = ` ${AFTER_PAINT_CATALOGUE}="${href}"`;
      return "";
    });
  const [tag, attributes] = script;
  const inert = `<script${attributes} type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT_MODULES}="${modules.join(" ")}"${catalogue}>`;
  return head + body.slice(0, script.index) + inert + body.slice(script.index + tag.length);
}

/**
 * The whole document passes through `scriptsAfterPaint` once it is complete. The server renders
 * documents only once all their data is ready (entry.server.tsx), so holding it back costs nothing.
 */
export function scriptsAfterPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, scriptsAfterPaint(html + decoder.end()));
    },
  });
}
