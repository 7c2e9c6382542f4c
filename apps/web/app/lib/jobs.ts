import { type Job, type JobType, jobTypeLabels } from "@thalassa/contract/entities";

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
