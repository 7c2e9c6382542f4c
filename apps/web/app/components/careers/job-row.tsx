import type { ShownOn, TranslatableName } from "@thalassa/contract/content-model";
import type { jobModel } from "@thalassa/contract/content-models";
import type { Job } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { useJobTypeLabel } from "../../lib/job-type-label.ts";
import { LineIcon } from "../icons/line-icon.tsx";

/** A job's card data: the fields the job model shows on a card (`shownOn: ["card"]`), as the public item has them. */
export type JobCardView = Pick<Job, ShownOn<typeof jobModel, "card"> | "id" | "url"> & {
  /** Fields still in English on a Greek or Russian page (ADR 0039). */
  untranslated?: readonly TranslatableName<typeof jobModel>[] | null;
};

/** SPEC §2 careers list row: title, location, created date and 'VIEW JOB ROLE'. */
export function JobRow({ job }: { job: JobCardView }) {
  const formats = useFormats();
  const t = useTranslations("careers");
  const jobTypes = useJobTypeLabel();
  const lang = formats.lang;
  const fieldLang = useFieldLang();
  return (
    <article className="job-row">
      <div className="job-row__main">
        <p className="job-row__type" lang={lang}>
          {jobTypes(job.type)}
        </p>
        <h3 className="job-row__title" lang={fieldLang(job, "job_title")}>
          {job.job_title}
        </h3>
        <p className="job-row__meta">
          <span className="job-row__location" lang={fieldLang(job, "location")}>
            <LineIcon size={16} strokeWidth={1.8}>
              <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </LineIcon>
            {job.location}
          </span>
          <span>
            <span lang={lang}>{t("posted")}</span>{" "}
            <time dateTime={job.created_date} lang={formats.lang}>
              {formats.longDate(job.created_date)}
            </time>
          </span>
        </p>
      </div>
      <Link
        className="button button--outline job-row__cta"
        to={`/careers/${encodeURIComponent(job.url)}`}
        aria-label={t("viewJobRole", { job: job.job_title })}
        lang={lang}
      >
        {t("viewJob")}
      </Link>
    </article>
  );
}
