/** What the block editor posts to its preview frame (same origin only) on every change. */
export const PREVIEW_MESSAGE = "thalassa:block-draft";

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE;
  pageName: string;
  blockName: string;
  content: unknown;
  /** The preview frame's language: a Greek or Russian frame shows the block's translation. */
  language?: string;
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return !!data && typeof data === "object" && (data as { type?: unknown }).type === PREVIEW_MESSAGE;
}
