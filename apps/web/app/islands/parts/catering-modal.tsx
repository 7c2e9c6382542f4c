import {
  CATERING_MODAL_NAME,
  DeferredCateringModal,
  preloadCateringModal,
} from "../../components/content/deferred-modals.tsx";
import { useModalParam } from "../../components/modal/use-modal-param.ts";

/** Home's catering enquiry, open while the address says ?modal=catering. */
export default function CateringModalIsland() {
  const modal = useModalParam(CATERING_MODAL_NAME);
  return <DeferredCateringModal {...modal.props} />;
}

export const preload = preloadCateringModal;
