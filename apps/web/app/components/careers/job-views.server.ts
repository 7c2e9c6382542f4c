import { pickShown } from "@thalassa/contract/content-model";
import { jobModel } from "@thalassa/contract/content-models";
import type { Job } from "@thalassa/contract/entities";
import { safeHtml } from "../../lib/sanitize.server.ts";
import type { JobPageView } from "./job-details.tsx";
import type { JobCardView } from "./job-row.tsx";

/*
 * A job's data for each place the site shows it, from the public item: the fields the job model
 * shows there (`shownOn`) as they are, its text as safe HTML on its page.
 */

type Untranslated = JobCardView["untranslated"];

/** The job as a row of the careers list. */
export function jobCardView(job: Job): JobCardView {
  return {
    ...pickShown(jobModel, job, "card"),
    id: job.id,
    url: job.url,
    untranslated: (job.untranslated ?? null) as Untranslated,
  };
}

/** The job's own page. */
export function jobPageView(job: Job): JobPageView {
  const { description, ...shown } = pickShown(jobModel, job, "page");
  return {
    ...shown,
    brand: shown.brand ?? null,
    id: job.id,
    html: safeHtml(description),
    untranslated: (job.untranslated ?? null) as Untranslated,
  };
}
