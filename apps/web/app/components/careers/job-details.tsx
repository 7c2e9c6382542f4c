import type { ShownOn } from "@thalassa/contract/content-model";
import type { jobModel } from "@thalassa/contract/content-models";
import type { Job } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { useJobTypeLabel } from "../../lib/job-type-label.ts";
import { Breadcrumb } from "../breadcrumb/breadcrumb.tsx";
import { Fact } from "../content/facts.tsx";
import { ModalOpener } from "../content/modal-opener.tsx";
import { RichText } from "../content/rich-text.tsx";
import type { JobCardView } from "./job-row.tsx";
import "./careers.css";

/**
 * A job's page data: the fields the job model shows on the page (`shownOn: ["page"]`), its text
 * as safe HTML (job-views.server.ts builds it).
 */
export type JobPageView = Omit<Pick<Job, ShownOn<typeof jobModel, "page">>, "description"> &
  Pick<Job, "id"> & {
    html: { __html: string };
    untranslated: JobCardView["untranslated"];
  };

/** SPEC §2 job page: the brand (or Careers), title, type, location, date posted, Apply and the text. */
export function JobDetails({
  job,
  crumbs,
  applyHref,
  onApplyIntent,
}: {
  job: JobPageView;
  crumbs: { name: string; path: string; ui?: boolean }[];
  applyHref: string;
  onApplyIntent?: () => void;
}) {
  const formats = useFormats();
  const t = useTranslations("careers");
  const nav = useTranslations("nav");
  const jobTypes = useJobTypeLabel();
  const lang = formats.lang;
  const fieldLang = useFieldLang();
  return (
    <>
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
          <ModalOpener
            href={applyHref}
            preload={onApplyIntent}
            className="button button--accent job-page__apply"
            lang={lang}
          >
            {t("applyForRole")}
          </ModalOpener>
        </aside>
        <section className="job-page__description" aria-labelledby="job-description">
          <h2 id="job-description" className="visually-hidden" lang={lang}>
            {t("aboutRole")}
          </h2>
          <RichText html={job.html} lang={fieldLang(job, "description")} />
        </section>
      </div>
    </>
  );
}
