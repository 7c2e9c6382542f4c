/**
 * The environment with empty settings left out. Compose files pass optional settings as
 * `${NAME:-}`, which sets them to "": an empty value means "not set" (its default applies), not a
 * value that fails its own rule (a token of 0 characters, a count of 0).
 */
export function setSettingsOnly(source: Record<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(source))
    if (value !== undefined && value !== "") set[name] = value;
  return set;
}
