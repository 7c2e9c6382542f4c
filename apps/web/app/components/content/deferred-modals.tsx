import type { ComponentProps } from "react";
import { FORM_NAMES } from "../../lib/form-names.ts";
import type { CateringEnquiryModal } from "../forms/catering-enquiry-modal.tsx";
import type { PrivateEventEnquiryModal } from "../forms/private-event-enquiry-modal.tsx";
import { deferredModal } from "../modal/deferred-modal.tsx";

/** The enquiry forms, loaded on demand (ADR 0008). */
const catering = deferredModal<ComponentProps<typeof CateringEnquiryModal>>(
  async () => (await import("../forms/catering-enquiry-modal.tsx")).CateringEnquiryModal,
);
const enquiry = deferredModal<ComponentProps<typeof PrivateEventEnquiryModal>>(
  async () => (await import("../forms/private-event-enquiry-modal.tsx")).PrivateEventEnquiryModal,
);

/** Modal names, exported here so the pages need not import the form modules themselves. */
export const CATERING_MODAL_NAME = FORM_NAMES.catering;
export const ENQUIRY_MODAL_NAME = FORM_NAMES.privateEvent;

export const preloadCateringModal = catering.preload;
export const preloadEnquiryModal = enquiry.preload;
export const DeferredCateringModal = catering.Modal;
export const DeferredEnquiryModal = enquiry.Modal;
