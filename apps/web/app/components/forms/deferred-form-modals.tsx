import type { ComponentProps } from "react";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { deferredModal } from "../modal/deferred-modal.tsx";
import type { NewsletterModal } from "../newsletter/newsletter-modal.tsx";
import type { JobApplicationModal } from "./job-application-modal.tsx";

/** The newsletter form (in every page's footer) and the job application, loaded on demand. */
const newsletter = deferredModal<ComponentProps<typeof NewsletterModal>>(
  async () => (await import("../newsletter/newsletter-modal.tsx")).NewsletterModal,
);
const application = deferredModal<ComponentProps<typeof JobApplicationModal>>(
  async () => (await import("./job-application-modal.tsx")).JobApplicationModal,
);

/** Exported here so the pages need not import the form modules themselves. */
export const APPLY_MODAL_NAME = FORM_NAMES.jobApplication;

export const DeferredNewsletterModal = newsletter.Modal;
export const preloadNewsletterModal = newsletter.preload;
export const DeferredJobApplicationModal = application.Modal;
export const preloadJobApplicationModal = application.preload;
