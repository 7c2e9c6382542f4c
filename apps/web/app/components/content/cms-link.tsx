import type { ReactNode } from "react";
import { Link } from "../../i18n/site-link.tsx";
import { NewTabNote } from "./new-tab-note.tsx";

interface CmsLinkProps {
  href: string;
  /** SPEC §2: buttons open their link in a new tab when newTab is set. */
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * A link from the CMS: site paths navigate inside the app, other addresses are plain links, and
 * newTab opens a new tab (with no access back to this window).
 */
export function CmsLink({ href, newTab = false, className, children, ...rest }: CmsLinkProps) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
        <NewTabNote />
      </a>
    );
  }
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}
