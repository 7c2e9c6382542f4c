import { type ReactNode, useEffect, useRef } from "react";
import { useStaffText } from "../text/use-staff-text.tsx";

/** What the last save said: shown in the bar, beside the buttons that made it. */
export interface BarMessage {
  text: string;
  refused: boolean;
  note?: string | null;
}

/**
 * A form's main buttons and its item's state, fixed to the foot of the screen at every width
 * (ADR 0062), so Save/Publish/Update is never thousands of pixels away. The bar follows the
 * form's fields in the page, so the keyboard reaches it after the last field; its buttons belong
 * to the form through the `form` attribute. While it is shown, the page's bottom scroll padding
 * is its height, so a focused field never ends up under it (as the public cookie banner does), and
 * the page ends that much lower. A refused save moves the focus to the first field it names.
 */
export function ActionBar({
  label,
  state,
  message,
  refusal,
  formId,
  children,
}: {
  label: string;
  /** The item's state badge; null for an item that has none (a new one, a brand). */
  state: ReactNode;
  message: BarMessage | null;
  /** A new object for each refused save: the focus then goes to its first named field. */
  refusal: object | null | undefined;
  formId: string;
  children: ReactNode;
}) {
  const { t } = useStaffText();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--staff-bar-room", `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--staff-bar-room");
    };
  }, []);
  useEffect(() => {
    if (!refusal) return;
    const field = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [refusal, formId]);
  return (
    <section className="staff-action-bar" ref={bar} aria-label={label}>
      {message ? (
        <div
          className={`staff-action-bar__message staff-alert ${message.refused ? "staff-alert--error" : "staff-alert--ok"}`}
          role={message.refused ? "alert" : "status"}
        >
          <p>{message.text}</p>
          {message.note ? <p className="staff-alert__note">{message.note}</p> : null}
        </div>
      ) : null}
      <div className="staff-action-bar__row">
        {state ? (
          <p className="staff-action-bar__state">
            <span className="visually-hidden">{t("edit.state")} </span>
            {state}
          </p>
        ) : (
          <span />
        )}
        <div className="staff-actions">{children}</div>
      </div>
    </section>
  );
}
