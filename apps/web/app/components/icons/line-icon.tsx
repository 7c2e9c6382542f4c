import type { ReactNode } from "react";

interface LineIconProps {
  /** Width and height in CSS pixels (the drawing is on a 24 × 24 grid). */
  size: number;
  strokeWidth: number;
  className?: string;
  /** The shapes, drawn as unfilled lines in the text colour. */
  children: ReactNode;
}

/** A decorative outline icon: hidden from assistive technology, since its control or text names it. */
export function LineIcon({ size, strokeWidth, className, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
