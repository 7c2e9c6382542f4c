import { trustedProxiesSetting } from "@thalassa/contract/trusted-proxies";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Where the content API lives, with its base path. */
  API_URL: z.url().default("http://127.0.0.1:4000/api/v1"),
  API_KEY: z.string().min(16, "API_KEY must be at least 16 characters").default("local-demo-api-key-0000"),
  /** The site's public origin, for canonical URLs and links in feeds. */
  PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  /** Where visitors write when a submission fails (SPEC §8 {email}). */
  ADMIN_EMAIL: z.email().default("info@thalassa-group.example"),
  /** How long one API call may take before it counts as TIMEOUT_ERROR, in ms. */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** How long a rendered page is sent to other visitors before it is rendered again, in ms; 0 renders every request. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  /** The most rendered pages may take in memory, in MiB. */
  PAGE_CACHE_MIB: z.coerce.number().int().positive().default(64),
  /**
   * The proxies in front of the site (a load balancer, nginx) whose X-Forwarded-For and
   * X-Forwarded-Host are believed; loopback unless set, "none" for none. The visitor's address
   * taken from them is what the API's rate limit counts.
   */
  SITE_TRUSTED_PROXIES: trustedProxiesSetting,
});

export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | undefined;

/** The web server's environment, parsed once; a wrong variable stops the start with its name. */
export function getEnv(): WebEnv {
  if (cached) return cached;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web environment:\n${lines.join("\n")}`);
  }
  cached = result.data;
  return cached;
}
