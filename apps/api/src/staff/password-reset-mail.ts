import { STAFF_PASSWORD_RESET_MINUTES, type StaffInterfaceLanguage } from "@thalassa/contract/staff";

/**
 * The password-reset mail in the language the person reads the staff interface in (ADR 0065):
 * the mail is part of that interface, and a Greek-speaking manager locked out of it should not
 * meet the one English screen of her day in her mailbox.
 */
export function passwordResetMail(
  language: StaffInterfaceLanguage,
  name: string,
  link: string,
): { subject: string; text: string } {
  const minutes = STAFF_PASSWORD_RESET_MINUTES;
  if (language === "el") {
    return {
      subject: "Νέος κωδικός πρόσβασης στον χώρο προσωπικού της Thalassa Group",
      text: [
        `Γεια σας, ${name},`,
        "",
        `Ζητήθηκε νέος κωδικός πρόσβασης για τον λογαριασμό σας στον χώρο προσωπικού. Ορίστε νέο κωδικό εδώ (ο σύνδεσμος ισχύει μία φορά, για ${minutes} λεπτά):`,
        link,
        "",
        "Με τον νέο κωδικό αποσυνδέεστε από όλες τις συσκευές. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.",
      ].join("\n"),
    };
  }
  return {
    subject: "Reset your Thalassa Group staff password",
    text: [
      `Hello ${name},`,
      "",
      `Someone asked to reset the password of your staff account. Choose a new one here (the link works once, for ${minutes} minutes):`,
      link,
      "",
      "Setting a new password signs you out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
