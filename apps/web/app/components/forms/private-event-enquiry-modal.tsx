import { Modal } from "../modal/modal.tsx";

/** SPEC §2: /private-events?modal=enquiry-form opens this form. */
export const ENQUIRY_MODAL = "enquiry-form";

interface PrivateEventEnquiryModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
  /** Preferred areas: restaurant-type websites only (SPEC §5). */
  areas: { id: number; name: string }[];
}

/** The celebrate (private event) enquiry. */
export function PrivateEventEnquiryModal({ open, closeHref, onClose, areas }: PrivateEventEnquiryModalProps) {
  return (
    <Modal open={open} title="Private event enquiry" closeHref={closeHref} onClose={onClose}>
      <p>Celebrate with us at {areas.map((a) => a.name).join(", ")}.</p>
    </Modal>
  );
}
