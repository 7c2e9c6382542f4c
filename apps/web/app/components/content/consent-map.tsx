import type { MapBlock } from "@thalassa/contract/blocks";
import { useFetcher, useLocation } from "react-router";
import "./consent-map.css";

interface ConsentMapProps {
  map: MapBlock;
  /** The visitor's stored cookie choice: the map provider sets cookies, so it waits for "true". */
  consent: "true" | "false" | null;
}

/**
 * The contact map (ADR 0008): a third-party frame that sets cookies, so it is only embedded once
 * the visitor accepted cookies. Before that, a placeholder explains why, offers to accept, and
 * links to the map as a plain link.
 */
export function ConsentMap({ map, consent }: ConsentMapProps) {
  const fetcher = useFetcher();
  const location = useLocation();
  const accepted = consent === "true" || fetcher.formData?.get("consent") === "true";
  return (
    <section className="consent-map" aria-labelledby="map-title">
      <h2 id="map-title" className="consent-map__title">
        {map.title}
      </h2>
      <div className="consent-map__frame">
        {accepted ? (
          <iframe
            src={map.embed_url}
            title={map.title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="consent-map__placeholder" data-testid="map-placeholder">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            <p>
              The map comes from OpenStreetMap, which sets its own cookies. It is shown once you accept
              cookies.
            </p>
            <fetcher.Form method="post" action="/consent">
              <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
              <button type="submit" name="consent" value="true" className="button">
                Accept cookies and show the map
              </button>
            </fetcher.Form>
            <a href={map.link_url} target="_blank" rel="noopener noreferrer">
              Open the map on OpenStreetMap
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
