import { type Ref, useEffect, useRef, useState } from "react";
import { useStaffText } from "../text/use-staff-text.tsx";

/** The widths a preview frame is shown at: a common phone's and a laptop's (ADR 0063). */
export const PREVIEW_DEVICES = { desktop: 1280, phone: 390 } as const;
type Device = keyof typeof PREVIEW_DEVICES;
const DEVICE_LABELS = { desktop: "preview.desktop", phone: "preview.phone" } as const;

interface PreviewViewportProps {
  src: string;
  title: string;
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * A preview frame at the width of a desktop or a phone, as two buttons with aria-pressed. The frame
 * is laid out at that width, so the page's own breakpoints apply as on the device, and scaled down
 * to fit the column (never up), its visible height staying the same.
 */
export function PreviewViewport({ src, title, frameRef }: PreviewViewportProps) {
  const { t } = useStaffText();
  const [device, setDevice] = useState<Device>("desktop");
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? null));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const width = PREVIEW_DEVICES[device];
  // Before the column is measured (server render), the frame fills it as before.
  const scale = room ? Math.min(1, room / width) : null;
  return (
    <>
      <fieldset className="staff-preview__devices">
        <legend>{t("preview.showAt")}</legend>
        {(Object.keys(PREVIEW_DEVICES) as Device[]).map((option) => (
          <button
            key={option}
            type="button"
            className="staff-button staff-preview__device"
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
          >
            {t(DEVICE_LABELS[option])} ({PREVIEW_DEVICES[option]} px)
          </button>
        ))}
      </fieldset>
      <div ref={box} className="staff-preview__viewport" data-device={device}>
        <iframe
          ref={frameRef}
          className="staff-preview__frame"
          src={src}
          title={title}
          style={
            scale
              ? {
                  width: `${width}px`,
                  height: `calc(70vh / ${scale})`,
                  transform: `scale(${scale})`,
                }
              : undefined
          }
        />
      </div>
    </>
  );
}
