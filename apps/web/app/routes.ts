import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("brands", "routes/brands.tsx"),
    route("private-events", "routes/private-events.tsx"),
    route("central-production", "routes/central-production.tsx"),
    route("whats-on", "routes/whats-on.tsx"),
    route("whats-on/:id", "routes/whats-on-event.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:id", "routes/news-article.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("community-sustainability", "routes/community-sustainability.tsx"),
    route("careers", "routes/careers.tsx"),
    route("careers/:id", "routes/careers-job.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("gift-card", "routes/gift-card.tsx"),
    route("gift-card/success", "routes/gift-card-success.tsx"),
    route("gift-card/failed", "routes/gift-card-failed.tsx"),
  ]),
  route("edit-component", "routes/edit-component.tsx"),
  route("menus/:url", "routes/menu-viewer.tsx"),
  route("consent", "routes/consent.ts"),
  route("*", "routes/unknown-path.ts"),
] satisfies RouteConfig;
