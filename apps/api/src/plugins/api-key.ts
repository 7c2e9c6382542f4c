import { createHash, timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** SPEC §6: every request carries the fixed api-key header; anything else is 401. */
export const apiKeyPlugin = fp<{ apiKey: string }>(
  async (app, { apiKey }) => {
    const expected = digest(apiKey);
    app.addHook("onRequest", async (request, reply) => {
      const given = request.headers["api-key"];
      if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
        return reply.code(401).send({ message: "Missing or invalid api-key header." });
      }
    });
  },
  { name: "api-key" },
);
