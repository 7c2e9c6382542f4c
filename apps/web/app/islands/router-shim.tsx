/**
 * The part of React Router's API that islands use, without the router: links are plain links (a
 * full page load, answered from the page cache), the location is the window's, and a navigation
 * within the same page (a modal's ?modal=…) moves the history and tells the islands.
 */
import {
  type AnchorHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  forwardRef,
  type MouseEvent,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";

type To = string | { pathname?: string; search?: string; hash?: string };

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
/** Calls `listener` whenever the address changes (a move within the page, Back, Forward). */
export function subscribe(listener: () => void) {
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
/**
 * The address the server rendered the page for: an island hydrated after the address moved (a
 * modal opened first) hydrates the server's markup, then follows the address.
 */
const renderedHref = typeof location === "undefined" ? "" : location.href;
const hrefAtRender = () => renderedHref;

export function useLocation() {
  const href = useSyncExternalStore(subscribe, currentHref, hrefAtRender);
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
  return [new URLSearchParams(search), (next: URLSearchParams) => navigate({ search: `?${next}` })] as const;
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

/**
 * A link to this same page that asks to keep the scroll (a list's "Load more", a modal's opener)
 * changes the address in place, as the router does; the islands that read it follow.
 */
function inPlace(to: To, replace: boolean | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(hrefOf(to), location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return;
    event.preventDefault();
    pushWithinPage(url, replace);
  };
}

function anchorProps({
  to,
  prefetch,
  reloadDocument,
  replace,
  preventScrollReset,
  viewTransition,
  discover,
  state,
  ...rest
}: LinkProps) {
  // React Router marks links to its own routes for route discovery; the markup stays the same.
  const href = hrefOf(to);
  return { href, "data-discover": href.startsWith("/") ? "true" : undefined, ...rest };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { onClick, preventScrollReset, replace, to, target } = props;
  const { href, ...attributes } = anchorProps(props);
  const stay = preventScrollReset && !target ? inPlace(to, replace) : undefined;
  return (
    <a
      ref={ref}
      href={href}
      {...attributes}
      onClick={(event) => {
        onClick?.(event);
        stay?.(event);
      }}
    />
  );
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
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return (
    <a ref={ref} {...anchorProps(props)} className={classes} aria-current={isActive ? "page" : undefined} />
  );
});

/** Moves the address within the page (a modal's ?modal=…) and tells the islands. */
export function pushWithinPage(url: URL, replace = false) {
  history[replace ? "replaceState" : "pushState"](null, "", url);
  notify();
}

/**
 * React Router's own decoder for its data requests (the same turbo-stream its router reads),
 * loaded with the first request: showing a page never needs it.
 */
async function decodeViaTurboStream(body: ReadableStream<Uint8Array>, global: Window) {
  const { UNSAFE_decodeViaTurboStream } = await import(
    "../../node_modules/react-router/dist/production/index.js"
  );
  return UNSAFE_decodeViaTurboStream(body, global);
}

/** Where React Router answers a route's action or loader as data (its single fetch). */
function dataUrl(action: string): URL {
  const url = new URL(action, location.href);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url;
}

/** A route's loader data for the address shown now, as React Router's data request answers it. */
export async function readRouteData<T>(routeId: string, signal: AbortSignal): Promise<T> {
  const url = dataUrl(location.pathname);
  url.search = location.search;
  url.searchParams.set("_routes", routeId);
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoded = (await decodeViaTurboStream(response.body, window)) as {
    value: Record<string, { data?: T } | undefined>;
  };
  const answer = decoded.value[routeId];
  if (!answer || !("data" in answer)) throw new Error(`${url} did not answer ${routeId}`);
  return answer.data as T;
}

/** The site layout's loader data that islands read (the form's outcome after a plain post). */
let layoutData: unknown;
export function setLayoutData(data: unknown) {
  layoutData = data;
}
export function useMatches() {
  return [{ id: "routes/site-layout", loaderData: layoutData, handle: undefined }];
}

type FetcherState<T> = { key: string | undefined; state: "idle" | "submitting"; data: T | undefined };

/**
 * React Router's fetcher for an island: its form posts to the route's action as the router would
 * (the same data request and answer), and a redirect answer loads the page it names.
 */
export function useFetcher<T>({ key }: { key?: string } = {}) {
  const [entry, setEntry] = useState<FetcherState<T>>({ key, state: "idle", data: undefined });
  const current = entry.key === key ? entry : { key, state: "idle" as const, data: undefined };
  const Form = useMemo(
    () =>
      // biome-ignore lint/correctness/noComponentHookFactories: one form component per fetcher key, made once, as React Router's useFetcher does.
      forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement>>(function FetcherForm(
        { onSubmit, ...props },
        ref,
      ) {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          onSubmit?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const form = event.currentTarget;
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const body = new FormData(form, submitter);
          const multipart = form.enctype === "multipart/form-data";
          setEntry({ key, state: "submitting", data: undefined });
          try {
            const response = await fetch(dataUrl(form.getAttribute("action") ?? location.pathname), {
              method: "POST",
              body: multipart ? body : new URLSearchParams(body as unknown as Record<string, string>),
            });
            const redirect = response.headers.get("X-Remix-Redirect");
            if (redirect) return location.assign(redirect);
            if (!response.body) throw new Error(`${response.status} without a body`);
            const decoded = (await decodeViaTurboStream(response.body, window)) as {
              value: { data?: T; redirect?: string };
            };
            if (decoded.value.redirect) return location.assign(decoded.value.redirect);
            // An action that threw answers an error, not data: the plain post shows the page it gets.
            if (!("data" in decoded.value)) throw new Error("the action answered an error");
            setEntry({ key, state: "idle", data: decoded.value.data });
            window.dispatchEvent(new Event("islands:revalidate"));
          } catch {
            // The answer could not be read: the form posts as it does without scripts.
            form.submit();
          }
        };
        return <form ref={ref} {...props} onSubmit={submit} />;
      }),
    [key],
  );
  return { state: current.state, data: current.data, Form };
}
