/**
 * The project's terms and the one word each language uses for each (ADR 0055). A visitor who reads
 * "заявка" on a button and "запрос" in the heading above it wonders whether they are two things;
 * the glossary fixes one word per concept, and `glossary.test.ts` fails when a catalogue, a demo
 * translation or a visitor mail uses a synonym it lists under `avoid`.
 *
 * `avoid` patterns are matched case-insensitively against whole texts, with a letter boundary in
 * front (Greek and Cyrillic have no `\b`), so "Сообщество" does not count as "общество".
 */
export interface GlossaryTerm {
  /** The concept, in the English the SPEC uses. */
  concept: string;
  /** The word or phrase this language uses for it (also its stem, to check that it is used). */
  word: string;
  /** A stem of `word` that every use contains, whatever the case ending. */
  stem: string;
  /** Synonyms a translator might reach for, which this site does not use. */
  avoid: string[];
  /** Why, for the next translator. */
  note: string;
}

export type GlossaryLanguage = "el" | "ru";

export const GLOSSARY: Record<GlossaryLanguage, GlossaryTerm[]> = {
  el: [
    {
      concept: "enquiry (catering, private event)",
      word: "αίτημα",
      stem: "αίτημ",
      avoid: ["ερώτημα", "αίτηση για catering", "αίτηση για ιδιωτική", "αίτηση προσφοράς"],
      note: "«Αίτηση» is a job application only.",
    },
    {
      concept: "job application",
      word: "αίτηση",
      stem: "αίτησ",
      avoid: ["υποψηφιότητα"],
      note: "The form, the button and the mail say «αίτηση».",
    },
    {
      concept: "private event",
      word: "ιδιωτική εκδήλωση",
      stem: "ιδιωτικ",
      avoid: ["ιδιωτική γιορτή", "ιδιωτικό πάρτι", "ιδιωτική εκδήλωσις"],
      note: "As in the navigation, «Ιδιωτικές εκδηλώσεις».",
    },
    {
      concept: "pickup point (gift cards)",
      word: "σημείο παραλαβής",
      stem: "σημείο παραλαβής",
      avoid: ["σημείο συλλογής", "σημείο παράδοσης", "σημείο εξυπηρέτησης"],
      note: "The form, the steps and the mail say the same.",
    },
    {
      concept: "careers",
      word: "Καριέρα",
      stem: "καριέρα",
      avoid: ["σταδιοδρομία", "αγγελίες εργασίας"],
      note: "Navigation and page heading; an opening is «θέση».",
    },
    {
      concept: "brands, venues (the group's list)",
      word: "μαγαζιά",
      stem: "μαγαζ",
      avoid: ["τα εστιατόριά μας", "όλα τα εστιατόρια", "επιλέξτε εστιατόριο", "ανά εστιατόριο"],
      note: "The list holds confectioneries, a school and catering too: «μαγαζιά» is what Cypriots say.",
    },
    {
      concept: "unsubscribe",
      word: "κατάργηση εγγραφής",
      stem: "κατάργησ",
      avoid: ["διαγραφή από", "διαγραφήκατε", "να διαγραφείτε"],
      note: "«Διαγραφή» reads as deleting something.",
    },
    {
      concept: "catering",
      word: "catering",
      stem: "catering",
      avoid: ["τροφοδοσία εκδηλώσεων", "κέτερινγκ"],
      note: "Written in Latin letters, as Cyprus does.",
    },
  ],
  ru: [
    {
      concept: "enquiry (catering, private event)",
      word: "заявка",
      stem: "заявк",
      avoid: ["запрос"],
      note: "Buttons, headings and mails all say «заявка».",
    },
    {
      concept: "job application",
      word: "отклик",
      stem: "отклик",
      avoid: ["заявка на вакансию", "подачу заявки"],
      note: "Job forms say «отклик», never «заявка».",
    },
    {
      concept: "private event",
      word: "частное мероприятие",
      stem: "частн",
      avoid: ["частное событие", "частная вечеринка", "закрытое мероприятие"],
      note: "«Событие» is a public event on the Афиша.",
    },
    {
      concept: "pickup point (gift cards)",
      word: "пункт выдачи",
      stem: "пункт выдачи",
      avoid: ["пункт получения", "место получения", "точка выдачи"],
      note: "The form, the steps and the mail say the same.",
    },
    {
      concept: "careers",
      word: "Вакансии",
      stem: "ваканси",
      avoid: ["карьера"],
      note: "Navigation and page heading; the services tile says «Работа у нас».",
    },
    {
      concept: "brands, venues (the group's list)",
      word: "заведения",
      stem: "заведени",
      avoid: ["наши рестораны", "по ресторану"],
      note: "The list holds confectioneries and more than restaurants.",
    },
    {
      concept: "community and sustainability",
      word: "Сообщество и экология",
      stem: "сообществ",
      avoid: ["общество и экология"],
      note: "Navigation and page heading.",
    },
    {
      concept: "catering",
      word: "кейтеринг",
      stem: "кейтеринг",
      avoid: ["кейтэринг", "выездное обслуживание"],
      note: "",
    },
  ],
};

/** The avoided synonyms a text uses, each with the glossary term it stands for. */
export function glossaryBreaches(
  language: GlossaryLanguage,
  text: string,
): { term: GlossaryTerm; synonym: string }[] {
  const found: { term: GlossaryTerm; synonym: string }[] = [];
  for (const term of GLOSSARY[language]) {
    for (const synonym of term.avoid) {
      if (new RegExp(`(?<!\\p{L})${synonym}`, "iu").test(text)) found.push({ term, synonym });
    }
  }
  return found;
}
