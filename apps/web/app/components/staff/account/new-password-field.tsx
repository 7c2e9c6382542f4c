import { STAFF_PASSWORD_MIN_LENGTH } from "@thalassa/contract/staff";

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
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <p className="staff-field__help" id={`${id}-help`}>
        At least {STAFF_PASSWORD_MIN_LENGTH} characters.{note ? ` ${note}` : ""}
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
