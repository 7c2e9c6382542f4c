import type { ReactNode } from "react";
import { Link } from "../../i18n/site-link.tsx";
import { usePreloadWhenNear } from "../modal/use-preload-when-near.ts";

interface ModalOpenerProps {
  /** The page's own URL with ?modal=…, so the link opens the form before scripts load too. */
  href: string;
  /** Starts downloading the form's code when the visitor scrolls near it or shows intent. */
  preload?: () => void;
  className?: string;
  /** The language of the button's text, where it differs from the page's. */
  lang?: string;
  children: ReactNode;
}

/** A button-styled link that opens one of the page's modal forms in place. */
export function ModalOpener({ href, preload, className = "button", lang, children }: ModalOpenerProps) {
  const preloadWhenNear = usePreloadWhenNear(preload);
  return (
    <Link
      ref={preloadWhenNear}
      to={href}
      preventScrollReset
      className={className}
      lang={lang}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </Link>
  );
}

/**
 * A content block's button whose link addresses one of the page's modals (`?modal=name`, with or
 * without a path in front) opens that modal in place instead of loading another page.
 */
export function opensModal(link: string | undefined, name: string): boolean {
  return !!link && new URLSearchParams(link.split("?")[1] ?? "").get("modal") === name;
}
