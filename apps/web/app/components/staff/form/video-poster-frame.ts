/**
 * A poster frame for a video, taken in the staff member's browser when they choose the file: the
 * server has no video decoder (and should not run one on uploaded files), the browser has one.
 * The frame becomes an ordinary image upload, so the API makes its variants and placeholder as for
 * any other poster.
 */

/** Widest poster kept: posters are shown at most full width, and the API's largest variant is smaller. */
export const POSTER_MAX_WIDTH = 1600;

/**
 * When to take the frame: a tenth into the video, past a fade-in from black (at least 1 s, at most
 * 5 s), and never past its middle so a very short clip still gives one of its own frames. A video
 * whose length the browser does not know (a stream, a damaged header) gives its first frame.
 */
export function posterFrameTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const time = Math.min(Math.max(duration * 0.1, 1), 5, duration / 2);
  return Math.round(time * 100) / 100;
}

/** The poster's size: the video's own, scaled down to `maxWidth` if wider. Null for a video without a picture. */
export function posterFrameSize(
  videoWidth: number,
  videoHeight: number,
  maxWidth = POSTER_MAX_WIDTH,
): { width: number; height: number } | null {
  if (!(videoWidth > 0 && videoHeight > 0)) return null;
  if (videoWidth <= maxWidth) return { width: Math.round(videoWidth), height: Math.round(videoHeight) };
  return { width: maxWidth, height: Math.max(1, Math.round((videoHeight * maxWidth) / videoWidth)) };
}

/** A moment of the video as staff read it on a player: "0:01", "1:05", "0:00.5" for part of a second. */
export function videoClock(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const whole = Math.floor(tenths / 10);
  const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  return tenths % 10 ? `${clock}.${tenths % 10}` : clock;
}

/** The poster file's name, after the video's: "dough.mp4" → "dough-poster.webp". */
export function posterFileName(videoName: string, type: string): string {
  const base = videoName.replace(/\.[^.]*$/, "").replace(/[^a-zA-Z0-9_-]+/g, "-") || "video";
  return `${base}-poster.${type === "image/webp" ? "webp" : "jpg"}`;
}

export interface PosterFrame {
  file: File;
  /** Where in the video the frame was taken, in seconds. */
  time: number;
  width: number;
  height: number;
}

/** How long a video may take to open and seek before the browser is taken not to play it. */
const LOAD_LIMIT_MS = 20_000;

function nextEvent(video: HTMLVideoElement, name: "loadedmetadata" | "seeked" | "loadeddata"): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      video.removeEventListener(name, onEvent);
      video.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => done();
    const onError = () => done(new Error("This browser cannot play the video."));
    const timer = setTimeout(() => done(new Error("The video took too long to open.")), LOAD_LIMIT_MS);
    video.addEventListener(name, onEvent);
    video.addEventListener("error", onError);
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

/**
 * Opens the chosen video in a detached `<video>` (an object address, never sent anywhere), seeks to
 * `posterFrameTime` and draws that frame at the video's size (capped), as WebP where the browser
 * writes it and JPEG where not (a browser without a WebP encoder answers PNG). Rejects when the
 * browser cannot decode the file; the manual poster upload is then the way.
 */
export async function capturePosterFrame(video: File): Promise<PosterFrame> {
  const address = URL.createObjectURL(video);
  const player = document.createElement("video");
  player.muted = true;
  player.playsInline = true;
  player.preload = "auto";
  try {
    const opened = nextEvent(player, "loadedmetadata");
    player.src = address;
    await opened;
    const time = posterFrameTime(player.duration);
    if (time > 0) {
      const seeked = nextEvent(player, "seeked");
      player.currentTime = time;
      await seeked;
    }
    if (player.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await nextEvent(player, "loadeddata");
    const size = posterFrameSize(player.videoWidth, player.videoHeight);
    if (!size) throw new Error("The video has no picture.");
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw the frame.");
    context.drawImage(player, 0, 0, size.width, size.height);
    let blob = await canvasBlob(canvas, "image/webp");
    if (blob?.type !== "image/webp") blob = await canvasBlob(canvas, "image/jpeg");
    if (!blob) throw new Error("This browser cannot save the frame as an image.");
    const file = new File([blob], posterFileName(video.name, blob.type), { type: blob.type });
    return { file, time, ...size };
  } finally {
    player.removeAttribute("src");
    player.load();
    URL.revokeObjectURL(address);
  }
}

/**
 * Puts the frame into a file field as if staff had chosen it there, so the form's usual upload
 * sends it. False where the browser cannot set a field's files (no DataTransfer constructor).
 */
export function putFileInField(input: HTMLInputElement, file: File): boolean {
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    return input.files?.length === 1;
  } catch {
    return false;
  }
}
