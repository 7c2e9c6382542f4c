import { JobDetails } from "../components/careers/job-details.tsx";
import { jobPageView } from "../components/careers/job-views.server.ts";
import {
  APPLY_MODAL_NAME,
  DeferredJobApplicationModal,
  preloadJobApplicationModal,
} from "../components/forms/deferred-form-modals.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { fieldLang } from "../i18n/content-language.tsx";
import { redirectInLocale, requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getJobPostings, getSettings } from "../lib/api.server.ts";
import { findPublishedJob } from "../lib/jobs.ts";
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
    { name: job.job_title, path, lang: fieldLang(job, "job_title", requestLocale()) },
  ];
  const view = jobPageView(job);
  const seo = await buildSeo({
    path,
    title: `${job.job_title}, ${job.location}`,
    untranslated: fieldLang(job, "job_title", requestLocale()) === "en",
    description: job.description,
    jsonLd: [compact(jobPostingJsonLd(job, settings, view.html.__html)), breadcrumbJsonLd(crumbs)],
  });
  return {
    seo,
    crumbs,
    job: view,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CareersJobPage({ loaderData }: Route.ComponentProps) {
  const { job, crumbs } = loaderData;
  const apply = useModalParam(APPLY_MODAL_NAME);
  return (
    <div className="job-page">
      <JobDetails
        job={job}
        crumbs={crumbs}
        applyHref={apply.openHref}
        onApplyIntent={preloadJobApplicationModal}
      />
      <DeferredJobApplicationModal {...apply.props} job={{ id: job.id, job_title: job.job_title }} />
    </div>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
