import { useTranslations } from "use-intl";
import { Link } from "../../i18n/site-link.tsx";
import { NewTabNote } from "../content/new-tab-note.tsx";

/** The terms checkbox's label, with the terms a click away (in a new tab, so the form stays). */
export function TermsLabel() {
  const t = useTranslations("forms");
  return (
    <>
      {t("termsBefore")}{" "}
      <Link to="/terms" target="_blank" rel="noopener">
        {t("termsLink")}
        <NewTabNote />
      </Link>
    </>
  );
}
