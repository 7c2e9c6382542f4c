// Valid submissions built from the contract's schemas, so the drills post what the API accepts
// today and keep doing so when a schema changes. Each field gets the first candidate its own
// schema accepts; the whole payload is then checked against the schema.
import { randomUUID } from "node:crypto";
import * as submissions from "@thalassa/contract/submissions";
import type { z } from "zod";

export interface SubmissionSample {
  /** The schema's export name, e.g. cateringEnquirySchema. */
  schema: string;
  payload: Record<string, unknown>;
  /** Fields that take a file (multipart). */
  fileFields: string[];
}

const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

/** Candidates per field name pattern, most specific first; the last entry catches the rest. */
const CANDIDATES: [RegExp, unknown[]][] = [
  [/email/, ["drill.visitor@example.com"]],
  [/phone/, ["+357 22 000000"]],
  [/date/, [inTwoMonths]],
  [/terms|consent|accept/, [true]],
  [/guests|quantity/, [4, "4"]],
  [/amount/, ["25", 25]],
  [/website_id|pickup/, [2, 7, 1, 3, 4]],
  [/job_posting_id/, [1]],
  [/work_authorized/, ["yes"]],
  [/utm/, ["drill"]],
  [/idempotency/, [undefined]],
  [/notes|message|occasion|location|name/, ["Resilience drill"]],
  [/./, ["drill", 1, true]],
];

function fieldValue(name: string, field: z.ZodType): { ok: boolean; value?: unknown } {
  for (const [pattern, candidates] of CANDIDATES) {
    if (!pattern.test(name)) continue;
    for (const candidate of candidates) {
      if (field.safeParse(candidate).success) return { ok: true, value: candidate };
    }
  }
  return { ok: false };
}

// A PDF the API's content check accepts: its header and its end-of-file marker.
const drillFile = () => new File(["%PDF-1.4\n%%EOF\n"], "cv.pdf", { type: "application/pdf" });

/**
 * A schema without a shape (a refinement over the raw input, say): start from the object sample
 * whose name it extends, then fill each field its issues name until it parses.
 */
function sampleFromIssues(
  schema: z.ZodType,
  base: SubmissionSample | undefined,
): Omit<SubmissionSample, "schema"> | null {
  const payload: Record<string, unknown> = { ...base?.payload };
  const fileFields: string[] = [];
  for (let round = 0; round < 6; round++) {
    const result = schema.safeParse(payload);
    if (result.success) return { payload, fileFields };
    const missing = [
      ...new Set(result.error.issues.map((i) => i.path[0]).filter((k) => typeof k === "string")),
    ];
    let changed = false;
    for (const name of missing as string[]) {
      if (fileFields.includes(name)) continue;
      const withFile = { ...payload, [name]: drillFile() };
      const before = result.error.issues.filter((i) => i.path[0] === name).length;
      const after = schema.safeParse(withFile);
      if (after.success || after.error.issues.filter((i) => i.path[0] === name).length < before) {
        payload[name] = withFile[name];
        fileFields.push(name);
        changed = true;
      }
    }
    if (!changed) return null;
  }
  return null;
}

/** One valid sample per schema exported by the contract's submissions module. */
export function submissionSamples(): SubmissionSample[] {
  const samples: SubmissionSample[] = [];
  const withoutShape: [string, z.ZodType][] = [];
  for (const [exportName, value] of Object.entries(submissions)) {
    if (!exportName.endsWith("Schema")) continue;
    const schema = value as z.ZodType & { shape?: Record<string, z.ZodType> };
    if (typeof schema?.safeParse !== "function") continue;
    if (!schema.shape) {
      withoutShape.push([exportName, schema]);
      continue;
    }
    const payload: Record<string, unknown> = {};
    const fileFields: string[] = [];
    for (const [name, field] of Object.entries(schema.shape)) {
      if (field.safeParse(drillFile()).success) {
        fileFields.push(name);
        continue;
      }
      const { ok, value: v } = fieldValue(name, field);
      if (ok && v !== undefined) payload[name] = v;
    }
    samples.push({ schema: exportName, payload, fileFields });
  }
  for (const [exportName, schema] of withoutShape) {
    const stem = exportName.replace(/Schema$/, "");
    const base = samples.find((sample) => sample.schema.startsWith(stem));
    const sample = sampleFromIssues(schema, base);
    if (sample) {
      // Files are sent as multipart parts, not in the JSON-like payload.
      for (const name of sample.fileFields) delete sample.payload[name];
      samples.push({ schema: exportName, ...sample });
    }
  }
  return samples;
}

/** A fresh idempotency key per submission, so retries are the only duplicates. */
export function withIdempotencyKey(payload: Record<string, unknown>): Record<string, unknown> {
  return { ...payload, [submissions.IDEMPOTENCY_FIELD]: `drill-${randomUUID()}` };
}
