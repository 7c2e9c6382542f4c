/**
 * The islands of a page in islands mode (ADR 0071) that hydrate without the visitor asking: at
 * load or after the load event. A modal's waits for its opening, the analytics' for consent. The
 * browser tests and the INP benchmark count a page as hydrated once each of these has a React root.
 */
export const ISLANDS_DUE_SELECTOR =
  "[data-island]:not([data-hydrate='opened']):not([data-hydrate='consented'])";
