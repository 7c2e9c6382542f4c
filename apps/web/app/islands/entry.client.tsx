import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IntlProvider, type Messages } from "use-intl";
import { MODAL_PARAM } from "../components/modal/use-modal-param.ts";
import { preloadWhenNear } from "../components/modal/use-preload-when-near.ts";
import { type Locale, SITE_TIME_ZONE } from "../i18n/locales.ts";
import { browserAccepted } from "../lib/consent-cookie.ts";
import { pushWithinPage, setLayoutData, subscribe } from "./router-shim.tsx";

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

/** Starts each modal island by the name of its modal (`opened` islands). */
const modalStarts = new Map<string, () => void>();

/** Starts the island of the modal the address names now, if the page has one. */
function startNamedModal() {
  const name = new URLSearchParams(location.search).get(MODAL_PARAM);
  if (name) modalStarts.get(name)?.();
}

/**
 * A link to this page with another ?modal=… opens that modal in place, as the router does, when
 * the page has it as an island; anything else is an ordinary link.
 */
function openModalsInPlace() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const url = new URL(link.href);
    const name = url.searchParams.get(MODAL_PARAM);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return;
    if (!name || !modalStarts.has(name)) return;
    event.preventDefault();
    pushWithinPage(url);
  });
}

/** Every link that opens the modal `name` calls `intent` when scrolled near, hovered, focused or touched. */
function onOpenerIntent(name: string, intent: () => void) {
  for (const opener of document.querySelectorAll<HTMLAnchorElement>("a[href*='modal=']")) {
    if (new URL(opener.href).searchParams.get(MODAL_PARAM) !== name) continue;
    preloadWhenNear(opener, intent);
    for (const event of INTENT_EVENTS) opener.addEventListener(event, intent, { once: true, passive: true });
  }
}

const INTENT_EVENTS = ["mouseenter", "focus", "touchstart"] as const;

/**
 * Whether one of the island's own boxes (its marker has none: display: contents) is within a
 * screen of the window, above or below. Not preloadWhenNear's test, which also counts what was
 * scrolled past: that one runs in every page's router bundle, whose budget this keeps.
 */
function nearScreen(element: HTMLElement): boolean {
  return Array.from(element.children).some((child) => {
    const box = child.getBoundingClientRect();
    return box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
  });
}

/**
 * Hydrates a `later` island once: after the page's load event, or sooner when it comes within a
 * screen of the window or is hovered, focused or touched. A tap on one of its buttons before then
 * is held and replayed on the same button (links and a form's buttons work as HTML meanwhile).
 */
function hydrateLater(element: HTMLElement, hydrate: () => Promise<void>) {
  const listening = new AbortController();
  const { signal } = listening;
  let hydrated: Promise<void> | null = null;
  const begin = () => {
    hydrated ??= hydrate().finally(() => listening.abort());
    return hydrated;
  };
  const beginNear = () => {
    if (nearScreen(element)) begin();
  };
  const holdTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.("button[type='button']");
    if (!(button instanceof HTMLButtonElement) || !element.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    begin().then(() => button.isConnected && button.click());
  };
  element.addEventListener("click", holdTap, { capture: true, signal });
  for (const intent of ["pointerover", "focusin", "touchstart"])
    element.addEventListener(intent, begin, { passive: true, signal });
  window.addEventListener("scroll", beginNear, { passive: true, signal });
  if (document.readyState === "complete") begin();
  else window.addEventListener("load", begin, { once: true, signal });
  beginNear();
}

/**
 * Hydrates the analytics island once cookies are accepted: at load, or when the cookie banner's
 * choice, stored without a page load, is announced (router-shim's fetcher).
 */
function hydrateOnConsent(hydrate: () => void) {
  if (browserAccepted()) return hydrate();
  const listening = new AbortController();
  const onChoice = () => {
    if (!browserAccepted()) return;
    listening.abort();
    hydrate();
  };
  window.addEventListener("islands:revalidate", onChoice, { signal: listening.signal });
}

const locale = document.documentElement.lang as Locale;
const messages = catalogue();

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island ?? "";
  const load = partOf(name);
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  if ("layout" in props) setLayoutData(props.layout);
  const hydrate = (part = load()) =>
    Promise.all([part, messages]).then(
      ([{ default: Part }, text]) => {
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
  const when = element.dataset.hydrate ?? "load";
  if (when === "opened" && typeof props.modal === "string") {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const part = load();
      hydrate(part);
      part.then(({ preload }) => preload?.());
    };
    modalStarts.set(props.modal, start);
    onOpenerIntent(props.modal, start);
  } else if (when === "later") hydrateLater(element, hydrate);
  else if (when === "consented") hydrateOnConsent(hydrate);
  else hydrate();
}
openModalsInPlace();
// A modal the address names, at load, after one of its links or on Back and Forward.
subscribe(startNamedModal);
startNamedModal();
