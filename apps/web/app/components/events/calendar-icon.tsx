import { LineIcon } from "../icons/line-icon.tsx";

export function CalendarIcon() {
  return (
    <LineIcon size={18} strokeWidth={1.8} className="calendar-icon">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
    </LineIcon>
  );
}
