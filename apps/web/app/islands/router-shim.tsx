/**
 * The part of React Router's API that islands use, without the router: links are plain links (a
 * full page load, answered from the page cache), the location is the window's, and a navigation
 * within the same page (a modal's ?modal=…) moves the history and tells the islands.
 */
import { forwardRef, type AnchorHTMLAttributes, useSyncExternalStore } from "react";

type To = string | { pathname?: string; search?: string; hash?: string };

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function hrefOf(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

const currentHref = () => location.href;

export function useLocation() {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: history.state, key: "default" };
}

export function useNavigate() {
  return (to: To | number, options: { replace?: boolean } = {}) => {
    if (typeof to === "number") return history.go(to);
    const url = new URL(hrefOf(to), location.href);
    if (url.pathname !== location.pathname) return location.assign(url);
    history[options.replace ? "replaceState" : "pushState"](null, "", url);
    notify();
  };
}

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return [
    new URLSearchParams(search),
    (next: URLSearchParams) => navigate({ search: `?${next}` }),
  ] as const;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  prefetch?: string;
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  state?: unknown;
};

function anchorProps({ to, prefetch, reloadDocument, replace, preventScrollReset, viewTransition, discover, state, ...rest }: LinkProps) {
  // React Router marks links to its own routes for route discovery; the markup stays the same.
  const href = hrefOf(to);
  return { href, "data-discover": href.startsWith("/") ? "true" : undefined, ...rest };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} {...anchorProps(props)} />;
});

type NavLinkProps = Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  end?: boolean;
};

/** React Router's NavLink markup: "active" and aria-current="page" on the current page's link. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className, end, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const target = hrefOf(props.to).replace(/[?#].*$/, "");
  const isActive =
    pathname === target || (!end && target !== "/" && pathname.startsWith(`${target.replace(/\/$/, "")}/`));
  const classes =
    typeof className === "function" ? className({ isActive }) : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return <a ref={ref} {...anchorProps(props)} className={classes} aria-current={isActive ? "page" : undefined} />;
});

/** A fetcher whose form posts as it does without scripts: the answer is a new page. */
export function useFetcher<T>() {
  return {
    state: "idle" as const,
    data: undefined as T | undefined,
    Form: (props: React.FormHTMLAttributes<HTMLFormElement>) => <form {...props} />,
  };
}
