import { type Job, type JobType, jobTypeLabels } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";

/** SPEC §2: drafts are never listed nor reachable. */
export function publishedJobs<T extends Pick<Job, "status">>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => job.status !== "draft");
}

/** The published job with this url, or null (unknown and draft urls alike). */
export function findPublishedJob<T extends Pick<Job, "status" | "url">>(
  jobs: readonly T[],
  url: string,
): T | null {
  return publishedJobs(jobs).find((job) => job.url === url) ?? null;
}

/** SPEC §3: Full Time, Part Time, Contract, Internship, Temporary. */
export function jobTypeLabel(type: JobType): string {
  return jobTypeLabels[type];
}

const JOB_TYPE_KEYS = {
  full_time: "fullTime",
  part_time: "partTime",
  contract: "contract",
  internship: "internship",
  temporary: "temporary",
} as const satisfies Record<JobType, string>;

/** A job's type in the page's language (the SPEC's English words on English pages). */
export function useJobTypeLabel(): (type: JobType) => string {
  const t = useTranslations("careers");
  return (type) => t(JOB_TYPE_KEYS[type]);
}
