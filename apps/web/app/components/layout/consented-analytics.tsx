import { useEffect } from "react";

interface ConsentedAnalyticsProps {
  /** Site settings' google_script_tag: HTML with script elements. */
  headSnippet: string | null | undefined;
}

/** The nonce the page's own scripts carry: scripts we add must carry it too to pass the CSP. */
function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || script?.getAttribute("nonce") || "";
}

/**
 * Inserts the analytics snippet from site settings, only once the visitor accepted cookies
 * (the component is rendered only then). Its scripts are recreated so that they run, each with
 * the page's CSP nonce.
 */
export function ConsentedAnalytics({ headSnippet }: ConsentedAnalyticsProps) {
  useEffect(() => {
    if (!headSnippet || document.querySelector("script[data-analytics]")) return;
    const template = document.createElement("template");
    template.innerHTML = headSnippet;
    const nonce = pageNonce();
    for (const original of Array.from(template.content.querySelectorAll("script"))) {
      const script = document.createElement("script");
      for (const { name, value } of Array.from(original.attributes)) script.setAttribute(name, value);
      script.text = original.text;
      script.nonce = nonce;
      script.dataset.analytics = "true";
      document.head.append(script);
    }
  }, [headSnippet]);
  return null;
}
