import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * The query string with the list's own parameters replaced by `listQuery` and every other
 * parameter (an open modal, a campaign source) kept as it was.
 */
export function withListState(currentSearch: string, listKeys: readonly string[], listQuery: string): string {
  const next = new URLSearchParams(currentSearch);
  for (const key of listKeys) next.delete(key);
  for (const [key, value] of new URLSearchParams(listQuery)) next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : "";
}

/**
 * Writes a list's state (filter, page) into the address. It reads the address when it writes, not
 * when the list last rendered: a page loaded after a delay (infinite scroll) must not undo a modal
 * the visitor opened meanwhile, nor drop the hash.
 */
export function useListStateWriter(listKeys: readonly string[]) {
  const navigate = useNavigate();
  return useCallback(
    (listQuery: string) => {
      const { search, hash } = window.location;
      navigate(
        { search: withListState(search, listKeys, listQuery), hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, listKeys],
  );
}
