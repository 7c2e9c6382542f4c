/**
 * Reads a JSON Schema (what Zod 4's `z.toJSONSchema` makes of a contract schema) into the small
 * set of shapes the staff forms know how to show. A new block kind or content field needs no form
 * code: its schema says what it is. Images are recognised by their fields (url + alt), rich text
 * by `format: "html"` or `contentMediaType: "text/html"` in the schema's metadata.
 */

export type TextFormat =
  | "line"
  | "multiline"
  | "html"
  | "pdf"
  | "date"
  | "time"
  | "datetime"
  | "email"
  | "url";

interface ShapeBase {
  label: string;
  help?: string;
  /** Absent or null is acceptable (not required, or nullable). */
  optional: boolean;
}

export type Shape = ShapeBase &
  (
    | { type: "object"; props: [string, Shape][] }
    | { type: "array"; items: Shape }
    | { type: "text"; format: TextFormat }
    | { type: "number"; integer: boolean; choices?: NumberChoice[] }
    | { type: "boolean"; defaultOn?: boolean }
    | { type: "enum"; options: string[]; optionLabels?: Record<string, string> }
    /** A list of distinct values from a fixed set (allergens, days), shown as checkboxes. */
    | { type: "choices"; options: string[]; optionLabels?: Record<string, string> }
    | { type: "image"; video: boolean }
  );

/** A number picked by name (a brand for a website id). */
export interface NumberChoice {
  value: number;
  label: string;
}

/** The shape with every number field called `key` (at any depth) offered as a list of choices. */
export function withChoices(shape: Shape, key: string, choices: NumberChoice[]): Shape {
  if (shape.type === "array") return { ...shape, items: withChoices(shape.items, key, choices) };
  if (shape.type !== "object") return shape;
  return {
    ...shape,
    props: shape.props.map(([name, child]): [string, Shape] => [
      name,
      name === key && child.type === "number" ? { ...child, choices } : withChoices(child, key, choices),
    ]),
  };
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  /** Words for an enum's stored values, from the contract's `.meta({ optionLabels })`. */
  optionLabels?: Record<string, string>;
  const?: unknown;
  format?: string;
  contentMediaType?: string;
  title?: string;
  description?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  maxLength?: number;
  pattern?: string;
};

/** What a pattern asks for, in words (the contract's own refusal says it again if it is missed). */
function patternHelp(pattern: string | undefined): string | undefined {
  if (!pattern) return undefined;
  if (pattern.startsWith("^[a-z0-9]+(?:-[a-z0-9]+)*")) {
    return "Part of the page's address: lower-case letters, digits and single hyphens, like summer-menu-2026.";
  }
  if (pattern.startsWith("^\\/")) return "A path of this site, starting with /, like /about.";
  if (pattern.includes("\\d{2}:\\d{2}")) return "A time like 19:30.";
  return undefined;
}

/** Fields the API fills in itself; a form never shows them. */
const SERVER_FIELDS = new Set(["id", "created_at", "updated_at"]);
/** Free-text fields long enough for a text area. */
const MULTILINE = /(^|_)(description|paragraph|subtitle|body|summary|address)$/;

/** "meta_title" → "Meta title", "carousel_mobile" → "Carousel mobile". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  const label = words.replace(/\burl\b/g, "URL").replace(/\bcsr\b/g, "CSR");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, "");
  return root.$defs?.[name] ?? {};
}

/** The schema without its null alternative, and whether null was one. */
function withoutNull(schema: JsonSchema, root: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const resolved = resolve(schema, root);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const rest = alternatives.filter((one) => resolve(one, root).type !== "null");
    const nullable = rest.length !== alternatives.length;
    const first = rest.length === 1 && rest[0] ? resolve(rest[0], root) : (rest[0] ?? {});
    return {
      schema: {
        ...first,
        title: resolved.title ?? first.title,
        description: resolved.description ?? first.description,
      },
      nullable,
    };
  }
  if (Array.isArray(resolved.type) && resolved.type.includes("null")) {
    const types = resolved.type.filter((one) => one !== "null");
    return { schema: { ...resolved, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema: resolved, nullable: false };
}

function isImage(schema: JsonSchema): boolean {
  const props = schema.properties;
  return !!props && "url" in props && "alt" in props;
}

function textFormat(key: string, schema: JsonSchema): TextFormat {
  if (schema.format === "html" || schema.contentMediaType === "text/html") return "html";
  if (schema.contentMediaType === "application/pdf") return "pdf";
  if (schema.format === "date") return "date";
  if (schema.format === "time") return "time";
  if (schema.format === "date-time") return "datetime";
  if (schema.format === "email") return "email";
  if (schema.format === "uri") return "url";
  if (MULTILINE.test(key) || (schema.maxLength ?? 0) > 300) return "multiline";
  return "line";
}

/** The shape of one schema node; `key` is its property name, used for labels and text heuristics. */
/** An enum's stored values and, when the contract gives them, the words staff choose them by. */
function enumOptions(schema: JsonSchema): { options: string[]; optionLabels?: Record<string, string> } {
  return {
    options: (schema.enum ?? []).map(String),
    ...(schema.optionLabels ? { optionLabels: schema.optionLabels } : {}),
  };
}

export function shapeOf(node: JsonSchema, key: string, optional: boolean, root: JsonSchema = node): Shape {
  const { schema, nullable } = withoutNull(node, root);
  const base: ShapeBase = {
    label: schema.title ?? humanise(key),
    ...(schema.description || schema.pattern
      ? { help: schema.description ?? patternHelp(schema.pattern) }
      : {}),
    optional: optional || nullable || schema.default !== undefined,
  };
  if (schema.enum) return { ...base, type: "enum", ...enumOptions(schema) };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    if (isImage(schema)) return { ...base, type: "image", video: "poster" in (schema.properties ?? {}) };
    const required = new Set(schema.required ?? []);
    const props = Object.entries(schema.properties ?? {})
      .filter(([name]) => !SERVER_FIELDS.has(name))
      .map(([name, child]): [string, Shape] => [name, shapeOf(child, name, !required.has(name), root)]);
    return { ...base, type: "object", props };
  }
  if (type === "array" && schema.items) {
    const items = withoutNull(schema.items, root).schema;
    if (items.enum) return { ...base, type: "choices", ...enumOptions(items) };
  }
  if (type === "array")
    return { ...base, type: "array", items: shapeOf(schema.items ?? {}, key.replace(/s$/, ""), false, root) };
  if (type === "boolean") return { ...base, type: "boolean", defaultOn: schema.default === true };
  if (type === "integer" || type === "number")
    return { ...base, type: "number", integer: type === "integer" };
  return { ...base, type: "text", format: textFormat(key, schema) };
}

/** The shape of a whole content schema (its root is an object). */
export function formShape(jsonSchema: unknown): Shape {
  return shapeOf(jsonSchema as JsonSchema, "", false);
}
