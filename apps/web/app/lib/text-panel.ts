/**
 * The panel under text laid over a staff-chosen picture (hero titles, eyebrows, subtitles). Any
 * picture may be white where the text sits, so the panel's opacity is the least that still gives
 * every text colour its WCAG contrast over a white pixel; the picture's own placeholder colour
 * (its blurhash's average) only tints the panel, darkened so it stays a dark ground.
 */

const BASE83 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~";

/** The ink the panel is made of where the picture gives no colour (tokens.css's scrim). */
export const PANEL_INK: Rgb = [10, 22, 30];

export type Rgb = [number, number, number];

/** A blurhash's average colour (its DC component, characters 2–5), or null for a malformed one. */
export function blurhashAverage(hash: string | null | undefined): Rgb | null {
  if (!hash || hash.length < 6) return null;
  let value = 0;
  for (const char of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(char);
    if (digit < 0) return null;
    value = value * 83 + digit;
  }
  if (value > 0xffffff) return null;
  return [value >> 16, (value >> 8) & 255, value & 255];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` laid at `alpha` over `bottom`, in sRGB as browsers blend. */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((c, i) => c * alpha + (bottom[i] as number) * (1 - alpha)) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];

export interface TextPanel {
  /** The panel's colour, as "r g b" for rgb(var(--panel-rgb) / var(--panel-alpha)). */
  rgb: string;
  alpha: number;
}

/**
 * The panel for texts of these colours, each with the ratio it needs (4.5 for body text, 3 for
 * large), over a picture with this blurhash. The ratios asked for should carry a margin for the
 * anti-aliased edges of glyphs.
 */
export function textPanel(
  blurhash: string | null | undefined,
  texts: ReadonlyArray<{ colour: Rgb; ratio: number }>,
): TextPanel {
  const average = blurhashAverage(blurhash);
  // Mostly ink, a little of the picture: a dark ground that belongs to the photo.
  const ink: Rgb = average
    ? (average.map((c, i) => Math.round(c * 0.2 + (PANEL_INK[i] as number) * 0.8)) as Rgb)
    : PANEL_INK;
  let alpha = 0.3;
  while (
    alpha < 0.95 &&
    !texts.every((text) => contrast(text.colour, over(ink, alpha, WHITE)) >= text.ratio)
  ) {
    alpha = Math.round((alpha + 0.01) * 100) / 100;
  }
  return { rgb: ink.join(" "), alpha };
}

/**
 * Text colours over pictures (tokens.css): white, the subtitles' warm white, and the eyebrow's
 * pale lemon (--lemon-pale; the full --lemon would need a panel almost black).
 */
export const OVERLAY_TEXT = {
  white: [255, 255, 255] as Rgb,
  warm: [246, 241, 234] as Rgb,
  lemon: [247, 227, 173] as Rgb,
};

/** Body-size text over a picture: 4.5:1 and a margin for glyph edges. */
export const BODY_RATIO = 5;
/** Large text (headings): 3:1 and a margin. */
export const LARGE_RATIO = 3.5;

/** The blurhash of a picture, or of a video's poster. */
export function blurhashOf(
  media: { blurhash?: string | null; poster?: { blurhash?: string | null } | null } | null | undefined,
) {
  return media?.blurhash ?? media?.poster?.blurhash ?? null;
}

/** The panel as the custom properties the stylesheets read (.text-panel in base.css). */
export function panelStyle(panel: TextPanel): Record<string, string> {
  return { "--panel-rgb": panel.rgb, "--panel-alpha": String(panel.alpha) };
}
