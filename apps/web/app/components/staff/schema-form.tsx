import { useRef, useState } from "react";
import { RichTextField } from "./rich-text-field.tsx";
import type { Shape } from "./schema-shape.ts";
import { COUNT, IMAGE_META, IMAGE_UPLOAD, join, META_OF, REMOVE } from "./schema-values.ts";
import { toSiteInput } from "./site-time.ts";
import { capturePosterFrame, putFileInField, videoClock } from "./video-poster-frame.ts";

/** Field errors of a refused save, by dotted path ("images.small.url"). */
export type FieldErrors = Record<string, string[] | undefined>;

interface FieldProps {
  shape: Shape;
  path: string;
  value: unknown;
  errors: FieldErrors;
}

/** A safe, unique id for a field path (ids may hold dots, but CSS selectors then need escaping). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

function ErrorText({ path, errors }: { path: string; errors: FieldErrors }) {
  const message = errors[path]?.[0];
  if (!message) return null;
  return (
    <p className="staff-field__error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  );
}

function describedBy(path: string, errors: FieldErrors, help?: string): string | undefined {
  const ids = [help ? `${fieldId(path)}-help` : "", errors[path]?.[0] ? `${fieldId(path)}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

function Help({ path, text }: { path: string; text?: string }) {
  return text ? (
    <p className="staff-field__help" id={`${fieldId(path)}-help`}>
      {text}
    </p>
  ) : null;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

const INPUT_TYPES = {
  date: "date",
  time: "time",
  datetime: "datetime-local",
  email: "email",
  url: "url",
} as const;

/** A PDF's address, or a new PDF to upload in its place. */
function PdfControl({ id, name, defaultValue, ...rest }: { id: string; name: string; defaultValue: string }) {
  const uploadId = `${id}-upload`;
  return (
    <>
      <input {...rest} id={id} name={name} type="text" defaultValue={defaultValue} required={false} />
      <label className="staff-field__sub" htmlFor={uploadId}>
        …or upload a PDF
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
        {shape.optional ? <span className="staff-field__optional"> (optional)</span> : null}
      </label>
      <Help path={path} text={shape.help} />
      {control}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** An image's upload and address fields, under `path` (its url, its meta and its file). */
function ImageSource({
  path,
  url,
  meta,
  errors,
  uploadLabel,
  accept,
  uploadRef,
  onUpload,
}: {
  path: string;
  url: unknown;
  meta: Record<string, unknown>;
  errors: FieldErrors;
  uploadLabel: string;
  accept: string;
  uploadRef?: React.Ref<HTMLInputElement>;
  onUpload?: (input: HTMLInputElement) => void;
}) {
  const urlPath = join(path, "url");
  return (
    <>
      <div className="staff-field">
        <label htmlFor={fieldId(join(path, IMAGE_UPLOAD))}>{uploadLabel}</label>
        <input
          id={fieldId(join(path, IMAGE_UPLOAD))}
          name={join(path, IMAGE_UPLOAD)}
          type="file"
          accept={accept}
          ref={uploadRef}
          onChange={onUpload ? (event) => onUpload(event.currentTarget) : undefined}
        />
      </div>
      <div className="staff-field">
        <label htmlFor={fieldId(urlPath)}>…or its address</label>
        <input
          id={fieldId(urlPath)}
          name={urlPath}
          type="text"
          defaultValue={asText(url)}
          aria-invalid={errors[urlPath]?.[0] ? true : undefined}
          aria-describedby={describedBy(urlPath, errors)}
        />
        <ErrorText path={urlPath} errors={errors} />
      </div>
      <input
        type="hidden"
        name={join(path, IMAGE_META)}
        value={JSON.stringify(typeof url === "string" ? { ...meta, [META_OF]: url } : meta)}
      />
    </>
  );
}

function Thumbnail({ url }: { url: unknown }) {
  // An address that is not an image (a video) shows no thumbnail.
  if (typeof url !== "string" || !url || /\.(mp4|webm|mov)(\?|$)/i.test(url)) return null;
  return <img className="staff-image__preview" src={url} alt="" width={160} height={100} loading="lazy" />;
}

/** What the poster part says about a poster taken from the chosen video. */
type PosterFromVideo =
  | { kind: "none" }
  | { kind: "working" }
  | { kind: "failed" }
  | { kind: "taken"; time: number; preview: string };

function isVideoFile(file: File): boolean {
  return /^video\/(mp4|webm)$/.test(file.type) || /\.(mp4|webm)$/i.test(file.name);
}

function dataAddress(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });
}

/**
 * With JavaScript, choosing a video fills the poster's upload with a frame of it (taken in the
 * browser, see video-poster-frame.ts), which the form then uploads like a poster chosen by hand.
 * A poster staff chose themselves is never replaced; choosing one replaces the taken frame.
 */
function usePosterFromVideo() {
  const posterInput = useRef<HTMLInputElement>(null);
  const taken = useRef<File | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<PosterFromVideo>({ kind: "none" });

  const onVideoChosen = async (input: HTMLInputElement) => {
    const run = ++latest.current;
    const target = posterInput.current;
    const current = target?.files?.[0];
    if (!target || (current && current !== taken.current)) return;
    const file = input.files?.[0];
    if (!file || !isVideoFile(file)) {
      // An image (or nothing) now: a frame of the earlier video would be uploaded for nothing.
      if (current) target.value = "";
      taken.current = null;
      setState({ kind: "none" });
      return;
    }
    setState({ kind: "working" });
    try {
      const frame = await capturePosterFrame(file);
      if (run !== latest.current) return;
      if (!putFileInField(target, frame.file)) throw new Error("The poster field cannot be filled.");
      taken.current = frame.file;
      setState({ kind: "taken", time: frame.time, preview: await dataAddress(frame.file) });
    } catch {
      if (run === latest.current) setState({ kind: "failed" });
    }
  };

  const onPosterChosen = (input: HTMLInputElement) => {
    if (input.files?.[0] === taken.current) return;
    latest.current++;
    taken.current = null;
    setState({ kind: "none" });
  };

  return { posterInput, state, onVideoChosen, onPosterChosen };
}

function PosterFromVideoStatus({ state }: { state: PosterFromVideo }) {
  let text = "";
  if (state.kind === "working") text = "Taking a poster from the video…";
  else if (state.kind === "failed")
    text = "This browser could not take a poster from the video: upload one below.";
  else if (state.kind === "taken")
    text = `Poster taken from the video at ${videoClock(state.time)} — replace it below.`;
  return (
    <>
      {/* A live region that is always there, so the change of text is read out. */}
      <p className="staff-field__help staff-image__from-video" aria-live="polite">
        {text}
      </p>
      {state.kind === "taken" && state.preview ? (
        <img className="staff-image__preview" src={state.preview} alt="" width={160} height={100} />
      ) : null}
    </>
  );
}

function ImageField({ shape, path, value, errors }: FieldProps) {
  const image = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const { url, alt, poster, ...meta } = image;
  const video = shape.type === "image" && shape.video;
  const posterImage = (poster && typeof poster === "object" ? poster : {}) as Record<string, unknown>;
  const { url: posterUrl, alt: _posterAlt, ...posterMeta } = posterImage;
  const fromVideo = usePosterFromVideo();
  return (
    <fieldset className="staff-fieldset staff-image">
      <legend>
        {shape.label}
        {shape.optional ? <span className="staff-field__optional"> (optional)</span> : null}
      </legend>
      {/* A video shows by its poster. */}
      <Thumbnail url={meta.type === "video" ? posterUrl : url} />
      <ImageSource
        path={path}
        url={url}
        meta={video ? meta : { ...meta, ...(poster === undefined ? {} : { poster }) }}
        errors={errors}
        uploadLabel={video ? "Upload an image or a video (MP4 or WebM)" : "Upload an image"}
        accept={video ? `${IMAGE_TYPES},video/mp4,video/webm` : IMAGE_TYPES}
        onUpload={video ? fromVideo.onVideoChosen : undefined}
      />
      <div className="staff-field">
        <label htmlFor={fieldId(join(path, "alt"))}>Description for screen readers (alt text)</label>
        <input
          id={fieldId(join(path, "alt"))}
          name={join(path, "alt")}
          type="text"
          defaultValue={asText(alt)}
        />
      </div>
      {video ? (
        <fieldset className="staff-fieldset staff-image__poster">
          <legend>
            Poster image <span className="staff-field__optional">(for a video)</span>
          </legend>
          <p className="staff-field__help">
            Shown before the video plays, while it loads, and instead of it for visitors who ask for less
            motion. Choose a frame of the video, exported as an image.
          </p>
          <PosterFromVideoStatus state={fromVideo.state} />
          <ImageSource
            path={join(path, "poster")}
            url={posterUrl}
            meta={posterMeta}
            errors={errors}
            uploadLabel="Upload a poster image"
            accept={IMAGE_TYPES}
            uploadRef={fromVideo.posterInput}
            onUpload={fromVideo.onPosterChosen}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function ArrayField({ shape, path, value, errors }: FieldProps) {
  if (shape.type !== "array") return null;
  const items = Array.isArray(value) ? value : [];
  // One blank item more than there is, so a new one can be added without JavaScript.
  const shown = [...items, undefined];
  const itemLabel = shape.items.label;
  return (
    <fieldset className="staff-fieldset staff-array">
      <legend>{shape.label}</legend>
      <input type="hidden" name={join(path, COUNT)} value={shown.length} />
      {shown.map((item, index) => {
        const itemPath = join(path, index);
        const isNew = index === items.length;
        const title = isNew ? `New ${itemLabel.toLowerCase()}` : `${itemLabel} ${index + 1}`;
        return (
          <div className="staff-array__item" key={index}>
            <SchemaField
              shape={{ ...shape.items, label: title }}
              path={itemPath}
              value={item}
              errors={errors}
            />
            {isNew ? null : (
              <label className="staff-check">
                <input type="checkbox" name={join(itemPath, REMOVE)} value="1" /> Remove {title.toLowerCase()}
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** One field of a generated form, whatever its shape. */
export function SchemaField({ shape, path, value, errors }: FieldProps) {
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
      if (!path || !shape.label) return <>{fields}</>;
      return (
        <fieldset className="staff-fieldset">
          <legend>
            {shape.label}
            {shape.optional ? <span className="staff-field__optional"> (optional)</span> : null}
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
              {option.replace(/_/g, " ")}
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
                {option.replace(/_/g, " ")}
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
              {shape.optional ? <option value="">None</option> : null}
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
            {shape.optional ? <span className="staff-field__optional"> (optional)</span> : null}
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
