import { useCallback, useRef, useState } from "react";
import type { MediaChoice } from "../../../routes/staff/media-choices.ts";
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
import { type FocusPicture, FocusPoint, type FocusValues, startPoint } from "./focus-point.tsx";
import { isVideoFile, type LocalPreview, useLocalPreview } from "./local-preview.ts";
import { MediaPicker } from "./media-picker.tsx";
import { IMAGE_META, IMAGE_UPLOAD, isVideoAddress, join, META_OF } from "./schema-values.ts";
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
  uploadRef?: React.RefObject<HTMLInputElement | null> | ((element: HTMLInputElement | null) => void);
  onUpload?: (input: HTMLInputElement) => void;
  /** What the library's dialog fills, named for people using a screen reader. */
  pickerLabel: string;
  /** The picture chosen from the library since the page opened, if any. */
  picked: MediaChoice | null;
  onPick: (choice: MediaChoice) => void;
}) {
  const { t } = useStaffText();
  const urlPath = join(path, "url");
  const urlInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const fileRef = (element: HTMLInputElement | null) => {
    fileInput.current = element;
    if (typeof uploadRef === "function") uploadRef(element);
    else if (uploadRef) uploadRef.current = element;
  };
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
    // The file chosen before would be uploaded in its place: the last choice is the one kept.
    const file = fileInput.current;
    if (file?.files?.length) {
      file.value = "";
      onUpload?.(file);
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
          ref={fileRef}
          onChange={onUpload ? (event) => onUpload(event.currentTarget) : undefined}
        />
      </div>
      <div className="staff-field">
        <label htmlFor={fieldId(urlPath)}>{t("imageField.orAddress")}</label>
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

function Thumbnail({ url, local = false }: { url: unknown; local?: boolean }) {
  const { t } = useStaffText();
  // An address that is not an image (a video) shows no thumbnail.
  if (typeof url !== "string" || !url || /\.(mp4|webm|mov)(\?|$)/i.test(url)) return null;
  const image = (
    <img className="staff-image__preview" src={url} alt="" width={160} height={100} loading="lazy" />
  );
  return local ? (
    <div className="staff-focus__picture">
      {image}
      <span className="staff-focus__unsaved">{t("imageField.notSavedYet")}</span>
    </div>
  ) : (
    image
  );
}

/** What the field shows to place its focal point on: the newest choice first, else the saved picture. */
function shownPicture(
  local: LocalPreview | null,
  picked: MediaChoice | null,
  url: unknown,
  posterUrl: unknown,
  isVideo: boolean,
): FocusPicture | null {
  if (local) return { url: local.url, kind: local.video ? "video" : "image", local: true };
  if (picked) return { url: picked.image.url, kind: "image", local: false };
  // A saved video shows by its poster, which is cropped like it.
  const still = isVideo ? posterUrl : url;
  if (typeof still === "string" && still && !isVideoAddress(still))
    return { url: still, kind: "image", local: false };
  return null;
}

/** What the poster part says about a poster taken from the chosen video. */
type PosterFromVideo =
  | { kind: "none" }
  | { kind: "working" }
  | { kind: "failed" }
  | { kind: "taken"; time: number; preview: string };

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
  const { t } = useStaffText();
  let text = "";
  if (state.kind === "working") text = t("imageField.takingPoster");
  else if (state.kind === "failed") text = t("imageField.posterFailed");
  else if (state.kind === "taken") text = t("imageField.posterTaken", { time: videoClock(state.time) });
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
  const { t } = useStaffText();
  const image = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  // The focal point has fields of its own; the meta field keeps what came with the upload.
  const { url, alt, poster, focus, ...meta } = image;
  const video = shape.type === "image" && shape.video;
  const posterImage = (poster && typeof poster === "object" ? poster : {}) as Record<string, unknown>;
  const { url: posterUrl, alt: _posterAlt, ...posterMeta } = posterImage;
  const fromVideo = usePosterFromVideo();
  const [picked, setPicked] = useState<MediaChoice | null>(null);
  const [posterPicked, setPosterPicked] = useState<MediaChoice | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const upload = useLocalPreview();
  const posterUpload = useLocalPreview();
  const [point, setPoint] = useState<FocusValues>(() => startPoint(focus));
  const onPoint = useCallback((next: FocusValues) => setPoint(next), []);
  // Another picture has its subject elsewhere: its focal point starts at the centre again.
  const recentre = () => setPoint(startPoint(null));
  const onFileChosen = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    upload.show(file);
    if (file) {
      setPicked(null);
      recentre();
    }
    if (video) void fromVideo.onVideoChosen(input);
  };
  const onPosterFileChosen = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    posterUpload.show(file && !isVideoFile(file) ? file : null);
    if (file) setPosterPicked(null);
    fromVideo.onPosterChosen(input);
  };
  const onPick = (choice: MediaChoice) => {
    setPicked(choice);
    recentre();
    // A demo picture comes with its description; one already written is kept.
    if (altInput.current && !altInput.current.value && choice.image.alt)
      altInput.current.value = choice.image.alt;
  };
  const picture = shownPicture(upload.preview, picked, url, posterUrl, meta.type === "video");
  const hasMedia = Boolean(upload.preview || picked || (typeof url === "string" && url.trim()));
  return (
    <fieldset className="staff-fieldset staff-image">
      <legend>
        {shape.label}
        {shape.optional ? <Optional /> : null}
      </legend>
      {/* Where the picture shows and what size to give it. */}
      <Help path={path} text={shape.help} />
      <ImageSource
        path={path}
        url={url}
        meta={video ? meta : { ...meta, ...(poster === undefined ? {} : { poster }) }}
        errors={errors}
        uploadLabel={video ? t("imageField.uploadImageOrVideo") : t("imageField.uploadImage")}
        accept={video ? `${IMAGE_TYPES},video/mp4,video/webm` : IMAGE_TYPES}
        onUpload={onFileChosen}
        pickerLabel={shape.label}
        picked={picked}
        onPick={onPick}
      />
      <div className="staff-field">
        <label htmlFor={fieldId(join(path, "alt"))}>{t("imageField.alt")}</label>
        <input
          id={fieldId(join(path, "alt"))}
          ref={altInput}
          name={join(path, "alt")}
          type="text"
          defaultValue={asText(alt)}
        />
      </div>
      {/*
       * The picture (a new choice replaces the saved one at once, marked until it is saved) with its
       * focal point. Without a picture there is nothing to crop, so no point to set.
       */}
      {hasMedia ? (
        <FocusPoint path={path} picture={picture} point={point} onChange={onPoint} errors={errors} />
      ) : null}
      {video ? (
        <fieldset className="staff-fieldset staff-image__poster">
          <legend>
            {t("imageField.poster")} <span className="staff-field__optional">{t("imageField.forVideo")}</span>
          </legend>
          <p className="staff-field__help">{t("imageField.posterHelp")}</p>
          <PosterFromVideoStatus state={fromVideo.state} />
          <ImageSource
            path={join(path, "poster")}
            url={posterUrl}
            meta={posterMeta}
            errors={errors}
            uploadLabel={t("imageField.uploadPoster")}
            accept={IMAGE_TYPES}
            uploadRef={fromVideo.posterInput}
            onUpload={onPosterFileChosen}
            pickerLabel={t("imageField.posterOf", { label: shape.label })}
            picked={posterPicked}
            onPick={setPosterPicked}
          />
          {posterUpload.preview ? (
            <Thumbnail url={posterUpload.preview.url} local />
          ) : posterPicked ? (
            <Thumbnail url={posterPicked.image.url} />
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
