import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiSettingNames, siteSettingNames } from "../settings-names.ts";

const folder = new URL("./", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, folder), "utf8");
const units = readdirSync(folder).filter((name) => /\.(service|timer)$/.test(name));

/** A unit file's settings: section → name → every value given (a name may repeat). */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) {
      const name = section[1] as string;
      current = sections[name] ?? {};
      sections[name] = current;
      continue;
    }
    const at = line.indexOf("=");
    const name = line.slice(0, at);
    current[name] = [...(current[name] ?? []), line.slice(at + 1)];
  }
  return sections;
}
const unit = (name: string) => parseUnit(read(name));
const one = (values: string[] | undefined) => values?.at(-1);

/** The `NAME=value` pairs of every Environment= line of a service. */
const environmentOf = (service: Record<string, string[]>) =>
  Object.fromEntries(
    (service.Environment ?? []).flatMap((line) =>
      line.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string]),
    ),
  );

/** The command-line tools the API's build bundles (apps/api/scripts/build.mjs). */
const apiScripts = [...read("../../apps/api/scripts/build.mjs").matchAll(/"?([\w-]+)"?: "src\//g)].map(
  (m) => m[1],
);

describe("deploy/systemd", () => {
  it("has the API, the site, the release step and a daily backup timer", () => {
    expect(units.sort()).toEqual([
      "thalassa-api.service",
      "thalassa-backup.service",
      "thalassa-backup.timer",
      "thalassa-migrate.service",
      "thalassa-site.service",
    ]);
  });

  it("runs each server from its bundle with its own env file, as a user without privileges, restarted when it stops", () => {
    for (const [name, app, envFile, reads] of [
      ["thalassa-api.service", "apps/api", "/etc/thalassa/api.env", apiSettingNames()],
      ["thalassa-site.service", "apps/web", "/etc/thalassa/site.env", siteSettingNames()],
    ] as const) {
      const service = unit(name).Service ?? {};
      expect(one(service.WorkingDirectory), name).toBe(`/opt/thalassa/current/${app}`);
      expect(one(service.ExecStart), name).toMatch(/ dist\/server\.js$/);
      expect(service.EnvironmentFile, name).toEqual([envFile]);
      expect(one(service.User), name).toBe("thalassa");
      expect(one(service.Restart), name).toBe("always");
      expect(one(service.NoNewPrivileges), name).toBe("yes");
      expect(one(service.ProtectSystem), name).toBe("strict");
      // Only settings the server reads; both listen on loopback only, behind the proxy.
      const environment = environmentOf(service);
      expect(
        Object.keys(environment).filter((key) => !reads.includes(key)),
        name,
      ).toEqual([]);
      expect(environment.API_HOST ?? environment.HOST, name).toBe("127.0.0.1");
      expect(unit(name).Install?.WantedBy, name).toEqual(["multi-user.target"]);
    }
  });

  it("runs the release step before the API, which does not start when it fails", () => {
    const api = unit("thalassa-api.service").Unit ?? {};
    expect(api.Requires).toEqual(["thalassa-migrate.service"]);
    expect(one(api.After)).toContain("thalassa-migrate.service");
    const migrate = unit("thalassa-migrate.service").Service ?? {};
    expect(one(migrate.Type)).toBe("oneshot");
    expect(one(migrate.ExecStart)).toMatch(/ dist\/migrate\.js$/);
    expect(migrate.EnvironmentFile).toEqual(["/etc/thalassa/api.env"]);
  });

  it("backs up daily into a new dated folder readable by the service user only, with commands the API's build makes", () => {
    const timer = unit("thalassa-backup.timer");
    expect(one(timer.Timer?.Unit)).toBe("thalassa-backup.service");
    expect(one(timer.Timer?.OnCalendar)).toMatch(/^\*-\*-\* \d\d:\d\d:\d\d$/);
    expect(one(timer.Timer?.Persistent)).toBe("true");
    const backup = unit("thalassa-backup.service").Service ?? {};
    expect(one(backup.Type)).toBe("oneshot");
    expect(one(backup.UMask)).toBe("0077");
    // A new dated folder under the root each run, then the prune.
    expect(one(backup.ExecStart)).toContain("dist/backup.js --into /var/backups/thalassa");
    expect(backup.ReadWritePaths).toEqual(["/var/backups/thalassa"]);
    for (const script of ["server", "migrate", "backup"]) expect(apiScripts).toContain(script);
  });

  it("are units systemd accepts (systemd-analyze verify; the Node binary aside, which this machine may lack)", (context) => {
    if (spawnSync("systemd-analyze", ["--version"]).status !== 0) return context.skip();
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...units.map((u) => `./${u}`)], {
      cwd: new URL(".", folder).pathname,
      encoding: "utf8",
      timeout: 30_000,
    });
    const complaints = `${result.stdout}${result.stderr}`
      .split("\n")
      .filter((line) => line.trim() && !/Command \/usr\/local\/bin\/node is not executable/.test(line));
    expect(complaints).toEqual([]);
  });
});
