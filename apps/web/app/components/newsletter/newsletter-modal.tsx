import { Modal } from "../modal/modal.tsx";

interface NewsletterModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
}

export const NEWSLETTER_MODAL = "newsletter";

/** The footer's Newsletters column opens this modal; the subscription form lives inside it. */
export function NewsletterModal({ open, closeHref, onClose }: NewsletterModalProps) {
  return (
    <Modal open={open} title="Subscribe to our newsletter" closeHref={closeHref} onClose={onClose}>
      <p>Seasonal menus, events and openings from our kitchens, once a month.</p>
    </Modal>
  );
}
