import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { CateringEnquiryModal } from "../forms/catering-enquiry-modal.tsx";
import type { PrivateEventEnquiryModal } from "../forms/private-event-enquiry-modal.tsx";

/*
 * The enquiry forms are loaded on demand: their code (fields, validation) stays out of the
 * pages' first-load JavaScript (ADR 0008, budget of 120 KB gzipped). A modal is rendered once it
 * has been opened, so a URL with ?modal=… still renders it open on the server, and the browser
 * keeps that markup until the code arrives. Hovering or focusing an opener starts the download.
 */
const loadCatering = () => import("../forms/catering-enquiry-modal.tsx");
const loadEnquiry = () => import("../forms/private-event-enquiry-modal.tsx");
const LazyCatering = lazy(async () => ({ default: (await loadCatering()).CateringEnquiryModal }));
const LazyEnquiry = lazy(async () => ({ default: (await loadEnquiry()).PrivateEventEnquiryModal }));

/** Modal names, repeated here so the pages need not import the form modules themselves. */
export const CATERING_MODAL_NAME = "catering";
export const ENQUIRY_MODAL_NAME = "enquiry-form";

export const preloadCateringModal = () => void loadCatering();
export const preloadEnquiryModal = () => void loadEnquiry();

function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function DeferredCateringModal(props: ComponentProps<typeof CateringEnquiryModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyCatering {...props} />
    </Suspense>
  );
}

export function DeferredEnquiryModal(props: ComponentProps<typeof PrivateEventEnquiryModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyEnquiry {...props} />
    </Suspense>
  );
}
