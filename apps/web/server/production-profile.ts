import {
  DEMO_API_KEY,
  isReservedAddress,
  type ProductionRule,
  productionRefusal,
  publicSiteUrlRule,
} from "@thalassa/contract/production-profile";
import type { WebEnv } from "../app/lib/env.server.ts";

/**
 * What a production site needs (ADR 0028), one entry a setting, checked before the site loads
 * its build or listens. A new demo default is one more entry.
 */
export const webProductionRules: ProductionRule<WebEnv>[] = [
  {
    setting: "COOKIE_SECRET",
    problem: (env) =>
      env.COOKIE_SECRET
        ? undefined
        : "is unset; set a random secret of at least 32 characters, the same on every instance: without it each start makes its own, and a form posted without JavaScript loses its outcome on another instance or after a restart",
  },
  {
    setting: "API_KEY",
    problem: (env) =>
      env.API_KEY === DEMO_API_KEY
        ? "is unset or the public demo key; set the API's secret key: the demo key is in the repository"
        : undefined,
  },
  ...publicSiteUrlRule<WebEnv>("canonical addresses, feeds and the form-origin check use it"),
  {
    setting: "ADMIN_EMAIL",
    problem: (env) =>
      isReservedAddress(env.ADMIN_EMAIL)
        ? `is the demo address ${env.ADMIN_EMAIL}; set the address visitors write to when a submission fails: a reserved domain receives no mail`
        : undefined,
  },
];

/** The message a refused start prints, or undefined when the site may start. */
export function webProductionRefusal(env: WebEnv): string | undefined {
  return productionRefusal("The site", webProductionRules, env);
}
