// Site settings and one website row per brand.

import { catalogueColumns } from "@thalassa/contract/content-model";
import { brandModel } from "@thalassa/contract/content-models";
import type { SiteSettings } from "@thalassa/contract/entities";
import { brandDerivedFields, withBrandNames } from "../catalogue/index.ts";
import { mediaUrl, toLogo } from "../media-manifest.ts";
import type { DemoContent } from "../types.ts";
import { GROUP_DOMAIN, GROUP_EMAIL, GROUP_PHONE, HEAD_OFFICE, JOBS_EMAIL } from "./group.ts";
import { imageOf, type MediaPicker } from "./media-picker.ts";
import { hours, slugify, structuredHours } from "./text.ts";

/* ---------------------------------------------------------------- settings and websites */

export function buildSettings(media: MediaPicker): SiteSettings {
  const name = media.brandName(1);
  const fav = media.manifest.favicon;
  const favicon = fav?.svg ?? fav?.png;
  const logo2 = media.brandLogo(1, "logo_2");
  return {
    name,
    domain: GROUP_DOMAIN,
    email: GROUP_EMAIL,
    jobs_email: JOBS_EMAIL,
    phone: GROUP_PHONE,
    address: HEAD_OFFICE,
    social: [
      { name: "Instagram", url: "https://www.instagram.com/thalassagroup.cy" },
      { name: "Facebook", url: "https://www.facebook.com/thalassagroup.cy" },
      { name: "LinkedIn", url: "https://www.linkedin.com/company/thalassa-group-cyprus" },
      { name: "TikTok", url: "https://www.tiktok.com/@thalassagroup.cy" },
    ],
    images: {
      favicon: favicon ? { url: mediaUrl(favicon), alt: name } : null,
      logo_2: logo2 ? toLogo(logo2, name) : null,
      medium: imageOf(media.brandMedium(1), name),
    },
    google_script_tag: [
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-DEMO000000"></script>`,
      "<script>",
      "window.dataLayer = window.dataLayer || [];",
      "function gtag(){dataLayer.push(arguments);}",
      "gtag('js', new Date());",
      "gtag('config', 'G-DEMO000000', { anonymize_ip: true });",
      "</script>",
    ].join("\n"),
    body_google_script_tag:
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-DEMO000" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>',
  };
}

export function brandDomain(media: MediaPicker, id: number): string {
  return id === 1 ? GROUP_DOMAIN : `https://${slugify(media.brandName(id))}.example`;
}

export function buildWebsites(media: MediaPicker): DemoContent["websites"] {
  return media.catalogue.brands.map((b) => {
    const name = media.brandName(b.id);
    const domain = brandDomain(media, b.id);
    const host = domain.replace(/^https:\/\//, "");
    const logo = media.brandLogo(b.id, "logo");
    const logo2 = media.brandLogo(b.id, "logo_2");
    return {
      ...catalogueColumns(brandModel, b, brandDerivedFields),
      id: b.id,
      name,
      domain,
      description: withBrandNames(b.description, (id) => media.brandName(id)),
      email: b.id === 1 ? GROUP_EMAIL : `hello@${host}`,
      openingHours: structuredHours([...b.weekdays, ...b.weekends]),
      openingHoursWeekdays: hours(b.weekdays),
      openingHoursWeekends: hours(b.weekends),
      // The catalogue's action says which button the brand shows (ADR 0036).
      bookOnlineUrl: b.action === "book" ? `${domain}/book-a-table` : null,
      orderNowUrl: b.action === "order" ? `${domain}/order-online` : null,
      images: {
        carousel: media.brandCarousel(b.id).map((img, i) => imageOf(img, `${name}, photo ${i + 1}`)),
        medium: imageOf(media.brandMedium(b.id), name),
        logo: logo ? toLogo(logo, `${name} logo`) : undefined,
        logo_2: logo2 ? toLogo(logo2, `${name} logo`) : undefined,
        video: b.tileVideo ? media.videoMedia("tile", `A day at ${name}`, b.id) : undefined,
      },
    };
  });
}
