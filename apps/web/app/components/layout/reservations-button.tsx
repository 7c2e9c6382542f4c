import { useTranslations } from "use-intl";
import { Link } from "../../i18n/site-link.tsx";

/** SPEC §2: a fixed Reservations button that links to /brands. */
export function ReservationsButton() {
  const t = useTranslations("layout");
  return (
    <Link to="/brands" className="reservations-button">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
        />
      </svg>
      {t("reservations")}
    </Link>
  );
}
