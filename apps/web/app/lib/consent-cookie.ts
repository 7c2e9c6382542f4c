import { CONSENT_COOKIE_NAME } from "@thalassa/contract/constants";

/**
 * Whether this browser holds the Accept choice for cookies. The page says so too, but a page can
 * come from a shared cache in front of the site: if one were set up without the cookie choice in
 * its key (docs/operations.md), a page made for a visitor who accepted could reach one who did not.
 */
export function browserAccepted(): boolean {
  return document.cookie.split(/;\s*/).includes(`${CONSENT_COOKIE_NAME}=true`);
}
