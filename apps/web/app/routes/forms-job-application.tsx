import { jobApplicationSchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
import { FormPage } from "../components/forms/form-page.tsx";
import { APPLY_MODAL, JobApplicationModal } from "../components/forms/job-application-modal.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { getJobPostings } from "../lib/api.server.ts";
import { submitForm } from "../lib/form-action.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import type { Route } from "./+types/forms-job-application";

export const handle = { header: "solid" };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaTranslator(matches)("forms.applyPageTitle") }, { name: "robots", content: "noindex" }];
}

/** /forms/job-application?job={id}: the application for one open role; anything else goes to the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("job"));
  const job = (await getJobPostings()).find((j) => j.id === id && j.status !== "draft");
  if (!job) throw redirectInLocale("/careers");
  return { job: { id: job.id, job_title: job.job_title, location: job.location } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({
    request,
    clientAddress: requestDetails(context).clientAddress,
    form: APPLY_MODAL,
    schema: jobApplicationSchema,
    apiPath: "job-requests",
    multipart: true,
  });
}

export default function JobApplicationFormPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const t = useTranslations("forms");
  return (
    <FormPage
      title={job.job_title}
      text={t("applyPageText", { location: job.location })}
      modal={APPLY_MODAL}
      openLabel={t("applyPageOpen")}
    >
      {(modal) => <JobApplicationModal {...modal} job={job} />}
    </FormPage>
  );
}
