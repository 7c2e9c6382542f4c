import { createContext, useContext } from "react";

/** The request's CSP nonce: set on the server render, empty in the browser (not needed there). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string {
  return useContext(NonceContext);
}
