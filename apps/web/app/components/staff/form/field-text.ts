import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import { staffEditEn } from "../text/staff-edit-en.ts";
import type { StaffTranslate } from "../text/use-staff-text.tsx";
import type { Shape } from "./schema-shape.ts";

/*
 * The content model's labels and help texts in the interface language (ADR 0065). The contract
 * writes them in English (JSON Schema titles and descriptions) and stays so, for the API and its
 * refusals; the staff catalogue's `fields` namespace has each English text, word for word, under
 * a key, and the same key in Greek. An English form is shown exactly as the contract words it.
 */

const KEY_OF_TEXT = new Map(Object.entries(staffEditEn.fields).map(([key, text]) => [text, key]));

/** The catalogue key of a label or help text of the content model, if it has one. */
export function fieldTextKey(english: string): string | undefined {
  return KEY_OF_TEXT.get(english);
}

type Translate = (english: string) => string;

function translated(shape: Shape, text: Translate, value: (option: string) => string): Shape {
  const base = {
    ...shape,
    label: shape.label && text(shape.label),
    ...(shape.help ? { help: text(shape.help) } : {}),
  } as Shape;
  switch (base.type) {
    case "object":
      return {
        ...base,
        props: base.props.map(([key, child]): [string, Shape] => [key, translated(child, text, value)]),
      };
    case "array":
      return { ...base, items: translated(base.items, text, value) };
    case "enum":
    case "choices":
      return {
        ...base,
        optionLabels: Object.fromEntries(
          base.options.map((option) => {
            const words = base.optionLabels?.[option];
            return [option, words ? text(words) : value(option)];
          }),
        ),
      };
    default:
      return base;
  }
}

/** A form's shape with its labels, help texts and choices' words in the interface language. */
export function shapeIn(shape: Shape, language: StaffInterfaceLanguage, t: StaffTranslate): Shape {
  if (language === "en") return shape;
  const text: Translate = (english) => {
    const key = fieldTextKey(english);
    return key ? t(`fields.${key}` as Parameters<StaffTranslate>[0]) : english;
  };
  const value = (option: string) =>
    option in staffEditEn.fieldValues
      ? t(`fieldValues.${option}` as Parameters<StaffTranslate>[0])
      : option.replace(/_/g, " ");
  return translated(shape, text, value);
}

/** A revision's field path ("Translations › Greek › Title") in the interface language. */
export function fieldPathIn(label: string, language: StaffInterfaceLanguage, t: StaffTranslate): string {
  if (language === "en") return label;
  return label
    .split(" › ")
    .map((part) => {
      const key = fieldTextKey(part);
      return key ? t(`fields.${key}` as Parameters<StaffTranslate>[0]) : part;
    })
    .join(" › ");
}
