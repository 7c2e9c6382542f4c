import { Modal } from "../modal/modal.tsx";

export const APPLY_MODAL = "apply";

interface JobApplicationModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
  job: { id: number; job_title: string };
}

/** The job application opened by 'APPLY FOR ROLE'. */
export function JobApplicationModal({ open, closeHref, onClose, job }: JobApplicationModalProps) {
  return (
    <Modal open={open} title={`Apply for ${job.job_title}`} closeHref={closeHref} onClose={onClose}>
      <p>Send us your details and CV.</p>
    </Modal>
  );
}
