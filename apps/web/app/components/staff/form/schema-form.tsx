import { createContext, useContext } from "react";
import { useStaffText } from "../text/use-staff-text.tsx";
import {
  asText,
  describedBy,
  ErrorText,
  type FieldErrors,
  type FieldProps,
  fieldId,
  Help,
  Optional,
} from "./field-parts.tsx";
import { FirstFold, Fold, firstListPath, hasErrorUnder, itemSummary, useFirstFold } from "./folds.tsx";
import { ImageField } from "./media-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";
import type { Shape } from "./schema-shape.ts";
import { COUNT, IMAGE_UPLOAD, join, REMOVE } from "./schema-values.ts";
import { toSiteInput } from "./site-time.ts";

const INPUT_TYPES = {
  date: "date",
  time: "time",
  datetime: "datetime-local",
  email: "email",
  url: "url",
} as const;

/** A PDF's address, or a new PDF to upload in its place. */
function PdfControl({ id, name, defaultValue, ...rest }: { id: string; name: string; defaultValue: string }) {
  const { t } = useStaffText();
  const uploadId = `${id}-upload`;
  return (
    <>
      <input {...rest} id={id} name={name} type="text" defaultValue={defaultValue} required={false} />
      <label className="staff-field__sub" htmlFor={uploadId}>
        {t("edit.orUploadPdf")}
      </label>
      <input id={uploadId} name={join(name, IMAGE_UPLOAD)} type="file" accept="application/pdf" />
    </>
  );
}

function TextField({ shape, path, value, errors }: FieldProps) {
  if (shape.type !== "text") return null;
  const id = fieldId(path);
  const common = {
    id,
    name: path,
    defaultValue: shape.format === "datetime" ? toSiteInput(value) : asText(value),
    required: !shape.optional && shape.format !== "html",
    "aria-invalid": errors[path]?.[0] ? true : undefined,
    "aria-describedby": describedBy(path, errors, shape.help),
  };
  let control: React.ReactNode;
  if (shape.format === "html") control = <RichTextField {...common} label={shape.label} />;
  else if (shape.format === "pdf") control = <PdfControl {...common} />;
  else if (shape.format === "multiline") control = <textarea {...common} rows={4} />;
  else {
    const type = shape.format === "line" ? "text" : INPUT_TYPES[shape.format];
    control = <input {...common} type={type} />;
  }
  return (
    <div className="staff-field">
      <label htmlFor={id} id={`${id}-label`}>
        {shape.label}
        {shape.optional ? <Optional /> : null}
      </label>
      <Help path={path} text={shape.help} />
      {control}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

/**
 * How many list items hold this field. A list at the top folds, with its items; a list in an
 * item (a section's dishes) shows open with its items folded; deeper (a dish's prices) nothing folds.
 */
const ListDepth = createContext(0);

function ArrayField({ shape, path, value, errors }: FieldProps) {
  const { t } = useStaffText();
  const firstFold = useFirstFold();
  const depth = useContext(ListDepth);
  if (shape.type !== "array") return null;
  const items = Array.isArray(value) ? value : [];
  // One blank item more than there is, so a new one can be added without JavaScript.
  const shown = [...items, undefined];
  const itemLabel = shape.items.label;
  const foldsItems = shape.items.type === "object" && depth < 2;
  const list = (
    <fieldset className="staff-fieldset staff-array">
      <legend>{shape.label}</legend>
      <input type="hidden" name={join(path, COUNT)} value={shown.length} />
      {shown.map((item, index) => {
        const itemPath = join(path, index);
        const isNew = index === items.length;
        const title = isNew
          ? t("edit.newItem", { item: itemLabel.toLowerCase() })
          : `${itemLabel} ${index + 1}`;
        const fields = (
          <>
            <SchemaField
              shape={{ ...shape.items, label: title }}
              path={itemPath}
              value={item}
              errors={errors}
            />
            {isNew ? null : (
              <label className="staff-check">
                <input type="checkbox" name={join(itemPath, REMOVE)} value="1" />{" "}
                {t("edit.remove", { item: title.toLowerCase() })}
              </label>
            )}
          </>
        );
        return foldsItems ? (
          <Fold
            key={index}
            className="staff-array__item"
            summary={itemSummary(title, shape.items, item)}
            open={hasErrorUnder(errors, itemPath)}
          >
            {fields}
          </Fold>
        ) : (
          <div className="staff-array__item" key={index}>
            {fields}
          </div>
        );
      })}
    </fieldset>
  );
  if (depth > 0) return <ListDepth.Provider value={depth + 1}>{list}</ListDepth.Provider>;
  return (
    <Fold
      className="staff-fold--list"
      summary={`${shape.label} (${items.length})`}
      open={path === firstFold || hasErrorUnder(errors, path)}
    >
      <ListDepth.Provider value={1}>{list}</ListDepth.Provider>
    </Fold>
  );
}

/** One field of a generated form, whatever its shape. */
export type { FieldErrors };

export function SchemaField({ shape, path, value, errors }: FieldProps) {
  const { t } = useStaffText();
  const id = fieldId(path);
  switch (shape.type) {
    case "object": {
      const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
      // A wrapper of one field ({ value } of SPEC §3, { slides } of a carousel) shows as that
      // field under the wrapper's name: the same names are posted, with one level less to read.
      const [only] = shape.props;
      if (path && shape.props.length === 1 && only) {
        const [key, child] = only;
        const merged = { ...child, label: shape.label, optional: shape.optional || child.optional } as Shape;
        return <SchemaField shape={merged} path={join(path, key)} value={record[key]} errors={errors} />;
      }
      const fields = shape.props.map(([key, child]) => (
        <SchemaField key={key} shape={child} path={join(path, key)} value={record[key]} errors={errors} />
      ));
      // The whole form: its first list starts open (folds.tsx).
      if (!path) return <FirstFold.Provider value={firstListPath(shape)}>{fields}</FirstFold.Provider>;
      if (!shape.label) return <>{fields}</>;
      return (
        <fieldset className="staff-fieldset">
          <legend>
            {shape.label}
            {shape.optional ? <Optional /> : null}
          </legend>
          {fields}
        </fieldset>
      );
    }
    case "array":
      return <ArrayField shape={shape} path={path} value={value} errors={errors} />;
    case "image":
      return <ImageField shape={shape} path={path} value={value} errors={errors} />;
    case "boolean":
      return (
        <div className="staff-field">
          <label className="staff-check" htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={path}
              value="1"
              defaultChecked={value === true || (value === undefined && shape.defaultOn === true)}
            />{" "}
            {shape.label}
          </label>
          <ErrorText path={path} errors={errors} />
        </div>
      );
    case "choices": {
      const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
      return (
        <fieldset className="staff-fieldset staff-choices">
          <legend>{shape.label}</legend>
          {shape.options.map((option) => (
            <label key={option} className="staff-check">
              <input
                type="checkbox"
                name={join(path, option)}
                value="1"
                defaultChecked={chosen.has(option)}
              />{" "}
              {shape.optionLabels?.[option] ?? option.replace(/_/g, " ")}
            </label>
          ))}
          <ErrorText path={path} errors={errors} />
        </fieldset>
      );
    }
    case "enum":
      return (
        <div className="staff-field">
          <label htmlFor={id}>{shape.label}</label>
          <select id={id} name={path} defaultValue={asText(value) || shape.options[0]}>
            {shape.options.map((option) => (
              <option key={option} value={option}>
                {shape.optionLabels?.[option] ?? option.replace(/_/g, " ")}
              </option>
            ))}
          </select>
          <ErrorText path={path} errors={errors} />
        </div>
      );
    case "number":
      if (shape.choices) {
        return (
          <div className="staff-field">
            <label htmlFor={id}>{shape.label}</label>
            <select id={id} name={path} defaultValue={asText(value)} required={!shape.optional}>
              {shape.optional ? <option value="">{t("edit.none")}</option> : null}
              {shape.choices.map((choice) => (
                <option key={choice.value} value={String(choice.value)}>
                  {choice.label}
                </option>
              ))}
            </select>
            <ErrorText path={path} errors={errors} />
          </div>
        );
      }
      return (
        <div className="staff-field">
          <label htmlFor={id}>
            {shape.label}
            {shape.optional ? <Optional /> : null}
          </label>
          <input
            id={id}
            name={path}
            type="number"
            step={shape.integer ? 1 : "any"}
            defaultValue={asText(value)}
            required={!shape.optional}
            aria-invalid={errors[path]?.[0] ? true : undefined}
            aria-describedby={describedBy(path, errors)}
          />
          <ErrorText path={path} errors={errors} />
        </div>
      );
    default:
      return <TextField shape={shape} path={path} value={value} errors={errors} />;
  }
}
