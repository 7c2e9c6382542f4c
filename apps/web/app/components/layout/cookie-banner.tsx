import { Link, useFetcher, useLocation } from "react-router";

/**
 * SPEC §9 cookie consent: Accept / Reject, stored as RestaurantsCookiesConsent for 180 days
 * (Reject stores "false"). The server sets the cookie, so it also works without JavaScript.
 */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  // Hide at once on click; the cookie arrives with the answer.
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>
        We use cookies to remember your choices and, with your consent, to understand how our site is used.
        Read our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <fetcher.Form method="post" action="/consent" className="cookie-banner__actions">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="consent" value="false" className="button button--outline">
          Reject
        </button>
        <button type="submit" name="consent" value="true" className="button">
          Accept
        </button>
      </fetcher.Form>
    </section>
  );
}
