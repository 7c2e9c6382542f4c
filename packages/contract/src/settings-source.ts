import { readFileSync } from "node:fs";

/**
 * The settings that hold a secret, on the API or the site. Each can also be given as `NAME_FILE`:
 * the path of a file whose contents are the value (Docker and Kubernetes secrets are mounted as
 * files, so the value never appears in the process environment or in `docker inspect`).
 */
export const SECRET_SETTINGS = [
  "API_KEY",
  "DATABASE_URL",
  "SMTP_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "PAYMENT_GATEWAY_USER",
  "PAYMENT_GATEWAY_PASSWORD",
  "PAYMENT_CALLBACK_KEY",
  "STAFF_AUTH_SECRET",
  "COOKIE_SECRET",
  "METRICS_TOKEN",
] as const;

/** Reads a secret file; the default reads it from disk as UTF-8. */
export type SecretFileReader = (path: string) => string;

const readFromDisk: SecretFileReader = (path) => readFileSync(path, "utf8");

/** A file's contents as a setting's value: the line break an editor or `echo` leaves at its end goes. */
function secretFromFile(name: string, path: string, read: SecretFileReader): string {
  let contents: string;
  try {
    contents = read(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`${name}_FILE names ${path}, which cannot be read (${reason})`);
  }
  const value = contents.replace(/[\r\n]+$/, "");
  if (!value) throw new Error(`${name}_FILE names ${path}, which is empty`);
  return value;
}

/**
 * The environment with empty settings left out, and each secret given as `NAME_FILE` read from its
 * file into `NAME`. Compose files pass optional settings as `${NAME:-}`, which sets them to "": an
 * empty value means "not set" (its default applies), not a value that fails its own rule (a token
 * of 0 characters, a count of 0). A secret set both ways, or a file that cannot be read, stops the
 * start with the setting's name.
 */
export function setSettingsOnly(
  source: Record<string, string | undefined>,
  readSecretFile: SecretFileReader = readFromDisk,
): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(source))
    if (value !== undefined && value !== "") set[name] = value;
  for (const name of SECRET_SETTINGS) {
    const path = set[`${name}_FILE`];
    if (path === undefined) continue;
    if (set[name] !== undefined) throw new Error(`Set ${name} or ${name}_FILE, not both`);
    set[name] = secretFromFile(name, path, readSecretFile);
    delete set[`${name}_FILE`];
  }
  return set;
}
