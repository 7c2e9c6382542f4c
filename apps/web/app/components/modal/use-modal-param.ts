import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export const MODAL_PARAM = "modal";

/** What every modal component takes from its URL state: whether it is open and how it closes. */
export interface ModalStateProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
}

/**
 * Modals are addressed by the URL (?modal=name), so a link opens one before JavaScript loads, the
 * server renders it open, and Back closes it.
 */
export function useModalParam(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const isOpen = params.get(MODAL_PARAM) === name;

  const withParam = (value: string | null) => {
    const next = new URLSearchParams(location.search);
    if (value === null) next.delete(MODAL_PARAM);
    else next.set(MODAL_PARAM, value);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  const openHref = withParam(name);
  const closeHref = withParam(null);
  const close = useCallback(
    () => navigate(closeHref, { replace: true, preventScrollReset: true }),
    [navigate, closeHref],
  );
  const props: ModalStateProps = { open: isOpen, closeHref, onClose: close };
  return { isOpen, openHref, closeHref, close, props };
}
