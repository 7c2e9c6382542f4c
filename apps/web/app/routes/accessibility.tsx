import { PageHero } from "../components/content/page-hero.tsx";
import { getSettings } from "../lib/api.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.server.ts";
import "../components/content/content.css";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/accessibility";

const TITLE = "Accessibility Statement";
const PATH = "/accessibility";
/** When the statement was last reviewed against the site (update with each review). */
const REVIEWED = "November 2026";

export const handle = { header: "solid" };

export async function loader() {
  const [settings, seo] = await Promise.all([
    getSettings(),
    buildSeo({
      path: PATH,
      title: TITLE,
      description:
        "How we make our website usable for everyone: the standard we follow, how we test it, what we know is not yet perfect and how to tell us about a barrier.",
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: TITLE, path: PATH },
        ]),
      ],
    }),
  ]);
  return { seo, groupName: settings.name, email: settings.email ?? null, phone: settings.phone ?? null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { groupName, email, phone } = loaderData;
  return (
    <>
      <PageHero hero={null} fallbackTitle={TITLE} />
      <div className="content-page container">
        <div className="prose prose--legal">
          <p>
            {groupName} wants everyone to be able to find a table, read a menu, apply for a job or send us an
            enquiry on this website, whatever device, browser or assistive technology they use.
          </p>
          <h2>The standard we follow</h2>
          <p>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We believe the
            website conforms to that level, with the exceptions listed below.
          </p>
          <h2>What we do to keep it that way</h2>
          <ul>
            <li>
              Every page, and every form window, is checked automatically with axe-core at phone and desktop
              widths before each release, and its HTML with the W3C Nu HTML Checker.
            </li>
            <li>
              Everything works with a keyboard: a “Skip to content” link comes first, focus is always visible,
              form windows keep focus inside until they are closed with Escape, and focus returns to where you
              were.
            </li>
            <li>
              Carousels have labelled controls and a pause button, stop while you point at or focus them, and
              do not move at all when your device asks for reduced motion.
            </li>
            <li>
              Forms work without JavaScript, label every field, and say in words what is wrong and how to put
              it right.
            </li>
            <li>Text and controls meet the AA contrast ratios; images carry a text alternative.</li>
          </ul>
          <h2>What is not perfect yet</h2>
          <ul>
            <li>
              Restaurant menus are PDF documents prepared by each kitchen; some may not be fully tagged for
              screen readers. Ask us and we will send the menu as plain text.
            </li>
            <li>
              The map on the Contact page comes from a third party and is only shown after you accept cookies;
              the address and a plain link to the map are always on the page.
            </li>
            <li>Videos are decorative and silent; they carry no information that is not also in text.</li>
          </ul>
          <h2>Tell us about a barrier</h2>
          <p>
            If something on the website does not work for you, we want to know. Tell us the page and what
            happened, and we will reply within five working days.
          </p>
          <ul>
            {email ? (
              <li>
                Email: <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {phone ? (
              <li>
                Phone: <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
              </li>
            ) : null}
          </ul>
          <p>This statement was last reviewed in {REVIEWED}.</p>
        </div>
      </div>
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
