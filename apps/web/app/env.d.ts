import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The request's Content-Security-Policy nonce. */
    nonce: string;
  }
}
