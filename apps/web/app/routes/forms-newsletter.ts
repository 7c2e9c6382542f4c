import { newsletterSchema } from "@thalassa/contract/submissions";
import { redirect } from "react-router";
import { NEWSLETTER_MODAL } from "../components/newsletter/newsletter-modal.tsx";
import { submitForm } from "../lib/form-action.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import type { Route } from "./+types/forms-newsletter";

/** The newsletter modal lives in the footer of every page: a visit here opens it on the home page. */
export function loader() {
  return redirect(`/?modal=${NEWSLETTER_MODAL}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({
    request,
    clientAddress: requestDetails(context).clientAddress,
    form: NEWSLETTER_MODAL,
    schema: newsletterSchema,
    apiPath: "newsletter-subscription",
  });
}
