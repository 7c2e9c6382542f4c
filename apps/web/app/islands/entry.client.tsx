import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IntlProvider, type Messages } from "use-intl";
import { MODAL_PARAM } from "../components/modal/use-modal-param.ts";
import { preloadWhenNear } from "../components/modal/use-preload-when-near.ts";
import { type Locale, SITE_TIME_ZONE } from "../i18n/locales.ts";
import { pushWithinPage, setLayoutData } from "./router-shim.tsx";

/**
 * The island loader of a page in islands mode (ADR 0071): every `[data-island]` element is
 * hydrated alone with its component (islands/parts, a chunk each, preloaded by the page) and the
 * props the server wrote on it, inside the page's interface text.
 */
const parts = import.meta.glob<{
  default: ComponentType<Record<string, unknown>>;
  /** A modal island's form code, which its openers start loading before the tap (as ModalOpener). */
  preload?: () => void;
}>("./parts/*.tsx");

function partOf(name: string) {
  return parts[`./parts/${name}.tsx`];
}

/** The page's catalogue, which the head preloads (entry.server.tsx). */
function catalogue(): Promise<Messages> {
  const href = document.querySelector<HTMLLinkElement>(
    'link[rel="preload"][as="fetch"][href*="/i18n/"]',
  )?.href;
  if (!href) return Promise.resolve({} as Messages);
  return fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return response.json();
  });
}

/**
 * A link to this page with another ?modal=… opens that modal in place, as the router does, when
 * the page has it as an island; anything else is an ordinary link.
 */
function openModalsInPlace(modals: Set<string>) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const url = new URL(link.href);
    const name = url.searchParams.get(MODAL_PARAM);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return;
    if (!name || !modals.has(name)) return;
    event.preventDefault();
    pushWithinPage(url);
  });
}

/** Every link that opens the modal `name` loads its code when scrolled near, hovered, focused or touched. */
function preloadFromOpeners(name: string, preload: () => void) {
  for (const opener of document.querySelectorAll<HTMLAnchorElement>("a[href*='modal=']")) {
    if (new URL(opener.href).searchParams.get(MODAL_PARAM) !== name) continue;
    preloadWhenNear(opener, preload);
    for (const intent of ["mouseenter", "focus", "touchstart"])
      opener.addEventListener(intent, preload, { once: true, passive: true });
  }
}

const locale = document.documentElement.lang as Locale;
const messages = catalogue();
const modals = new Set<string>();

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island ?? "";
  const load = partOf(name);
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const modal = name.endsWith("-modal") && typeof props.modal === "string" ? props.modal : null;
  if (modal) modals.add(modal);
  if ("layout" in props) setLayoutData(props.layout);
  Promise.all([load(), messages]).then(
    ([{ default: Part, preload }, text]) => {
      if (modal && preload) preloadFromOpeners(modal, preload);
      hydrateRoot(
        element,
        <IntlProvider locale={locale} messages={text} timeZone={SITE_TIME_ZONE}>
          <Part {...props} />
        </IntlProvider>,
      );
    },
    // Without its code or text the island stays as the server sent it, working as without scripts.
    () => document.documentElement.classList.remove("js"),
  );
}
openModalsInPlace(modals);
