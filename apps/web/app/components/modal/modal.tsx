import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import "./modal.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: string;
  /** Where closing leads without JavaScript (the same page without ?modal). */
  closeHref: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /**
   * Laid in the page, open, as a picture of the window (a preview, ADR 0068): not modal, so it
   * takes no focus, and with no close button, as there is nothing to close.
   */
  inPlace?: boolean;
}

/**
 * A native <dialog>: modal (focus trapped, Escape closes, focus returns to the opener) once
 * JavaScript runs; rendered open by the server when the URL asks for it.
 */
export function Modal({ open, title, closeHref, onClose, children, className, inPlace }: ModalProps) {
  const t = useTranslations("layout");
  const lang = useInterfaceLang();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The open attribute is for the server render only (no JavaScript: an open, non-modal dialog).
  // It never changes afterwards: removing it from a modal dialog by hand would skip the close
  // steps (focus return, leaving the top layer), so showModal()/close() alone drive it.
  const [renderedOpen] = useState(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || inPlace) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, inPlace]);

  return (
    <dialog
      lang={lang}
      ref={ref}
      className={`modal ${inPlace ? "modal--in-place" : ""} ${className ?? ""}`}
      aria-labelledby={titleId}
      open={renderedOpen || inPlace || undefined}
      onKeyDown={(event) => {
        // showModal() makes the page inert, but Tab past the last control leaves for the browser's
        // own toolbar; keep it cycling inside the dialog instead. A window in place is part of the
        // page: Tab goes on past it.
        if (event.key !== "Tab" || !ref.current || inPlace) return;
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.offsetParent !== null || el === document.activeElement,
        );
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {inPlace ? null : (
            <Link
              to={closeHref}
              replace
              preventScrollReset
              className="modal__close"
              aria-label={t("close")}
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Link>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
