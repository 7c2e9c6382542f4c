import { useTranslations } from "use-intl";
import "./carousel.css";

const paths = {
  prev: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
};

interface ArrowButtonProps {
  direction: "prev" | "next";
  label: string;
  onClick: () => void;
  className?: string;
}

/** A round arrow button with an accessible name. */
export function ArrowButton({ direction, label, onClick, className }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={`carousel-button ${className ?? ""}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d={paths[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, for the accessible name: "slideshow", "logos". */
  subject: string;
  className?: string;
}

/** WCAG 2.2.2: anything that moves by itself for more than five seconds can be paused. */
export function PauseButton({ paused, onToggle, subject, className }: PauseButtonProps) {
  const t = useTranslations("home");
  return (
    <button
      type="button"
      className={`carousel-button carousel-button--small ${className ?? ""}`}
      aria-label={paused ? t("play", { subject }) : t("pause", { subject })}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        {paused ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
