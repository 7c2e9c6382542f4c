import { SITE_TIME_ZONE } from "@thalassa/contract/constants";
import type { SubmissionLanguage } from "@thalassa/contract/submissions";

/**
 * The fixed texts of the mails a visitor receives, in the language of the page they used (ADR 0035,
 * amendment). Only the group's own words vary by language; references, links, codes and amounts
 * are filled in, never anything the visitor typed. Greek and Russian are written as the group
 * would write them, not word for word; every text ends with the group's name.
 */

const SIGNATURE = "Thalassa Group";

/** Intl's locale of each language (Cyprus serves British English). */
const INTL_LOCALES: Record<SubmissionLanguage, string> = { en: "en-GB", el: "el-GR", ru: "ru-RU" };

/** An amount in euro cents as the language writes it: "€25.00", "25,00 €", "25,00 €". */
export function formatEuro(minor: number, language: SubmissionLanguage): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: "currency", currency: "EUR" }).format(
    minor / 100,
  );
}

/** A day (YYYY-MM-DD) as the language writes it in full: "26 November 2027", "26 Νοεμβρίου 2027". */
export function formatDay(day: string, language: SubmissionLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * A page of the public site in a language: English at its own path, Greek under /el, Russian
 * under /ru (the site's addresses, ADR 0035), so a link in a mail opens the page in the visitor's
 * language.
 */
export function siteUrlInLanguage(publicSiteUrl: string, path: string, language: SubmissionLanguage): URL {
  const prefix = language === "en" ? "" : `/${language}`;
  return new URL(`${prefix}${path}`, publicSiteUrl);
}

/** The word for days after a count, in the plural form the language's rules pick for it. */
const DAY_WORDS: Record<
  SubmissionLanguage,
  Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
> = {
  en: { one: "day", other: "days" },
  el: { one: "ημέρα", other: "ημέρες" },
  ru: { one: "день", few: "дня", many: "дней", other: "дня" },
};

/** "7 days", "7 ημέρες", "7 дней", "2 дня", "21 день": never an abbreviation that dodges the plural. */
export function dayCount(days: number, language: SubmissionLanguage): string {
  const words = DAY_WORDS[language];
  const rule = new Intl.PluralRules(INTL_LOCALES[language]).select(days);
  return `${days} ${words[rule] ?? words.other}`;
}

/**
 * A sentence that ends with a value: its full stop, unless the value already ends with one
 * (a Russian date ends "2027 г.", which a second stop would double).
 */
function endingWith(sentence: string): string {
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

interface Mail {
  subject: string;
  text: string;
}

const lines = (...parts: string[]) => [...parts, "", SIGNATURE].join("\n");

export interface EnquiryText {
  kind: "catering" | "celebrate";
  reference: string;
  teamAddress: string;
}

export function enquiryConfirmation(language: SubmissionLanguage, e: EnquiryText): Mail {
  const catering = e.kind === "catering";
  switch (language) {
    case "el":
      return {
        subject: "Σας ευχαριστούμε για το αίτημά σας!",
        text: lines(
          "Σας ευχαριστούμε για το αίτημά σας!",
          "",
          `Λάβαμε το αίτημά σας για ${catering ? "catering" : "ιδιωτική εκδήλωση"} (αριθμός αναφοράς ${e.reference}). Διαβάζουμε προσεκτικά κάθε αίτημα και θα επικοινωνήσουμε σύντομα μαζί σας για να τα πούμε αναλυτικά.`,
          "",
          `Αν δεν στείλατε εσείς αυτό το αίτημα ή θέλετε να μας βρείτε νωρίτερα, γράψτε μας στο ${e.teamAddress} αναφέροντας τον αριθμό αναφοράς.`,
        ),
      };
    case "ru":
      return {
        subject: "Спасибо за вашу заявку!",
        text: lines(
          "Спасибо за вашу заявку!",
          "",
          `Мы получили вашу заявку ${catering ? "на кейтеринг" : "на частное мероприятие"} (номер ${e.reference}). Мы внимательно читаем каждую заявку и скоро свяжемся с вами, чтобы обсудить детали.`,
          "",
          `Если вы не отправляли эту заявку или хотите связаться с нами раньше, напишите на ${e.teamAddress} и укажите номер заявки.`,
        ),
      };
    default:
      return {
        subject: "Thank you for your enquiry!",
        text: lines(
          "Thank you for your enquiry!",
          "",
          `We have received your ${catering ? "catering enquiry" : "private event enquiry"} (reference ${e.reference}). Our team reads every enquiry and will contact you shortly to talk about the details.`,
          "",
          `If you did not send this enquiry, or need to reach us sooner, write to ${e.teamAddress} and quote the reference.`,
        ),
      };
  }
}

export interface ApplicationText {
  /** The published job's title: the group's own text. */
  jobTitle: string;
  reference: string;
  teamAddress: string;
}

export function applicationConfirmation(language: SubmissionLanguage, a: ApplicationText): Mail {
  switch (language) {
    case "el":
      return {
        subject: "Σας ευχαριστούμε για την αίτησή σας!",
        text: lines(
          "Σας ευχαριστούμε για την αίτησή σας!",
          "",
          `Λάβαμε την αίτησή σας για τη θέση «${a.jobTitle}» (αριθμός αναφοράς ${a.reference}). Διαβάζουμε κάθε αίτηση και θα επικοινωνήσουμε μαζί σας αν το προφίλ σας ταιριάζει στη θέση.`,
          "",
          `Αν δεν στείλατε εσείς αυτή την αίτηση, γράψτε μας στο ${a.teamAddress} αναφέροντας τον αριθμό αναφοράς.`,
        ),
      };
    case "ru":
      return {
        subject: "Спасибо за ваш отклик!",
        text: lines(
          "Спасибо за ваш отклик!",
          "",
          `Мы получили ваш отклик на вакансию «${a.jobTitle}» (номер ${a.reference}). Мы читаем каждое резюме и свяжемся с вами, если ваш опыт подходит для этой работы.`,
          "",
          `Если вы не отправляли этот отклик, напишите на ${a.teamAddress} и укажите номер.`,
        ),
      };
    default:
      return {
        subject: "Thank you for applying!",
        text: lines(
          "Thank you for applying!",
          "",
          `We have received your application for ${a.jobTitle} (reference ${a.reference}). Our team reads every application and will contact you if your profile matches the role.`,
          "",
          `If you did not send this application, write to ${a.teamAddress} and quote the reference.`,
        ),
      };
  }
}

/** Double opt-in: the only varying parts are the sign-up's own link and the days it works. */
export function newsletterConfirmLink(language: SubmissionLanguage, link: string, days: number): Mail {
  switch (language) {
    case "el":
      return {
        subject: "Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο της Thalassa Group",
        text: lines(
          `Επιβεβαιώστε ότι θέλετε να λαμβάνετε το ενημερωτικό δελτίο της Thalassa Group ανοίγοντας αυτόν τον σύνδεσμο μέσα σε ${dayCount(days, "el")}:`,
          link,
          "",
          `Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα: η διεύθυνσή σας δεν θα εγγραφεί και θα σβηστεί αυτόματα σε ${dayCount(days, "el")}.`,
        ),
      };
    case "ru":
      return {
        subject: "Подтвердите подписку на рассылку Thalassa Group",
        text: lines(
          `Чтобы получать рассылку Thalassa Group, подтвердите подписку: откройте эту ссылку в течение ${dayCount(days, "ru")}:`,
          link,
          "",
          `Если вы не подписывались, просто проигнорируйте это письмо: адрес не будет подписан и через ${dayCount(days, "ru")} будет удалён.`,
        ),
      };
    default:
      return {
        subject: "Confirm your subscription to the Thalassa Group newsletter",
        text: lines(
          `Please confirm that you want to receive the Thalassa Group newsletter by opening this link within ${dayCount(days, "en")}:`,
          link,
          "",
          `If you did not sign up, ignore this mail: the address is not subscribed, and it is deleted after ${dayCount(days, "en")}.`,
        ),
      };
  }
}

/** Sent once the address is confirmed; the only varying part is the unsubscribe link. */
export function newsletterWelcome(language: SubmissionLanguage, unsubscribeLink: string): Mail {
  switch (language) {
    case "el":
      return {
        subject: "Εγγραφήκατε στο ενημερωτικό δελτίο της Thalassa Group",
        text: lines(
          "Σας ευχαριστούμε για την εγγραφή σας. Εποχικά μενού, εκδηλώσεις και νέα ανοίγματα από τις κουζίνες μας, μία φορά τον μήνα.",
          "",
          "Για να καταργήσετε την εγγραφή σας οποιαδήποτε στιγμή, ή αν δεν κάνατε εσείς την εγγραφή, ανοίξτε:",
          unsubscribeLink,
        ),
      };
    case "ru":
      return {
        subject: "Вы подписались на рассылку Thalassa Group",
        text: lines(
          "Спасибо за подписку! Раз в месяц — сезонные меню, события и открытия наших ресторанов.",
          "",
          "Чтобы отписаться в любой момент или если вы не подписывались сами, откройте:",
          unsubscribeLink,
        ),
      };
    default:
      return {
        subject: "You are subscribed to the Thalassa Group newsletter",
        text: lines(
          "Thank you for subscribing. Seasonal menus, events and openings from our kitchens, once a month.",
          "",
          "To unsubscribe at any time, or if you did not subscribe yourself, open:",
          unsubscribeLink,
        ),
      };
  }
}

export interface GiftCardText {
  orderNumber: string;
  quantity: number;
  amount: string;
  total: string;
  /** One line per card, already numbered. */
  cardLines: string;
  pickupPoint: string;
  validUntil: string;
}

/** The buyer's cards: codes, amounts and the pickup point, never the name typed into the form. */
export function giftCardCodes(language: SubmissionLanguage, g: GiftCardText): Mail {
  switch (language) {
    case "el":
      return {
        subject: `Οι δωροκάρτες σας – παραγγελία ${g.orderNumber}`,
        text: lines(
          "Σας ευχαριστούμε για την παραγγελία σας. Λάβαμε την πληρωμή σας και οι δωροκάρτες σας είναι έτοιμες.",
          "",
          `Παραγγελία: ${g.orderNumber}`,
          `Δωροκάρτες: ${g.quantity} × ${g.amount} = ${g.total}`,
          "",
          "Οι κωδικοί των δωροκαρτών σας:",
          g.cardLines,
          "",
          `Σημείο παραλαβής: ${g.pickupPoint}`,
          "Παραλάβετε τις κάρτες σας εκεί δείχνοντας αυτό το email.",
          endingWith(`Κάθε κωδικός ισχύει σε όλα τα καταστήματά μας έως τις ${g.validUntil}`),
          "Φυλάξτε τους κωδικούς με προσοχή: αξίζουν όσο και τα μετρητά.",
        ),
      };
    case "ru":
      return {
        subject: `Ваши подарочные карты — заказ ${g.orderNumber}`,
        text: lines(
          "Спасибо за заказ! Оплата получена, ваши подарочные карты готовы.",
          "",
          `Заказ: ${g.orderNumber}`,
          `Подарочные карты: ${g.quantity} × ${g.amount} = ${g.total}`,
          "",
          "Коды ваших подарочных карт:",
          g.cardLines,
          "",
          `Пункт выдачи: ${g.pickupPoint}`,
          "Чтобы забрать карты, покажите там это письмо.",
          endingWith(
            `Каждым кодом можно расплатиться в любом нашем заведении до ${g.validUntil} включительно`,
          ),
          "Храните коды в надёжном месте: это всё равно что наличные.",
        ),
      };
    default:
      return {
        subject: `Your gift cards – order ${g.orderNumber}`,
        text: lines(
          "Thank you for your order. Your payment has been received and your gift cards are ready.",
          "",
          `Order: ${g.orderNumber}`,
          `Gift cards: ${g.quantity} × ${g.amount} = ${g.total}`,
          "",
          "Your gift card codes:",
          g.cardLines,
          "",
          `Pickup point: ${g.pickupPoint}`,
          "Collect your cards there by showing this e-mail.",
          endingWith(`Each code can be spent at any of our venues until ${g.validUntil}`),
          "Keep the codes safe: they work like cash.",
        ),
      };
  }
}
