import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** An answer as sent: status, headers and the body's bytes, not decoded. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with only the headers given (fetch would add its own Accept-Encoding and decode). */
export function askRaw(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}
