// Multipart submissions (job applications) built from a contract sample, with PDF files the API's
// content check accepts.

/** A PDF the API's content check accepts: a real header, `padding` bytes of filler and `marker`. */
export function pdfFile(padding = 0, marker = "") {
  return Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(padding, 0x20),
    Buffer.from(`\n% ${marker}\n%%EOF\n`),
  ]);
}

/**
 * The sample's fields as a form, with `email` and a published job when the sample names one; each
 * file field gets `fileFor(field)`. `payload` must already carry its idempotency key.
 */
export function uploadForm({ payload, fileFields, email, jobId, fileFor }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) form.set(name, String(value));
  if (email) form.set("email", email);
  if ("job_posting_id" in payload && jobId !== undefined) form.set("job_posting_id", String(jobId));
  for (const field of fileFields)
    form.set(field, new Blob([fileFor(field)], { type: "application/pdf" }), `${field}.pdf`);
  return form;
}

/** The id of a job that takes applications. */
export async function publishedJobId(apiUrl, apiKey) {
  const jobs = await (await fetch(`${apiUrl}/job-postings`, { headers: { "api-key": apiKey } })).json();
  return jobs.data.find((j) => j.status !== "draft")?.id ?? 1;
}
