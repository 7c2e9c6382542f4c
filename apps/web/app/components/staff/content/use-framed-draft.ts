import { useEffect, useState } from "react";

/**
 * In a staff editor's preview frame: takes drafts from the parent page, only from this site's own
 * origin and only messages `accepts` knows, has the server prepare each (POST `endpoint` with the
 * frame's language) and returns the latest answer. While one draft is being prepared, newer ones
 * wait and only the newest is sent next, so fast typing never queues a backlog. Used by the block
 * preview and the content preview (ADR 0063).
 */
export function useFramedDraft<Message extends object, Answer>(
  enabled: boolean,
  endpoint: string,
  language: string,
  accepts: (data: unknown) => data is Message,
): Answer | null {
  const [draft, setDraft] = useState<Answer | null>(null);
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let pending: Message | null = null;
    let busy = false;
    let stopped = false;
    const flush = async () => {
      if (busy || !pending) return;
      const next = pending;
      pending = null;
      busy = true;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...next, language }),
        });
        const answer = (await response.json()) as Answer;
        if (!stopped) setDraft(answer);
      } catch {
        // The preview keeps what it showed; the next change tries again.
      } finally {
        busy = false;
      }
      void flush();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!accepts(event.data)) return;
      pending = event.data;
      void flush();
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage("ready", window.location.origin);
    return () => {
      stopped = true;
      window.removeEventListener("message", onMessage);
    };
  }, [enabled, endpoint, language, accepts]);
  return draft;
}
