import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The request's Content-Security-Policy nonce. */
    nonce: string;
    /** The visitor's IP address, passed on to the API for per-visitor rate limits. */
    clientAddress?: string;
    /** Content was published from the staff area: forget shared pages, so visitors see it at once. */
    contentChanged?: () => void;
  }
}
