import { useEffect } from "react";
import { browserAccepted } from "../../lib/consent-cookie.ts";

interface ConsentedAnalyticsProps {
  /** Site settings' google_script_tag: HTML with script elements, placed in the head. */
  headSnippet: string | null | undefined;
  /** Site settings' body_google_script_tag: HTML placed at the start of the body. */
  bodySnippet: string | null | undefined;
}

/** The nonce the page's own scripts carry: scripts we add must carry it too to pass the CSP. */
function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || script?.getAttribute("nonce") || "";
}

/**
 * The snippet's nodes, ready to insert. It is parsed in the page's own context, where scripts
 * run, so a `<noscript>` keeps its frame as inert text (a template would parse it as a live
 * frame). Each script is recreated with the page's nonce; every node is marked so that a second
 * render inserts nothing.
 */
function snippetNodes(html: string, place: "head" | "body"): Element[] {
  const fragment = document.createRange().createContextualFragment(html);
  const nonce = pageNonce();
  return Array.from(fragment.children).map((original) => {
    let node = original;
    if (original instanceof HTMLScriptElement) {
      const script = document.createElement("script");
      for (const { name, value } of Array.from(original.attributes)) script.setAttribute(name, value);
      script.text = original.text;
      script.nonce = nonce;
      node = script;
    }
    node.setAttribute("data-analytics", place);
    return node;
  });
}

/**
 * Inserts the analytics snippets from site settings, only once the visitor accepted cookies
 * (the component is rendered only then, and checks the browser's own cookie): the head snippet
 * at the end of the head, the body snippet at the start of the body, as the tag vendors ask.
 */
export function ConsentedAnalytics({ headSnippet, bodySnippet }: ConsentedAnalyticsProps) {
  useEffect(() => {
    if (!browserAccepted()) return;
    if (headSnippet && !document.querySelector('[data-analytics="head"]')) {
      document.head.append(...snippetNodes(headSnippet, "head"));
    }
    if (bodySnippet && !document.querySelector('[data-analytics="body"]')) {
      document.body.prepend(...snippetNodes(bodySnippet, "body"));
    }
  }, [headSnippet, bodySnippet]);
  return null;
}
