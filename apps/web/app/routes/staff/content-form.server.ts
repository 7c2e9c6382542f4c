import type { BlockKind } from "@thalassa/contract/blocks";
import {
  type StaffContentType,
  staffBlockContentSchema,
  staffBlockKind,
  staffContentSchemas,
  staffPublishableTypes,
} from "@thalassa/contract/staff";
import { z } from "zod";
import { formShape, type Shape, withChoices } from "../../components/staff/form/schema-shape.ts";
import {
  formReader,
  IMAGE_META,
  IMAGE_UPLOAD,
  readValue,
} from "../../components/staff/form/schema-values.ts";
import { getWebsites } from "../../lib/api.server.ts";
import { refusalMessage, staffApi } from "./staff-api.server.ts";

/** A generated form is big (a hero with a dozen slides) but never this big. */
const MAX_FIELDS = 3000;

export function isPublishable(type: StaffContentType): boolean {
  return (staffPublishableTypes as readonly string[]).includes(type);
}

function shapeFromSchema(schema: z.ZodType): Shape {
  return formShape(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
}

/** Drops the publishing state from a form: the Save draft / Publish buttons set it. */
function withoutStatus(shape: Shape): Shape {
  if (shape.type !== "object") return shape;
  return { ...shape, props: shape.props.filter(([key]) => key !== "status") };
}

/**
 * Block texts the pages render as HTML (through the sanitiser), though the shared block schemas
 * type them as plain strings: edited with the rich-text editor.
 */
const HTML_BLOCK_FIELDS: Partial<Record<BlockKind, string[]>> = {
  RichText: ["value"],
  Feature: ["paragraph"],
};

function withHtml(shape: Shape, keys: string[] | undefined): Shape {
  if (!keys || shape.type !== "object") return shape;
  return {
    ...shape,
    props: shape.props.map(([key, child]): [string, Shape] => [
      key,
      keys.includes(key) && child.type === "text" ? { ...child, format: "html" } : child,
    ]),
  };
}

/**
 * The form of a content type, from its contract schema. A block's form is its kind's content
 * schema under `content` (the page and block it belongs to are fixed once it exists); null when
 * the page has no such block.
 */
export function contentShape(
  type: StaffContentType,
  block?: { page_name: string; block_name: string },
): Shape | null {
  if (type === "blocks") {
    const schema = block ? staffBlockContentSchema(block.page_name, block.block_name) : null;
    const kind = block ? staffBlockKind(block.page_name, block.block_name) : null;
    if (!schema || !kind) return null;
    const content = withHtml(shapeFromSchema(schema), HTML_BLOCK_FIELDS[kind]);
    return {
      type: "object",
      label: "",
      optional: false,
      props: [["content", { ...content, label: "" }]],
    };
  }
  const shape = shapeFromSchema(staffContentSchemas[type] as z.ZodType);
  return isPublishable(type) ? withoutStatus(shape) : shape;
}

/**
 * Website ids are picked by brand name. The brands come from the public API's cached list; when
 * it cannot be read, the field stays a number box rather than failing the page.
 */
export async function withBrandChoices(shape: Shape): Promise<Shape> {
  try {
    const brands = await getWebsites();
    const choices = brands
      .map((brand) => ({ value: brand.id, label: brand.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return withChoices(shape, "website_id", choices);
  } catch {
    return shape;
  }
}

/** Every file field of the form that holds a file, by the path it fills in. */
function uploads(form: FormData): [string, File][] {
  const out: [string, File][] = [];
  for (const [name, value] of form) {
    if (!name.endsWith(`.${IMAGE_UPLOAD}`) || typeof value === "string" || value.size === 0) continue;
    out.push([name.slice(0, -IMAGE_UPLOAD.length - 1), value]);
  }
  return out;
}

/** What the API answers for a stored file: its address, and an image's placeholder and sizes. */
export interface Uploaded {
  url: string;
  blurhash: string | null;
  width: number | null;
  height: number | null;
  variants?: { width: number; url: string }[];
}

/** What a staff member is told when a file they chose is refused, wherever it was sent from. */
export function uploadRefusal(fileName: string, answer: unknown): string {
  return `${fileName}: ${refusalMessage(answer, "the file could not be stored.")}`;
}

/**
 * Sends each chosen file to the API's media endpoint (resized, blurhash computed there) and puts
 * the answer in the form where the file was chosen: an image's url and meta, or a PDF's address.
 */
export async function storeUploads(request: Request, form: FormData): Promise<string | null> {
  for (const [path, file] of uploads(form)) {
    const body = new FormData();
    body.set("file", file, file.name);
    const answer = await staffApi<Uploaded>(request, "staff/media", { body });
    if (!answer.ok) return uploadRefusal(file.name, answer.body);
    const { url, ...meta } = answer.body;
    if (form.has(`${path}.url`)) {
      form.set(`${path}.url`, url);
      form.set(`${path}.${IMAGE_META}`, JSON.stringify(meta));
    } else {
      form.set(path, url);
    }
  }
  return null;
}

/** The posted form, within limits; a refusal says what is wrong. */
export async function readContentForm(request: Request): Promise<FormData | string> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return "The form could not be read. Reload the page and try again.";
  }
  let count = 0;
  for (const _ of form.keys())
    if (++count > MAX_FIELDS) return `The form has more than ${MAX_FIELDS} fields.`;
  return form;
}

/** The write body of the form, as the API's contract schema expects it. */
export function contentBody(shape: Shape, form: FormData): Record<string, unknown> {
  return readValue(shape, "", formReader(form)) as Record<string, unknown>;
}
