import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";

/** Said after a link that opens a new tab, to screen readers only, in the page's language. */
export function NewTabNote() {
  const t = useTranslations("layout");
  return (
    <span className="visually-hidden" lang={useInterfaceLang()}>
      {" "}
      {t("opensInNewTab")}
    </span>
  );
}
