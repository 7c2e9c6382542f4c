import { describe, expect, it } from "vitest";
import { SECRET_SETTINGS, setSettingsOnly } from "./settings-source.ts";

describe("setSettingsOnly", () => {
  it("leaves out empty and missing settings and keeps every other value as it is", () => {
    expect(
      setSettingsOnly({ METRICS_TOKEN: "", SITE_WORKERS: undefined, API_KEY: " k ", PORT: "0" }),
    ).toEqual({
      API_KEY: " k ",
      PORT: "0",
    });
  });

  it("reads every secret NAME_FILE from its file into NAME, without the line break at its end", () => {
    const files: Record<string, string> = {};
    const source: Record<string, string> = {};
    for (const name of SECRET_SETTINGS) {
      files[`/run/secrets/${name}`] = `value of ${name}\n`;
      source[`${name}_FILE`] = `/run/secrets/${name}`;
    }
    const read = (path: string) => {
      const contents = files[path];
      if (contents === undefined) throw Object.assign(new Error("missing"), { code: "ENOENT" });
      return contents;
    };
    expect(setSettingsOnly(source, read)).toEqual(
      Object.fromEntries(SECRET_SETTINGS.map((name) => [name, `value of ${name}`])),
    );
  });

  it("keeps a value's own characters (a password with spaces or '=' inside), dropping only the final CRLF", () => {
    expect(setSettingsOnly({ API_KEY_FILE: "/k" }, () => " a = b \r\n").API_KEY).toBe(" a = b ");
  });

  it("refuses a secret given both ways, a file that cannot be read, and an empty file, naming the setting", () => {
    expect(() => setSettingsOnly({ API_KEY: "x".repeat(16), API_KEY_FILE: "/k" }, () => "y")).toThrow(
      "Set API_KEY or API_KEY_FILE, not both",
    );
    expect(() =>
      setSettingsOnly({ COOKIE_SECRET_FILE: "/nowhere" }, () => {
        throw Object.assign(new Error("no such file"), { code: "ENOENT" });
      }),
    ).toThrow("COOKIE_SECRET_FILE names /nowhere, which cannot be read (ENOENT)");
    expect(() => setSettingsOnly({ STAFF_AUTH_SECRET_FILE: "/e" }, () => "\n")).toThrow(
      "STAFF_AUTH_SECRET_FILE names /e, which is empty",
    );
  });

  it("reads no file for a setting that is not a secret, and an empty NAME_FILE is unset", () => {
    const read = () => {
      throw new Error("read");
    };
    expect(setSettingsOnly({ PORT_FILE: "/p", API_KEY_FILE: "" }, read)).toEqual({ PORT_FILE: "/p" });
  });
});
