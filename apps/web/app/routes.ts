import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales.ts";

/**
 * The public site's pages (SPEC routes). Each is served in English at its SPEC path and in Greek and
 * Russian under /el and /ru (ADR 0035); the prefixed copies get ids of their own so React Router can
 * tell them apart, and share the route modules.
 */
const sitePages: [path: string, file: string][] = [
  ["", "routes/home.tsx"],
  ["about", "routes/about.tsx"],
  ["brands", "routes/brands.tsx"],
  ["menu/:url", "routes/menu-page.tsx"],
  ["private-events", "routes/private-events.tsx"],
  ["central-production", "routes/central-production.tsx"],
  ["whats-on", "routes/whats-on.tsx"],
  ["whats-on/:id", "routes/whats-on-event.tsx"],
  ["news", "routes/news.tsx"],
  ["news/:id", "routes/news-article.tsx"],
  ["contact-us", "routes/contact-us.tsx"],
  ["community-sustainability", "routes/community-sustainability.tsx"],
  ["careers", "routes/careers.tsx"],
  ["careers/:id", "routes/careers-job.tsx"],
  ["terms", "routes/terms.tsx"],
  ["privacy-policy", "routes/privacy-policy.tsx"],
  ["accessibility", "routes/accessibility.tsx"],
  ["gift-card", "routes/gift-card.tsx"],
  ["gift-card/success", "routes/gift-card-success.tsx"],
  ["gift-card/failed", "routes/gift-card-failed.tsx"],
  ["forms/catering", "routes/forms-catering.tsx"],
  ["forms/private-event", "routes/forms-private-event.tsx"],
  ["forms/newsletter", "routes/forms-newsletter.ts"],
  ["forms/job-application", "routes/forms-job-application.tsx"],
  ["newsletter/unsubscribe", "routes/forms-newsletter-unsubscribe.tsx"],
  ["newsletter/confirm", "routes/newsletter-confirm.tsx"],
];

function siteTree(locale: Locale) {
  const prefixed = locale !== DEFAULT_LOCALE;
  const id = (file: string) => (prefixed ? `${locale}/${file.replace(/\.tsx?$/, "")}` : undefined);
  const pages = sitePages.map(([path, file]) =>
    path ? route(path, file, { id: id(file) }) : index(file, { id: id(file) }),
  );
  const tree = layout("routes/site-layout.tsx", { id: id("routes/site-layout.tsx") }, pages);
  return prefixed ? prefix(locale, [tree]) : [tree];
}

/**
 * Files made from the content for each language, the menu viewer (its title is the menu's in the
 * page's language) and the block preview: English unprefixed, the others under their prefix,
 * outside the site layout.
 */
function perLanguageRoutes(locale: Locale) {
  const prefixed = locale !== DEFAULT_LOCALE;
  const files: [path: string, file: string][] = [
    ["news/feed.xml", "routes/news-feed.ts"],
    ["whats-on/calendar.ics", "routes/whats-on-calendar.ts"],
    ["whats-on/:id/calendar.ics", "routes/whats-on-event-calendar.ts"],
    ["menus/:url", "routes/menu-viewer.tsx"],
    // The block preview, so staff can see a block's translation in its page's language (ADR 0039).
    ["edit-component", "routes/edit-component.tsx"],
    // The content editor's preview frame and a signed preview link's page (ADR 0063).
    ["content-preview/:type", "routes/content-preview-frame.tsx"],
    ["preview/:token", "routes/preview-link.tsx"],
  ];
  const routes = files.map(([path, file]) =>
    route(path, file, { id: prefixed ? `${locale}/${file.replace(/\.tsx?$/, "")}` : undefined }),
  );
  return prefixed ? prefix(locale, routes) : routes;
}

export default [
  ...LOCALES.flatMap(siteTree),
  // The staff area: its own frame and stylesheet, outside the public layout, never shared-cached.
  ...prefix("staff", [
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("sign-out", "routes/staff/sign-out.ts"),
    route("accept-invite", "routes/staff/accept-invite.tsx"),
    route("forgot-password", "routes/staff/forgot-password.tsx"),
    route("reset-password", "routes/staff/reset-password.tsx"),
    route("inbox/job-applications/:id/files/:name", "routes/staff/inbox-file.ts"),
    route("inbox/newsletter.csv", "routes/staff/newsletter-csv.ts"),
    route("inbox/:kind/export.csv", "routes/staff/inbox-csv.ts"),
    route("subject-requests/export", "routes/staff/subject-request-export.ts"),
    route("menu-cards/:id/csv", "routes/staff/menu-csv.ts"),
    route("media/choices", "routes/staff/media-choices.ts"),
    route("media/upload", "routes/staff/media-upload.ts"),
    route("menu-cards/:id/tools", "routes/staff/menu-tools.ts"),
    route("content/:type/:id/autosave", "routes/staff/content-autosave.ts"),
    route("content/:type/:id/preview-link", "routes/staff/content-preview-link.ts"),
    layout("routes/staff/staff-layout.tsx", [
      index("routes/staff/dashboard.tsx"),
      route("content/:type", "routes/staff/content-list.tsx"),
      route("content/:type/:id", "routes/staff/content-edit.tsx"),
      route("menu-cards/:id/preview", "routes/staff/menu-preview.tsx"),
      route("inbox/:kind", "routes/staff/inbox.tsx"),
      route("users", "routes/staff/users.tsx"),
      route("account", "routes/staff/account.tsx"),
      route("media", "routes/staff/media.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("subject-requests", "routes/staff/subject-requests.tsx"),
    ]),
  ]),
  route("edit-component/draft", "routes/edit-component-draft.ts"),
  route("content-preview-draft", "routes/content-preview-draft.ts"),
  route("consent", "routes/consent.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The news feed, the calendars and the menu viewer in each language: their links open the pages in it.
  ...LOCALES.flatMap(perLanguageRoutes),
  route("*", "routes/unknown-path.ts"),
] satisfies RouteConfig;
