// Every route of the site, with real ids for the detail pages, read from the API.
export async function siteRoutes(apiUrl, apiKey) {
  const get = async (path) => {
    const response = await fetch(`${apiUrl}/${path}`, { headers: { "api-key": apiKey } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()).data;
  };
  const [news, events, jobs, websites] = await Promise.all([
    get("posts?post_type=news&status=live"),
    get("events?status=live&upcoming=true"),
    get("job-postings"),
    get("websites"),
  ]);
  const event = events.find((e) => e.has_insight_page) ?? events[0];
  const job = jobs.find((j) => j.status !== "draft");
  // A brand's structured menu page (ADR 0036).
  const menu = websites.find((w) => w.menu_card_url)?.menu_card_url;
  const routes = [
    "/",
    "/about",
    "/brands",
    menu ? `/menu/${menu}` : null,
    "/private-events",
    "/central-production",
    "/whats-on",
    event ? `/whats-on/${event.event_url}` : null,
    "/news",
    // The oldest live story (the list is newest first): one the catalogue has had all along, not one
    // a staff test publishes and removes while the browser tests run.
    news.length ? `/news/${news.at(-1).url}` : null,
    "/contact-us",
    "/community-sustainability",
    "/careers",
    job ? `/careers/${job.url}` : null,
    "/terms",
    "/privacy-policy",
    "/accessibility",
    "/gift-card",
  ].filter(Boolean);
  return { routes, websites };
}
