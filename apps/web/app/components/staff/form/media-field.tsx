import { useRef, useState } from "react";
import type { MediaChoice } from "../../../routes/staff/media-choices.ts";
import {
  asText,
  describedBy,
  ErrorText,
  type FieldErrors,
  type FieldProps,
  fieldId,
  Help,
} from "./field-parts.tsx";
import { MediaPicker } from "./media-picker.tsx";
import { IMAGE_META, IMAGE_UPLOAD, join, META_OF } from "./schema-values.ts";
import { capturePosterFrame, putFileInField, videoClock } from "./video-poster-frame.ts";

/*
 * The image field of the generated staff form: a picture's address or a new upload, its alt text;
 * on a field that takes video too, the clip and its poster image, which a frame of the chosen clip
 * can fill in.
 */

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
  pickerLabel,
  picked,
  onPick,
}: {
  path: string;
  url: unknown;
  meta: Record<string, unknown>;
  errors: FieldErrors;
  uploadLabel: string;
  accept: string;
  uploadRef?: React.Ref<HTMLInputElement>;
  onUpload?: (input: HTMLInputElement) => void;
  /** What the library's dialog fills, named for people using a screen reader. */
  pickerLabel: string;
  /** The picture chosen from the library since the page opened, if any. */
  picked: MediaChoice | null;
  onPick: (choice: MediaChoice) => void;
}) {
  const urlPath = join(path, "url");
  const urlInput = useRef<HTMLInputElement>(null);
  // A chosen picture brings its sizes and placeholder, kept for its address like those of the saved one.
  const { url: pickedUrl, alt: _pickedAlt, ...pickedMeta } = picked?.image ?? { url: "" };
  const metaValue = picked
    ? { ...pickedMeta, [META_OF]: pickedUrl }
    : typeof url === "string"
      ? { ...meta, [META_OF]: url }
      : meta;
  const pick = (choice: MediaChoice) => {
    const input = urlInput.current;
    if (input) {
      input.value = choice.image.url;
      // The form's own listeners (autosave, the preview) hear it as typed.
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
      input.focus();
    }
    onPick(choice);
  };
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
          ref={urlInput}
          name={urlPath}
          type="text"
          defaultValue={asText(url)}
          aria-invalid={errors[urlPath]?.[0] ? true : undefined}
          aria-describedby={describedBy(urlPath, errors)}
        />
        <ErrorText path={urlPath} errors={errors} />
      </div>
      <MediaPicker label={pickerLabel} onPick={pick} />
      <input type="hidden" name={join(path, IMAGE_META)} value={JSON.stringify(metaValue)} />
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

export function ImageField({ shape, path, value, errors }: FieldProps) {
  const image = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const { url, alt, poster, ...meta } = image;
  const video = shape.type === "image" && shape.video;
  const posterImage = (poster && typeof poster === "object" ? poster : {}) as Record<string, unknown>;
  const { url: posterUrl, alt: _posterAlt, ...posterMeta } = posterImage;
  const fromVideo = usePosterFromVideo();
  const [picked, setPicked] = useState<MediaChoice | null>(null);
  const [posterPicked, setPosterPicked] = useState<MediaChoice | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const onPick = (choice: MediaChoice) => {
    setPicked(choice);
    // A demo picture comes with its description; one already written is kept.
    if (altInput.current && !altInput.current.value && choice.image.alt)
      altInput.current.value = choice.image.alt;
  };
  const shownUrl = picked ? picked.image.url : meta.type === "video" ? posterUrl : url;
  return (
    <fieldset className="staff-fieldset staff-image">
      <legend>
        {shape.label}
        {shape.optional ? <span className="staff-field__optional"> (optional)</span> : null}
      </legend>
      {/* Where the picture shows and what size to give it. */}
      <Help path={path} text={shape.help} />
      {/* A video shows by its poster; a picture chosen from the library shows at once. */}
      <Thumbnail url={shownUrl} />
      <ImageSource
        path={path}
        url={url}
        meta={video ? meta : { ...meta, ...(poster === undefined ? {} : { poster }) }}
        errors={errors}
        uploadLabel={video ? "Upload an image or a video (MP4 or WebM)" : "Upload an image"}
        accept={video ? `${IMAGE_TYPES},video/mp4,video/webm` : IMAGE_TYPES}
        onUpload={video ? fromVideo.onVideoChosen : undefined}
        pickerLabel={shape.label}
        picked={picked}
        onPick={onPick}
      />
      <div className="staff-field">
        <label htmlFor={fieldId(join(path, "alt"))}>Description for screen readers (alt text)</label>
        <input
          id={fieldId(join(path, "alt"))}
          ref={altInput}
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
            pickerLabel={`the poster of ${shape.label}`}
            picked={posterPicked}
            onPick={setPosterPicked}
          />
          {posterPicked ? <Thumbnail url={posterPicked.image.url} /> : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
