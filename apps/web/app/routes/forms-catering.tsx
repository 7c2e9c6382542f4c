import { cateringEnquirySchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
import { CATERING_MODAL, CateringEnquiryModal } from "../components/forms/catering-enquiry-modal.tsx";
import { FormPage } from "../components/forms/form-page.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { submitForm } from "../lib/form-action.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import type { Route } from "./+types/forms-catering";

export const handle = { header: "solid" };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaTranslator(matches)("forms.cateringTitle") }, { name: "robots", content: "noindex" }];
}

/** SPEC §7: the catering enquiry goes to private-events-requests with type catering, website 7. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({
    request,
    clientAddress: requestDetails(context).clientAddress,
    form: CATERING_MODAL,
    schema: cateringEnquirySchema,
    apiPath: "private-events-requests",
    extra: { type: "catering", website_id: "7" },
  });
}

export default function CateringFormPage() {
  const t = useTranslations("forms");
  return (
    <FormPage
      title={t("cateringPageTitle")}
      text={t("cateringPageText")}
      modal={CATERING_MODAL}
      openLabel={t("cateringPageOpen")}
    >
      {(modal) => <CateringEnquiryModal {...modal} />}
    </FormPage>
  );
}
