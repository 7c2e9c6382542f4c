import {
  DEMO_API_KEY,
  isReservedAddress,
  type ProductionRule,
  productionRefusal,
  publicSiteUrlRule,
} from "@thalassa/contract/production-profile";
import type { ApiEnv } from "./env.ts";

/** Mail the demo addresses (…@thalassa-group.example) would send: nobody would receive it. */
function addressRule(
  setting: keyof ApiEnv & string,
  whose: string,
  why = "mail to a reserved domain is never delivered",
): ProductionRule<ApiEnv> {
  return {
    setting,
    problem: (env) =>
      isReservedAddress(String(env[setting]))
        ? `is the demo address ${env[setting]}; set ${whose}: ${why}`
        : undefined,
  };
}

/**
 * What a production API needs (ADR 0028), one entry a setting: a new demo default (a storage
 * backend, say) is one more entry. Checked before the API listens or opens its database.
 */
export const apiProductionRules: ProductionRule<ApiEnv>[] = [
  {
    setting: "API_KEY",
    problem: (env) =>
      env.API_KEY === DEMO_API_KEY
        ? "is unset or the public demo key; set a secret of at least 16 characters, the same as the site's: the demo key is in the repository"
        : undefined,
  },
  {
    setting: "STAFF_AUTH_SECRET",
    problem: (env) =>
      env.STAFF_AUTH_SECRET
        ? undefined
        : "is unset; set a random secret of at least 32 characters: it signs staff session cookies, and one derived from the API key can be rebuilt by anyone who knows the key",
  },
  {
    setting: "PAYMENT_GATEWAY_URL",
    problem: (env) =>
      env.PAYMENT_GATEWAY_URL || env.PAYMENT_SANDBOX === "allow"
        ? undefined
        : "is unset; set the bank's REST address with PAYMENT_GATEWAY_USER and PAYMENT_GATEWAY_PASSWORD (or PAYMENT_SANDBOX=allow on purpose): the built-in sandbox takes test cards and issues real gift-card codes unpaid",
  },
  {
    setting: "SMTP_URL",
    problem: (env) =>
      env.SMTP_URL
        ? undefined
        : "is unset; set smtp://user:password@host:port: without it every mail (gift-card codes, notifications) is written to MAIL_OUTBOX_DIR and never sent",
  },
  {
    setting: "DATABASE_URL",
    problem: (env) =>
      env.DATABASE_URL
        ? undefined
        : "is unset; set a PostgreSQL address (postgres://…): the embedded database is one process's, on this disk, for the demo",
  },
  {
    setting: "BLOB_DIR",
    problem: (env) =>
      env.BLOB_STORE === "fs" && !env.BLOB_DIR
        ? "is unset; set a folder on a persistent volume that every API instance shares, or BLOB_STORE=s3 with S3_BUCKET (ADR 0026): uploaded CVs, menus and images would be kept beside the application"
        : undefined,
  },
  {
    setting: "SEED_DEMO_CONTENT",
    problem: (env) =>
      env.SEED_DEMO_CONTENT === "auto" && env.PAYMENT_SANDBOX !== "allow"
        ? "is auto; leave it unset (never in production): an empty production database would be filled with the demo restaurants. Only a staging copy (PAYMENT_SANDBOX=allow) may seed the demo"
        : undefined,
  },
  ...publicSiteUrlRule<ApiEnv>("links in mail and the payment return address lead there"),
  addressRule(
    "MAIL_FROM",
    "the sender the mail relay may send as",
    "relays refuse or bin mail from a reserved domain",
  ),
  addressRule("ENQUIRIES_EMAIL", "the events team's address"),
  addressRule("CATERING_EMAIL", "the catering team's address"),
  addressRule("CAREERS_EMAIL", "the careers team's address"),
  addressRule("GIFT_CARDS_EMAIL", "the gift-card team's address"),
];

/** The message a refused start prints, or undefined when the API may start. */
export function apiProductionRefusal(env: ApiEnv): string | undefined {
  return productionRefusal("The API", apiProductionRules, env);
}

/** In production without a gateway, gift cards are paid in the sandbox: say so at every start. */
export function paysInSandbox(env: ApiEnv): boolean {
  return env.NODE_ENV === "production" && !env.PAYMENT_GATEWAY_URL;
}
