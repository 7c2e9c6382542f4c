import { readFileSync } from "node:fs";
import { retentionEnvShape } from "../apps/api/src/privacy/retention-settings.ts";

/** The top-level keys of the `envSchema = z.object({ … })` in a server's env module. */
function schemaKeys(path: string): string[] {
  const source = readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
  const start = source.indexOf("const envSchema = z.object({");
  const end = source.indexOf("\n});", start);
  if (start < 0 || end < 0) throw new Error(`${path}: no envSchema = z.object({ … }) found`);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1] as string);
}

/** Every setting the API reads (apps/api/src/env.ts), the retention periods included. */
export const apiSettingNames = (): string[] => [
  ...schemaKeys("apps/api/src/env.ts"),
  ...Object.keys(retentionEnvShape),
];

/** Every setting the site reads (apps/web/app/lib/env.server.ts). */
export const siteSettingNames = (): string[] => schemaKeys("apps/web/app/lib/env.server.ts");
