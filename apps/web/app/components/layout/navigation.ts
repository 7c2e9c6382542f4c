import type { Catalogue } from "../../i18n/messages/en.ts";

/** A link of the site's menus: its label is a key of the catalogue's `nav` texts. */
interface NavigationItem {
  to: string;
  label: keyof Catalogue["nav"];
}

/** SPEC §2: the top navigation has 7 items. */
export const mainNavigation = [
  { to: "/about", label: "about" },
  { to: "/brands", label: "brands" },
  { to: "/private-events", label: "privateEvents" },
  { to: "/whats-on", label: "whatsOn" },
  { to: "/news", label: "news" },
  { to: "/careers", label: "careers" },
  { to: "/contact-us", label: "contactUs" },
] as const satisfies NavigationItem[];

/** SPEC §2 footer columns. */
export const footerInformation = [
  { to: "/terms", label: "terms" },
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/accessibility", label: "accessibility" },
  { to: "/gift-card", label: "giftCards" },
  { to: "/careers", label: "careers" },
] as const satisfies NavigationItem[];

export const footerAbout = [
  { to: "/about", label: "about" },
  { to: "/brands", label: "brands" },
  { to: "/central-production", label: "centralProduction" },
  { to: "/community-sustainability", label: "communitySustainability" },
  { to: "/whats-on", label: "whatsOn" },
  { to: "/news", label: "news" },
  { to: "/private-events", label: "privateEvents" },
] as const satisfies NavigationItem[];
