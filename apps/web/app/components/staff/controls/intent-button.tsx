import type { ReactNode } from "react";

interface IntentButtonProps {
  /** Which of the page's actions the click asks for: the `intent` field its action reads. */
  intent: string;
  /** The page's main step, or one that removes or ends something; plain otherwise. */
  tone?: "primary" | "danger";
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The submit button of a staff form. A page's forms share one action, so each button names the
 * step it asks for.
 */
export function IntentButton({ intent, tone, disabled, children }: IntentButtonProps) {
  return (
    <button
      className={tone ? `staff-button staff-button--${tone}` : "staff-button"}
      type="submit"
      name="intent"
      value={intent}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
