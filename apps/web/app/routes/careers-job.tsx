import { useTranslations } from "use-intl";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import { useFieldLang } from "../i18n/content-language.tsx";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import "../components/careers/careers.css";
import { Fact } from "../components/content/facts.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import {
  APPLY_MODAL_NAME,
  DeferredJobApplicationModal,
  preloadJobApplicationModal,
} from "../components/forms/deferred-form-modals.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { useFormats } from "../i18n/use-formats.ts";
import { getJobPostings, getSettings } from "../lib/api.server.ts";
import { useJobTypeLabel } from "../lib/job-type-label.ts";
import { findPublishedJob } from "../lib/jobs.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd, compact, jobPostingJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/careers-job";

export const handle = { header: "solid" };

export async function loader({ params }: Route.LoaderArgs) {
  const [jobs, settings] = await Promise.all([getJobPostings(), getSettings()]);
  const job = findPublishedJob(jobs, params.id);
  // SPEC §2: unknown urls lead back to the list; drafts are not reachable.
  if (!job) throw redirectInLocale("/careers");
  const path = `/careers/${job.url}`;
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("careers"), path: "/careers", ui: true },
    { name: job.job_title, path },
  ];
  const html = safeHtml(job.description);
  const seo = await buildSeo({
    path,
    title: `${job.job_title}, ${job.location}`,
    description: job.description,
    jsonLd: [compact(jobPostingJsonLd(job, settings, html.__html)), breadcrumbJsonLd(crumbs)],
  });
  return {
    seo,
    crumbs,
    job: {
      id: job.id,
      job_title: job.job_title,
      location: job.location,
      created_date: job.created_date,
      brand: job.brand ?? null,
      type: job.type,
      html,
      untranslated: job.untranslated ?? null,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CareersJobPage({ loaderData }: Route.ComponentProps) {
  const formats = useFormats();
  const t = useTranslations("careers");
  const nav = useTranslations("nav");
  const jobTypes = useJobTypeLabel();
  const lang = formats.lang;
  const fieldLang = useFieldLang();
  const { job, crumbs } = loaderData;
  const apply = useModalParam(APPLY_MODAL_NAME);
  return (
    <div className="job-page">
      <header className="container job-page__head">
        <Breadcrumb items={crumbs} />
        {job.brand ? (
          <p className="eyebrow job-page__eyebrow">{job.brand}</p>
        ) : (
          <p className="eyebrow job-page__eyebrow" lang={lang}>
            {nav("careers")}
          </p>
        )}
        <h1 className="job-page__title" lang={fieldLang(job, "job_title")}>
          {job.job_title}
        </h1>
      </header>
      <div className="container job-page__body">
        <aside className="job-page__aside" aria-label={t("roleDetails")}>
          <dl className="job-page__facts">
            <Fact term={t("type")} lang={lang}>
              {jobTypes(job.type)}
            </Fact>
            <Fact term={t("location")} lang={lang}>
              <span lang={fieldLang(job, "location")}>{job.location}</span>
            </Fact>
            <Fact term={t("posted")} lang={lang}>
              <time dateTime={job.created_date} lang={formats.lang}>
                {formats.longDate(job.created_date)}
              </time>
            </Fact>
          </dl>
          <Link
            className="button button--accent job-page__apply"
            to={apply.openHref}
            preventScrollReset
            onPointerEnter={preloadJobApplicationModal}
            onFocus={preloadJobApplicationModal}
            lang={lang}
          >
            {t("applyForRole")}
          </Link>
        </aside>
        <section className="job-page__description" aria-labelledby="job-description">
          <h2 id="job-description" className="visually-hidden" lang={lang}>
            {t("aboutRole")}
          </h2>
          <RichText html={job.html} lang={fieldLang(job, "description")} />
        </section>
      </div>
      <DeferredJobApplicationModal {...apply.props} job={{ id: job.id, job_title: job.job_title }} />
    </div>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
