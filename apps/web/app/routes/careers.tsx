import { JobRow } from "../components/careers/job-row.tsx";
import { jobCardView } from "../components/careers/job-views.server.ts";
import { PageHero } from "../components/content/page-hero.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import "../components/careers/careers.css";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getJobPostings, getPageBlocks, getSettings } from "../lib/api.server.ts";
import { publishedJobs } from "../lib/jobs.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/careers";

export const handle = { header: "overlay", islands: true };

export async function loader() {
  const nav = serverTranslator("nav");
  const pages = serverTranslator("pages");
  const [jobs, settings, blocks] = await Promise.all([
    getJobPostings(),
    getSettings(),
    getPageBlocks("careers"),
  ]);
  const seo = await buildSeo({
    path: "/careers",
    title: nav("careers"),
    description: pages("careersDescription"),
    image: blocks.Hero?.bg_image ?? null,
  });
  return {
    title: nav("careers"),
    seo,
    hero: addPlaceholders(blocks.Hero),
    intro: blocks.Intro ? { ...safeHtml(blocks.Intro.value), lang: blocks.Intro.lang } : null,
    // SPEC §2: the CV address comes from the site's configuration (settings), not the code.
    jobsEmail: settings.jobs_email ?? settings.email ?? null,
    jobs: publishedJobs(jobs).map(jobCardView),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const states = useTranslations("states");
  const pages = useTranslations("pages");
  const lang = useInterfaceLang();
  const { hero, intro, jobs, jobsEmail } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("careersEyebrow")} />
      <section className="container section careers-intro">
        {intro ? <RichText html={intro} className="careers-intro__text" /> : null}
        {jobsEmail ? (
          <aside className="careers-cv" aria-labelledby="careers-cv-title" lang={lang}>
            <h2 id="careers-cv-title" className="careers-cv__title">
              {pages("sendCvTitle")}
            </h2>
            <p>{pages("sendCvText")}</p>
            <a
              className="button button--accent"
              href={`mailto:${jobsEmail}?subject=${encodeURIComponent("CV")}`}
            >
              {pages("sendCv")}
            </a>
            <p className="careers-cv__address">{jobsEmail}</p>
          </aside>
        ) : null}
      </section>
      <section className="careers-jobs" aria-labelledby="open-positions">
        <div className="container">
          <h2 id="open-positions" className="careers-jobs__title" lang={lang}>
            {pages("openPositions")}
          </h2>
          {jobs.length === 0 ? (
            <p className="careers-jobs__empty" lang={lang}>
              {states("noJobs")}
            </p>
          ) : (
            <ul className="careers-jobs__list">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
