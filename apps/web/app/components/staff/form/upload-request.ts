/*
 * One file sent to the site's upload address with XMLHttpRequest, whose upload events report the
 * bytes sent (fetch reports none), so the form can show how far its files have gone.
 */

/** Where a staff form's files are stored before the form is saved (routes/staff/media-upload.ts). */
export const UPLOAD_ADDRESS = "/staff/media/upload";

/** A stored file: its address, and an image's placeholder, size and sizes. */
export type StoredFile = { url: string } & Record<string, unknown>;

export type UploadResult =
  | { kind: "stored"; stored: StoredFile }
  /** The site refused the file and said why (too large, not a picture). */
  | { kind: "refused"; message: string }
  /** No usable answer (offline, signed out, a proxy's page): the form's own post can try. */
  | { kind: "unanswered" };

export function sendFile(file: File, onSent: (bytes: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ADDRESS);
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    // The event's total includes the multipart framing: its share is scaled to the file's size.
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        onSent(Math.min(file.size, (event.loaded / event.total) * file.size));
    });
    request.addEventListener("load", () => {
      const answer = request.response as { url?: unknown; message?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && typeof answer?.url === "string") {
        onSent(file.size);
        resolve({ kind: "stored", stored: answer as StoredFile });
      } else if (
        request.status >= 400 &&
        request.status < 500 &&
        request.status !== 401 &&
        typeof answer?.message === "string"
      ) {
        resolve({ kind: "refused", message: answer.message });
      } else {
        resolve({ kind: "unanswered" });
      }
    });
    request.addEventListener("error", () => resolve({ kind: "unanswered" }));
    request.addEventListener("abort", () => resolve({ kind: "unanswered" }));
    const body = new FormData();
    body.set("file", file, file.name);
    request.send(body);
  });
}

/** "Uploading: 42 %" from the bytes sent of all the form's files. */
export function progressPercent(sent: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}
