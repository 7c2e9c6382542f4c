import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * A stream that replaces every `search` with `replacement`, also where `search` is split between
 * chunks (React writes HTML in chunks of a few kilobytes, cut anywhere, even inside a character).
 */
export function replaceInStream(search: string, replacement: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const replaceAll = (text: string) => text.split(search).join(replacement);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = held + decoder.write(chunk);
      // Keep back what could be the start of a match that the next chunk completes.
      const lastMatch = text.lastIndexOf(search);
      const cut = Math.max(text.length - (search.length - 1), lastMatch < 0 ? 0 : lastMatch + search.length);
      held = text.slice(cut);
      callback(null, replaceAll(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, replaceAll(held + decoder.end()));
    },
  });
}
