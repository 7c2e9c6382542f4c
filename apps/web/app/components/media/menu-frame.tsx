import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import "./menu-frame.css";

interface MenuFrameProps {
  fileUrl: string;
  title: string;
  /** The title's language when it differs from the page's (an untranslated menu title). */
  titleLang?: string;
}

/**
 * SPEC §2 menu viewer: the PDF full screen in a frame, a loader until the frame has loaded, and
 * back to the home page when it fails to load.
 */
export function MenuFrame({ fileUrl, title, titleLang }: MenuFrameProps) {
  const t = useTranslations("menu");
  const lang = useInterfaceLang();
  // The home page in the viewer's language.
  const home = useLocalePath()("/");
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();

  // The frame may finish loading before hydration attaches onLoad.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc && doc.readyState === "complete" && doc.URL !== "about:blank") setLoaded(true);
  }, []);

  return (
    <div className="menu-viewer" data-loaded={loaded ? "true" : "false"}>
      {loaded ? null : (
        <div className="menu-viewer__loader" role="status">
          <span className="spinner" aria-hidden="true" />
          <span lang={lang}>{t("loading")}</span>
        </div>
      )}
      <iframe
        ref={frame}
        className="menu-viewer__frame"
        src={fileUrl}
        title={title}
        lang={titleLang}
        onLoad={() => setLoaded(true)}
        onError={() => navigate(home, { replace: true })}
      />
      <a className="menu-viewer__close button button--light" href={home} lang={lang}>
        {t("viewerClose")}
      </a>
    </div>
  );
}
