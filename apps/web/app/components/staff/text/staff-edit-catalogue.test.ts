import { pageBlocks } from "@thalassa/contract/blocks";
import { richTextLinkMessage } from "@thalassa/contract/rich-text";
import { staffContentTypes, staffRevisionNotes } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { contentShape } from "../../../routes/staff/content-form.server.ts";
import { fieldTextKey, shapeIn } from "../form/field-text.ts";
import type { Shape } from "../form/schema-shape.ts";
import { sectionKeyOf } from "../frame/staff-sections.ts";
import { staffCatalogues } from "./staff-catalogues.ts";
import { staffTranslator } from "./use-staff-text.tsx";

/** Every content type's form and every page block's, as the edit screens generate them. */
function everyForm(): [string, Shape][] {
  const forms: [string, Shape][] = staffContentTypes
    .filter((type) => type !== "blocks")
    .map((type) => [type, contentShape(type)!]);
  for (const [page, blocks] of Object.entries(pageBlocks)) {
    for (const block of Object.keys(blocks)) {
      forms.push([`${page} · ${block}`, contentShape("blocks", { page_name: page, block_name: block })!]);
    }
  }
  return forms;
}

/** The texts a form shows of its model: labels, help texts, choices' words and bare values. */
function modelTexts(shape: Shape, out = { texts: new Set<string>(), values: new Set<string>() }) {
  if (shape.label) out.texts.add(shape.label);
  if (shape.help) out.texts.add(shape.help);
  if (shape.type === "object") for (const [, child] of shape.props) modelTexts(child, out);
  if (shape.type === "array") modelTexts(shape.items, out);
  if (shape.type === "enum" || shape.type === "choices") {
    for (const option of shape.options) {
      const words = shape.optionLabels?.[option];
      if (words) out.texts.add(words);
      else out.values.add(option);
    }
  }
  return out;
}

const greek = staffTranslator("el", staffCatalogues.el);
const english = staffTranslator("en", staffCatalogues.en);

describe("the content model's labels in the staff catalogue (ADR 0065)", () => {
  const forms = everyForm();

  it("walks every content type and every page block", () => {
    expect(forms.length).toBeGreaterThan(staffContentTypes.length);
    expect(forms.map(([name]) => name)).toContain("home · HeroBlock");
  });

  it.each(forms)("%s: every label, help text and choice has its words in the catalogue", (_, shape) => {
    const { texts, values } = modelTexts(shape);
    expect([...texts].filter((text) => !fieldTextKey(text))).toEqual([]);
    expect([...values].filter((value) => !(value in staffCatalogues.en.fieldValues))).toEqual([]);
  });

  it.each(forms)("%s: in Greek no label, help text or choice is left in English", (_, shape) => {
    const inGreek = shapeIn(shape, "el", greek);
    const words = [...modelTexts(inGreek).texts, ...Object.values(optionWords(inGreek))];
    expect(words.filter((text) => !/\p{Script=Greek}/u.test(text))).toEqual([]);
  });

  it("keeps an English form exactly as the contract words it", () => {
    for (const [, shape] of forms) expect(shapeIn(shape, "en", english)).toBe(shape);
  });

  it("the catalogue's English names items, revisions and the link rule as the lists and the contract do", () => {
    expect(english("richText.linkRefused")).toBe(richTextLinkMessage);
    expect(Object.keys(staffCatalogues.en.singular).sort()).toEqual(
      staffContentTypes.map((type) => sectionKeyOf(type)).sort(),
    );
    expect(Object.values(staffRevisionNotes)).toEqual([
      english("revisions.noteCreate"),
      english("revisions.noteUpdate"),
      english("revisions.noteRestore"),
      english("revisions.noteCsvImport"),
      english("revisions.noteAutosave"),
    ]);
  });

  it("a label or help text the catalogue does not know stays as it is, so a new field still shows", () => {
    const shape: Shape = { type: "text", format: "line", label: "A field added later", optional: false };
    expect(shapeIn(shape, "el", greek).label).toBe("A field added later");
  });
});

/** Every choice's words in a shape (choices translated into optionLabels). */
function optionWords(shape: Shape, out: Record<string, string> = {}): Record<string, string> {
  if (shape.type === "object") for (const [, child] of shape.props) optionWords(child, out);
  if (shape.type === "array") optionWords(shape.items, out);
  if ((shape.type === "enum" || shape.type === "choices") && shape.optionLabels)
    for (const [option, words] of Object.entries(shape.optionLabels)) out[option] = words;
  return out;
}
