import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import "./content.css";

const ICONS: Record<string, string> = {
  instagram:
    "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1C8.9 3.6 9.3 3.6 12 3.6Z",
  facebook:
    "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z",
  linkedin:
    "M6.9 8.8H3.8V20h3.1V8.8ZM5.4 3.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-.7-5.1-4.1-5.1-1.7 0-2.8.9-3.2 1.8V8.8H9.9V20H13v-5.5c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.1v-6.4Z",
  tiktok:
    "M16.6 3h-3v12.2a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.6a5.7 5.7 0 1 0 4.8 5.6V9.1a7 7 0 0 0 4 1.3V7.4a4 4 0 0 1-4-4.4Z",
};

/** The group's social profiles, each a labelled icon link. */
export function SocialLinks({ links }: { links: { name: string; url: string }[] }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  if (!links.length) return null;
  return (
    <div className="social-links">
      <h2 className="social-links__title" lang={lang}>
        {t("followUs")}
      </h2>
      <ul className="social-links__list">
        {links.map((link) => {
          const icon = ICONS[link.name.toLowerCase()];
          return (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
                {icon ? (
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                    <path fill="currentColor" d={icon} />
                  </svg>
                ) : null}
                <span>{link.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
