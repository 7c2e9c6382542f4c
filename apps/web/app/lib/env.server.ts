import { DEMO_API_KEY } from "@thalassa/contract/production-profile";
import { setSettingsOnly } from "@thalassa/contract/settings-source";
import { trustedProxiesSetting } from "@thalassa/contract/trusted-proxies";
import { z } from "zod";

/** Origins the analytics tag (loaded only after consent) reports to. */
const ANALYTICS_ORIGINS =
  "https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com";

/** An origin as a Content-Security-Policy source names it: scheme and host, a "*." host wildcard allowed. */
const CSP_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
/** An exact origin, as a browser sends it in the Origin header. */
const EXACT_ORIGIN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * A setting that lists origins, space- or comma-separated. Each entry ends up in a response
 * header, so a wrong one is named at start rather than sent to every browser.
 */
function originList(fallback: string, pattern: RegExp, shape: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const entries = value.split(/[\s,]+/).filter(Boolean);
      for (const entry of entries.filter((e) => !pattern.test(e))) {
        ctx.addIssue({ code: "custom", message: `"${entry}" is not ${shape}` });
      }
      return entries;
    });
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Where the content API lives, with its base path. */
  API_URL: z.url().default("http://127.0.0.1:4000/api/v1"),
  API_KEY: z.string().min(16, "API_KEY must be at least 16 characters").default(DEMO_API_KEY),
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
  /**
   * Signs the one-time cookie a form post without JavaScript leaves (lib/form-flash.server.ts).
   * Unset, each start makes its own; several instances behind one address need the same one.
   */
  COOKIE_SECRET: z.string().min(32, "COOKIE_SECRET must be at least 32 characters").optional(),
  /**
   * "allow": start with NODE_ENV=production on demo defaults, for the start scripts on this
   * machine only (PUBLIC_SITE_URL on localhost); see server/production-profile.ts.
   */
  DEMO_DEFAULTS: z.enum(["allow"]).optional(),
  /**
   * How many site instances (hosts, containers; not the workers of one start, which share a secret,
   * ADR 0042) serve the public address (ADR 0033). Above 1, COOKIE_SECRET is
   * required whatever NODE_ENV is, so a no-JavaScript form's outcome survives landing on another.
   */
  SITE_INSTANCES: z.coerce.number().int().min(1).default(1),
  /**
   * How many site processes this start runs on the one port (ADR 0042): unset, one per core in
   * production and one with DEMO_DEFAULTS (`npm start`) or in development. Each keeps its own page
   * cache and asks for the content version itself.
   */
  SITE_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** How often the API's content version is asked for, in ms; a change clears the caches. 0: never. */
  CONTENT_VERSION_POLL_MS: z.coerce.number().int().min(0).default(500),
  /**
   * The bearer token GET /metrics asks for (ADR 0033). Unset: metrics are open in development
   * and off in production.
   */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Log lines (JSON, one a line) at this level and above. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Where the site listens: this machine only unless told (ADR 0046). The container image and
   * compose.yaml set HOST=0.0.0.0, where the container's network is the boundary.
   */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** A client slower than this to send its request (slowloris) is cut off, in ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Where a form may post or redirect to besides the site (the payment page), for the CSP. */
  FORM_ACTION_ORIGINS: originList("", CSP_ORIGIN, "an origin such as https://pay.example.com"),
  /** Who may show the site in a frame (the CMS preview); the site alone unless set. */
  FRAME_ANCESTORS: originList("", CSP_ORIGIN, "an origin such as https://cms.example.com"),
  /** Where the page's scripts may connect to besides the site. */
  CONNECT_ORIGINS: originList(ANALYTICS_ORIGINS, CSP_ORIGIN, "an origin such as https://*.example.com"),
  /** Other origins whose form posts the site accepts (CSRF), besides PUBLIC_SITE_URL. */
  TRUSTED_ORIGINS: originList("", EXACT_ORIGIN, "an origin such as https://www.example.com"),
});

/** Several sites behind one address must sign the form-outcome cookie alike. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.SITE_INSTANCES > 1 && !env.COOKIE_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["COOKIE_SECRET"],
      message:
        "COOKIE_SECRET is required with SITE_INSTANCES above 1: set the same random secret of at least 32 characters on every site",
    });
});

export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | undefined;

/** The settings in one environment; a wrong variable throws with its name and what is wrong. */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const result = checkedEnvSchema.safeParse(setSettingsOnly(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The web server's environment, parsed once; a wrong variable stops the start with its name. */
export function getEnv(): WebEnv {
  cached ??= parseWebEnv(process.env);
  return cached;
}
