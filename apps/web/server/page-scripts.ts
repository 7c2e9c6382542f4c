import { scriptElements } from "../app/lib/inline-scripts.ts";
import { scriptHashSource } from "./security-headers.ts";

/**
 * The page's own scripts made known by hash instead of by nonce, so the page's bytes are the same
 * for every visitor and a shared cache can hold them. The page was rendered with `marker` as its
 * nonce: React and React Router put it on exactly the scripts they write, and nothing in the
 * content can carry it (it is unguessable and new for every render), so a script injected through
 * content gets no hash and stays blocked, as it was under the nonce. The marker attributes are
 * taken out of the markup; each marked inline script's text is hashed (the inert after-paint
 * script too: the boot script runs its text as a module, which its hash then allows).
 */
export function hashOwnScripts(html: string, marker: string): { html: string; scriptSources: string[] } {
  if (!/^[A-Za-z0-9]{16,}$/.test(marker)) throw new RangeError("the marker must be a long random token");
  const attribute = ` nonce="${marker}"`;
  const sources = new Set<string>();
  for (const script of scriptElements(html))
    if (!script.external && script.attributes.includes(attribute)) sources.add(scriptHashSource(script.text));
  return { html: html.replaceAll(attribute, ""), scriptSources: [...sources] };
}
