import { SCROLL_THROTTLE_MS, SCROLL_TOP_THRESHOLD_PX } from "@thalassa/contract/constants";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { throttle } from "../../lib/infinite-scroll.ts";
import { prefersReducedMotion } from "../carousel/use-reduced-motion.ts";
import { LineIcon } from "../icons/line-icon.tsx";

/** SPEC §2/§9: a button back to the top once the page is scrolled more than 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const t = useTranslations("lists");

  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX), SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", update, { passive: true });
    update();
    return () => {
      update.cancel();
      window.removeEventListener("scroll", update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t("scrollToTop")}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <LineIcon size={22} strokeWidth={2}>
        <path strokeLinecap="round" d="M12 19V5M5 12l7-7 7 7" />
      </LineIcon>
    </button>
  );
}
