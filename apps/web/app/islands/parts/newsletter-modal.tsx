import {
  DeferredNewsletterModal,
  preloadNewsletterModal,
} from "../../components/forms/deferred-form-modals.tsx";
import { useModalParam } from "../../components/modal/use-modal-param.ts";
import { FORM_NAMES } from "../../lib/form-names.ts";

/** The footer's newsletter form, open while the address says ?modal=newsletter. */
export default function NewsletterModalIsland() {
  const modal = useModalParam(FORM_NAMES.newsletter);
  return <DeferredNewsletterModal {...modal.props} />;
}

export const preload = preloadNewsletterModal;
