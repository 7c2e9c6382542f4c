import type { JobType } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";

// Apart from jobs.ts: that module reads the contract's English labels, and importing it in the
// browser would bring the contract's schemas (about 30 KB gzipped) to every careers page.

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
