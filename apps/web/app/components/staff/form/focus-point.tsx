import { CENTRE_FOCUS } from "@thalassa/contract/image-focus";
import { useCallback, useRef } from "react";
import { flushSync } from "react-dom";
import { useStaffText } from "../text/use-staff-text.tsx";
import { describedBy, ErrorText, type FieldErrors, fieldId } from "./field-parts.tsx";
import { FOCUS, join } from "./schema-values.ts";

/*
 * An image field's focal point: where the picture's subject is, kept in view wherever the site
 * crops the picture to fill a box (a hero slide on a phone, a card). Pointer users click the
 * picture; everyone can type the point into two number fields, which are what the form posts.
 */

/** What is shown to place the point on: a saved or chosen picture, or the file just chosen. */
export interface FocusPicture {
  url: string;
  kind: "image" | "video";
  /** A file chosen on this device and not uploaded yet. */
  local: boolean;
}

type Axis = "x" | "y";
/** The two values as typed (a field may hold a half-typed number). */
export type FocusValues = Record<Axis, string>;

/** A typed percentage as a place on the picture, held to its edges; the centre when not a number. */
function place(raw: string): number {
  const number = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(number)) return 50;
  return Math.min(100, Math.max(0, number));
}

function startValue(focus: unknown, axis: Axis): string {
  const value = focus && typeof focus === "object" ? (focus as Record<string, unknown>)[axis] : undefined;
  return typeof value === "number" || typeof value === "string" ? String(value) : String(CENTRE_FOCUS[axis]);
}

/** The focal point's two values as the fields start: the saved point, or the centre. */
export function startPoint(saved: unknown): FocusValues {
  return { x: startValue(saved, "x"), y: startValue(saved, "y") };
}

const AXES: { axis: Axis; label: "imageField.across" | "imageField.down" }[] = [
  { axis: "x", label: "imageField.across" },
  { axis: "y", label: "imageField.down" },
];

export function FocusPoint({
  path,
  picture,
  point,
  onChange,
  errors,
}: {
  path: string;
  picture: FocusPicture | null;
  point: FocusValues;
  onChange: (point: FocusValues) => void;
  errors: FieldErrors;
}) {
  const { t } = useStaffText();
  const firstInput = useRef<HTMLInputElement>(null);
  // Clicking is a pointer shortcut for the number fields below, which the keyboard uses, so the
  // picture itself is not a control of its own (a button would do nothing from the keyboard). The
  // listener goes on whichever picture is shown, as it comes and goes with the field's choices.
  const area = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const pick = (event: MouseEvent) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return;
        const percent = (offset: number, size: number) =>
          String(Math.round(Math.min(100, Math.max(0, (offset / size) * 100))));
        // A click changes the fields' values without typing: once they hold the new point, the
        // form's listeners (autosave, the live preview, the leave guard) are told as for typing.
        flushSync(() =>
          onChange({
            x: percent(event.clientX - box.left, box.width),
            y: percent(event.clientY - box.top, box.height),
          }),
        );
        firstInput.current?.dispatchEvent(new Event("input", { bubbles: true }));
        firstInput.current?.dispatchEvent(new Event("change", { bubbles: true }));
      };
      element.addEventListener("click", pick);
      return () => element.removeEventListener("click", pick);
    },
    [onChange],
  );

  const focusPath = join(path, FOCUS);
  const marker = { left: `${place(point.x)}%`, top: `${place(point.y)}%` };
  const helpId = `${fieldId(focusPath)}-help`;
  return (
    <fieldset className="staff-fieldset staff-focus" aria-describedby={helpId}>
      <legend>{t("imageField.focalPoint")}</legend>
      <p className="staff-field__help" id={helpId}>
        {t("imageField.focalHelp")} {picture ? t("imageField.focalClick") : t("imageField.focalType")}
      </p>
      {picture ? (
        <div className="staff-focus__picture" ref={area} data-focus-picture="">
          {picture.kind === "video" ? (
            <video
              className="staff-image__preview staff-focus__media"
              src={picture.url}
              muted
              playsInline
              preload="metadata"
            />
          ) : (
            <img className="staff-image__preview staff-focus__media" src={picture.url} alt="" />
          )}
          <span className="staff-focus__marker" style={marker} aria-hidden="true" />
          {picture.local ? <span className="staff-focus__unsaved">{t("imageField.notSavedYet")}</span> : null}
        </div>
      ) : null}
      <div className="staff-focus__values">
        {AXES.map(({ axis, label }) => {
          const name = join(focusPath, axis);
          return (
            <div className="staff-field" key={axis}>
              <label htmlFor={fieldId(name)}>{t(label)}</label>
              <input
                id={fieldId(name)}
                ref={axis === "x" ? firstInput : undefined}
                name={name}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={1}
                value={point[axis]}
                onChange={(event) => onChange({ ...point, [axis]: event.currentTarget.value })}
                aria-invalid={errors[name]?.[0] ? true : undefined}
                aria-describedby={describedBy(name, errors)}
              />
              <ErrorText path={name} errors={errors} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
