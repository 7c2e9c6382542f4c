import type { RefAttributes } from "react";
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { useLocalePath } from "./use-site-locale.ts";

function useLocalTo(): (to: To) => To {
  const localePath = useLocalePath();
  return (to) => {
    if (typeof to === "string") return localePath(to);
    return to.pathname ? { ...to, pathname: localePath(to.pathname) } : to;
  };
}

/**
 * React Router's Link with a site path moved into the page's language (`/about` on a Greek page
 * goes to `/el/about`). Public components import Link from here; links that name their language
 * themselves (the switcher) use React Router's.
 */
export function Link({ to, ...props }: LinkProps & RefAttributes<HTMLAnchorElement>) {
  const localTo = useLocalTo();
  return <RouterLink to={localTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  const localTo = useLocalTo();
  return <RouterNavLink to={localTo(to)} {...props} />;
}
