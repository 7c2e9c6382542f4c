import staffStylesheetUrl from "./staff.css?url";

/**
 * The staff area's stylesheet, linked by the staff routes alone. The public site is built into one
 * stylesheet (ADR 0020); a side-effect import would put the staff rules into it too, so the staff
 * routes link theirs as a file of its own that only they load.
 */
export const staffStylesheet = () => [{ rel: "stylesheet", href: staffStylesheetUrl }];
