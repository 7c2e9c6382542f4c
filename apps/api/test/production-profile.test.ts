import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readApiEnv } from "../src/env.ts";
import { repoRoot } from "../src/paths.ts";
import { apiProductionRefusal, apiProductionRules } from "../src/production-profile.ts";

const tsxCli = join(repoRoot, "node_modules/tsx/dist/cli.mjs");

/** Every setting a production API needs that a fresh clone leaves at a demo default. */
const REQUIRED = [
  "API_KEY",
  "STAFF_AUTH_SECRET",
  "PAYMENT_GATEWAY_URL",
  "SMTP_URL",
  "DATABASE_URL",
  "PUBLIC_SITE_URL",
  "MAIL_FROM",
  "ENQUIRIES_EMAIL",
  "CATERING_EMAIL",
  "CAREERS_EMAIL",
  "GIFT_CARDS_EMAIL",
  "BLOB_DIR",
];

/** A production environment with every setting given. */
const complete = {
  NODE_ENV: "production",
  API_KEY: "a-production-key-0123456789",
  STAFF_AUTH_SECRET: "s".repeat(40),
  PAYMENT_GATEWAY_URL: "https://gateway.bank.example.com/payment/rest/",
  PAYMENT_GATEWAY_USER: "merchant",
  PAYMENT_GATEWAY_PASSWORD: "merchant-password",
  SMTP_URL: "smtp://mailer:secret@mail.thalassa.com.cy:587",
  DATABASE_URL: "postgres://thalassa:secret@db.internal:5432/thalassa",
  PUBLIC_SITE_URL: "https://www.thalassa.com.cy",
  MAIL_FROM: "Thalassa Group <no-reply@thalassa.com.cy>",
  ENQUIRIES_EMAIL: "events@thalassa.com.cy",
  CATERING_EMAIL: "catering@thalassa.com.cy",
  CAREERS_EMAIL: "careers@thalassa.com.cy",
  GIFT_CARDS_EMAIL: "giftcards@thalassa.com.cy",
  BLOB_DIR: "/var/lib/thalassa/files",
};

/**
 * Runs the API's real start (src/server.ts through tsx, as `npm run dev` does) and waits for it
 * to exit; one that starts listening instead is stopped and reported as started.
 */
function startApi(
  env: Record<string, string>,
): Promise<{ code: number | null; started: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, "src/server.ts"], {
      cwd: join(repoRoot, "apps/api"),
      env: { API_PORT: "0", ...env },
      stdio: "pipe",
    });
    let output = "";
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      if (!started && output.includes("Server listening")) {
        started = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, started, output }));
  });
}

describe("the API's production profile", () => {
  it("refuses to start with NODE_ENV=production and no settings, naming every setting in one message, before opening a database", async () => {
    const dir = await mkdtemp(join(tmpdir(), "production-profile-"));
    try {
      const dataDir = join(dir, "pglite");
      const { code, started, output } = await startApi({ NODE_ENV: "production", DATA_DIR: dataDir });
      expect(started, "the API started listening").toBe(false);
      expect(code, output).not.toBe(0);
      expect(output).toContain("refuses to start with NODE_ENV=production");
      for (const name of REQUIRED) expect(output, name).toMatch(new RegExp(`^  ${name}: `, "m"));
      expect(output.match(/refuses to start/g)).toHaveLength(1);
      expect(existsSync(dataDir), "the embedded database was created").toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("passes with every setting given", () => {
    expect(apiProductionRefusal(readApiEnv(complete))).toBeUndefined();
  });

  it("names each missing setting alone", () => {
    for (const name of REQUIRED) {
      const { [name as keyof typeof complete]: _left, ...rest } = complete;
      const refusal = apiProductionRefusal(readApiEnv(rest));
      expect(refusal, name).toMatch(new RegExp(`^  ${name}: `, "m"));
      expect(
        refusal!.split("\n").filter((line) => line.startsWith("  ")),
        name,
      ).toHaveLength(1);
    }
  });

  it("refuses the demo key, and takes the sandbox gateway only when PAYMENT_SANDBOX=allow asks for it", () => {
    expect(apiProductionRefusal(readApiEnv({ ...complete, API_KEY: "local-demo-api-key-0000" }))).toMatch(
      /^ {2}API_KEY: .*demo key/m,
    );
    const { PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_USER, PAYMENT_GATEWAY_PASSWORD, ...sandbox } = complete;
    expect(apiProductionRefusal(readApiEnv(sandbox))).toMatch(/PAYMENT_GATEWAY_URL/);
    expect(apiProductionRefusal(readApiEnv({ ...sandbox, PAYMENT_SANDBOX: "allow" }))).toBeUndefined();
  });

  it("lets DEMO_DEFAULTS=allow run the demo on localhost only, and leaves development and test alone", () => {
    expect(
      apiProductionRefusal(readApiEnv({ NODE_ENV: "production", DEMO_DEFAULTS: "allow" })),
    ).toBeUndefined();
    const publicSite = apiProductionRefusal(
      readApiEnv({
        NODE_ENV: "production",
        DEMO_DEFAULTS: "allow",
        PUBLIC_SITE_URL: "https://www.thalassa.com.cy",
      }),
    );
    expect(publicSite).toMatch(/^ {2}DEMO_DEFAULTS: /m);
    expect(publicSite).toMatch(/^ {2}API_KEY: /m);
    expect(apiProductionRefusal(readApiEnv({}))).toBeUndefined();
    expect(apiProductionRefusal(readApiEnv({ NODE_ENV: "test" }))).toBeUndefined();
  });

  it("takes an S3-compatible bucket instead of a folder for uploaded files", () => {
    const { BLOB_DIR, ...bucket } = complete;
    expect(apiProductionRefusal(readApiEnv(bucket))).toMatch(/^ {2}BLOB_DIR: /m);
    expect(
      apiProductionRefusal(readApiEnv({ ...bucket, BLOB_STORE: "s3", S3_BUCKET: "thalassa-files" })),
    ).toBeUndefined();
  });

  it("starts a production database empty unless told, and seeds the demo only on a staging copy", () => {
    expect(readApiEnv(complete).SEED_DEMO_CONTENT).toBe("never");
    expect(readApiEnv({ NODE_ENV: "development" }).SEED_DEMO_CONTENT).toBe("auto");
    expect(
      readApiEnv({ NODE_ENV: "production", DEMO_DEFAULTS: "allow", PUBLIC_SITE_URL: "http://localhost:3000" })
        .SEED_DEMO_CONTENT,
    ).toBe("auto");
    const seeding = apiProductionRefusal(readApiEnv({ ...complete, SEED_DEMO_CONTENT: "auto" }));
    expect(seeding?.split("\n").filter((line) => line.startsWith("  "))).toEqual([
      expect.stringMatching(/^ {2}SEED_DEMO_CONTENT: is auto; .*demo restaurants/),
    ]);
    expect(
      apiProductionRefusal(readApiEnv({ ...complete, SEED_DEMO_CONTENT: "auto", PAYMENT_SANDBOX: "allow" })),
    ).toBeUndefined();
  });

  it("has one rule a setting", () => {
    const settings = apiProductionRules.map((rule) => rule.setting);
    expect(new Set(settings).size).toBe(settings.length);
  });
});
