/*
 * A picture's focal point as the browser uses it. Kept apart from the schemas (shapes.ts) and free of
 * zod, so the public pages' `Media` component can use it without adding the schema library to every
 * page's first-load JavaScript (e2e budgets.spec.ts).
 */

/** Where the subject of a picture is, in percent of its width (x, from the left) and height (y, from the top). */
export interface ImageFocus {
  x: number;
  y: number;
}

/** The focal point of pictures saved before there was one, or where none was set. */
export const CENTRE_FOCUS: ImageFocus = { x: 50, y: 50 };

/** The CSS `object-position` of a picture's focal point: "50% 50%" when it has none. */
export function focusPosition(focus: ImageFocus | null | undefined): string {
  const { x, y } = focus ?? CENTRE_FOCUS;
  return `${x}% ${y}%`;
}
