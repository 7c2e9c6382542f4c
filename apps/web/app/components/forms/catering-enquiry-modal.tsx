import { Modal } from "../modal/modal.tsx";

export const CATERING_MODAL = "catering";

interface CateringEnquiryModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
}

/** The catering enquiry (SPEC §3/§5), opened from the home catering tile and /private-events. */
export function CateringEnquiryModal({ open, closeHref, onClose }: CateringEnquiryModalProps) {
  return (
    <Modal open={open} title="Catering enquiry" closeHref={closeHref} onClose={onClose}>
      <p>Tell us about your event and our catering team will be in touch.</p>
    </Modal>
  );
}
