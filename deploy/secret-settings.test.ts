import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SECRET_SETTINGS } from "@thalassa/contract/settings-source";
import { describe, expect, it } from "vitest";
import { readApiEnv } from "../apps/api/src/env.ts";
import { parseWebEnv } from "../apps/web/app/lib/env.server.ts";
import { apiSettingNames, siteSettingNames } from "./settings-names.ts";

/** A setting holds a secret when its name says so, or it is a URL or account that carries a credential. */
const looksSecret = (name: string) =>
  /(KEY|SECRET|PASSWORD|TOKEN)(_ID)?$/.test(name) ||
  ["DATABASE_URL", "SMTP_URL", "PAYMENT_GATEWAY_USER"].includes(name);

const dir = mkdtempSync(join(tmpdir(), "thalassa-secrets-"));
function secretFile(name: string, value: string): string {
  const path = join(dir, name);
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return path;
}

describe("secret settings", () => {
  it("are the settings of either server that hold a secret, and nothing else", () => {
    const api = apiSettingNames();
    const site = siteSettingNames();
    expect(api).toContain("STAFF_AUTH_SECRET");
    expect(site).toContain("COOKIE_SECRET");
    const secrets = [...new Set([...api, ...site].filter(looksSecret))].sort();
    expect([...SECRET_SETTINGS].sort()).toEqual(secrets);
  });

  it("are read from NAME_FILE by the API", () => {
    const values: Record<string, string> = {
      API_KEY: "k".repeat(24),
      DATABASE_URL: "postgres://thalassa:0a1b2c@db:5432/thalassa",
      SMTP_URL: "smtp://mailer:s3cret@relay:587",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "s".repeat(40),
      PAYMENT_GATEWAY_USER: "merchant-api",
      PAYMENT_GATEWAY_PASSWORD: "p".repeat(20),
      PAYMENT_CALLBACK_KEY: "c".repeat(32),
      STAFF_AUTH_SECRET: "a".repeat(64),
      METRICS_TOKEN: "m".repeat(32),
    };
    const source = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [`${name}_FILE`, secretFile(`api-${name}`, value)]),
    );
    const env = readApiEnv({ ...source, PAYMENT_GATEWAY_URL: "https://gateway.example/payment/rest/" });
    for (const [name, value] of Object.entries(values)) expect(env[name as keyof typeof env]).toBe(value);
    const apiSecrets = SECRET_SETTINGS.filter((name) => apiSettingNames().includes(name));
    expect(Object.keys(values).sort()).toEqual([...apiSecrets].sort());
  });

  it("are read from NAME_FILE by the site", () => {
    const values: Record<string, string> = {
      API_KEY: "k".repeat(24),
      COOKIE_SECRET: "c".repeat(64),
      METRICS_TOKEN: "m".repeat(32),
    };
    const source = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [`${name}_FILE`, secretFile(`site-${name}`, value)]),
    );
    const env = parseWebEnv(source);
    for (const [name, value] of Object.entries(values)) expect(env[name as keyof typeof env]).toBe(value);
    const siteSecrets = SECRET_SETTINGS.filter((name) => siteSettingNames().includes(name));
    expect(Object.keys(values).sort()).toEqual([...siteSecrets].sort());
  });

  it("stop a start that names a missing file, with the setting's name", () => {
    expect(() => readApiEnv({ STAFF_AUTH_SECRET_FILE: join(dir, "missing") })).toThrow(
      /STAFF_AUTH_SECRET_FILE names .*missing, which cannot be read \(ENOENT\)/,
    );
    expect(() => parseWebEnv({ COOKIE_SECRET_FILE: join(dir, "missing") })).toThrow(/COOKIE_SECRET_FILE/);
  });
});
