import { STAFF_PASSWORD_MIN_LENGTH } from "@thalassa/contract/staff";
import { useStaffText } from "../text/use-staff-text.tsx";

/** A field for choosing a password: the floor is said before the input and checked by the browser too. */
export function NewPasswordField({
  id,
  name,
  label,
  note = "",
}: {
  id: string;
  name: string;
  label: string;
  /** A sentence after the length rule ("Your other sessions are signed out."). */
  note?: string;
}) {
  // English on the screens before sign-in (accept invitation, reset), the account's language after.
  const { t } = useStaffText();
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <p className="staff-field__help" id={`${id}-help`}>
        {t("account.passwordRule", { min: STAFF_PASSWORD_MIN_LENGTH })}
        {note ? ` ${note}` : ""}
      </p>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        aria-describedby={`${id}-help`}
      />
    </div>
  );
}
