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

/** What the content editor posts to its preview frame (same origin only) on every change (ADR 0063). */
export const CONTENT_PREVIEW_MESSAGE = "thalassa:content-draft";

export interface ContentPreviewMessage {
  type: typeof CONTENT_PREVIEW_MESSAGE;
  /** The form's values as the staff API takes them. */
  item: unknown;
}

export function isContentPreviewMessage(data: unknown): data is ContentPreviewMessage {
  return !!data && typeof data === "object" && (data as { type?: unknown }).type === CONTENT_PREVIEW_MESSAGE;
}

/**
 * Calls `then` whenever the preview frame says it is ready (it loaded, or loaded again in another
 * language), so the editor can send it the form's state; answers the listener's removal.
 */
export function onFrameReady(target: HTMLIFrameElement, then: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (
      event.origin === window.location.origin &&
      event.source === target.contentWindow &&
      event.data === "ready"
    ) {
      then();
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
