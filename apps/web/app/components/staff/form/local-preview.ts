import { useCallback, useEffect, useState } from "react";

/*
 * A file chosen in an image or video field, shown at once from this device (an object URL) until
 * the form is saved and the uploaded picture takes its place.
 */

export interface LocalPreview {
  url: string;
  video: boolean;
}

export function isVideoFile(file: File): boolean {
  return /^video\/(mp4|webm)$/.test(file.type) || /\.(mp4|webm)$/i.test(file.name);
}

/** The preview of the file an input holds, replaced when another is chosen and let go when gone. */
export function useLocalPreview() {
  const [preview, setPreview] = useState<LocalPreview | null>(null);
  // Each object URL holds its file in memory until it is revoked.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);
  const show = useCallback((file: File | null | undefined) => {
    setPreview(file && file.size > 0 ? { url: URL.createObjectURL(file), video: isVideoFile(file) } : null);
  }, []);
  return { preview, show };
}
