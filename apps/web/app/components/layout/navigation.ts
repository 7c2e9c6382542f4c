/** SPEC §2: the top navigation has 7 items. */
export const mainNavigation = [
  { to: "/about", label: "Our Story" },
  { to: "/brands", label: "Our Brands" },
  { to: "/private-events", label: "Private Events" },
  { to: "/whats-on", label: "What's On" },
  { to: "/news", label: "News" },
  { to: "/careers", label: "Careers" },
  { to: "/contact-us", label: "Contact Us" },
] as const;

/** SPEC §2 footer columns. */
export const footerInformation = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/accessibility", label: "Accessibility" },
  { to: "/gift-card", label: "Gift Cards" },
  { to: "/careers", label: "Careers" },
] as const;

export const footerAbout = [
  { to: "/about", label: "Our Story" },
  { to: "/brands", label: "Our Brands" },
  { to: "/central-production", label: "Central Production" },
  { to: "/community-sustainability", label: "Community & Sustainability" },
  { to: "/whats-on", label: "What's On" },
  { to: "/news", label: "News" },
  { to: "/private-events", label: "Private Events" },
] as const;
