import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { NewTabNote } from "../content/new-tab-note.tsx";

/** 'Book Now': booking sites open in a new tab, pages of this site in the same one. */
export function BookNowLink({ href, className }: { href: string; className?: string }) {
  const external = /^https?:\/\//i.test(href);
  const t = useTranslations("events");
  const lang = useInterfaceLang();
  return (
    <a
      className={`button button--accent event-book ${className ?? ""}`}
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      lang={lang}
    >
      {t("bookNow")}
      {external ? <NewTabNote /> : null}
    </a>
  );
}
