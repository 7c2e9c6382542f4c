import { privateEventEnquirySchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
import { FormPage } from "../components/forms/form-page.tsx";
import { ENQUIRY_MODAL, PrivateEventEnquiryModal } from "../components/forms/private-event-enquiry-modal.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { submitForm } from "../lib/form-action.server.ts";
import { getPreferredAreas } from "../lib/preferred-areas.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/forms-private-event";

export const handle = { header: "solid" };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: metaTranslator(matches)("forms.privateEventTitle") },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader() {
  return { areas: await getPreferredAreas() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({
    request,
    clientAddress: requestDetails(context).clientAddress,
    form: ENQUIRY_MODAL,
    schema: privateEventEnquirySchema,
    apiPath: "private-events-requests",
    extra: { type: "celebrate" },
  });
}

export default function PrivateEventFormPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("forms");
  return (
    <FormPage
      title={t("privateEventPageTitle")}
      text={t("privateEventPageText")}
      modal={ENQUIRY_MODAL}
      openLabel={t("privateEventPageOpen")}
    >
      {(modal) => <PrivateEventEnquiryModal {...modal} areas={loaderData.areas} />}
    </FormPage>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
