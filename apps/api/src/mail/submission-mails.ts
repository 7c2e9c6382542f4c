import type { SubmissionLanguage } from "@thalassa/contract/submissions";
import type { OutgoingMail } from "./outbox.ts";
import { fieldLines, oneLine, quotedBlock } from "./plain-text.ts";
import {
  applicationConfirmation,
  enquiryConfirmation,
  newsletterConfirmLink,
  newsletterWelcome,
} from "./visitor-mail-texts.ts";

// Two kinds of mail (docs/decisions/0017-visitor-mail.md):
// - to the group's own team address: what the visitor typed, single-line fields on one line each and
//   the notes as a quoted block, so nothing typed can add a line or header of its own;
// - to the address the visitor typed: a fixed text from the group (thanks, the reference, what
//   happens next, the team's address), with none of the visitor's words or links, so the form can
//   never be used to send someone else a message in the group's name. It is written in the
//   language of the page the form was sent from (visitor-mail-texts.ts); the team's copy names it.

/** Where each kind of notification goes. */
export interface TeamAddresses {
  enquiries: string;
  catering: string;
  careers: string;
}

export interface EnquiryMailInput {
  id: number;
  type: "celebrate" | "catering";
  name: string;
  email: string;
  phone: string;
  requiredDate: string;
  occasion?: string | null;
  numOfGuests?: number | null;
  location?: string | null;
  areaName?: string | null;
  additionalNotes: string;
  utmSource?: string | null;
  language: SubmissionLanguage;
}

export function enquiryMails(e: EnquiryMailInput, teams: TeamAddresses): OutgoingMail[] {
  const catering = e.type === "catering";
  const what = catering ? "catering enquiry" : "private event enquiry";
  const team = catering ? teams.catering : teams.enquiries;
  const details = fieldLines([
    ["Reference", `E-${e.id}`],
    ["Name", e.name],
    ["E-mail", e.email],
    ["Phone", e.phone],
    ["Occasion", e.occasion],
    ["Required date", e.requiredDate],
    ["Number of guests", e.numOfGuests],
    ["Preferred area", e.areaName],
    ["Location", e.location],
    ["Source", e.utmSource],
    ["Language", e.language],
  ]);
  const confirmation = enquiryConfirmation(e.language, {
    kind: e.type,
    reference: `E-${e.id}`,
    teamAddress: team,
  });
  return [
    {
      kind: catering ? "catering-team" : "enquiry-team",
      to: team,
      subject: oneLine(`New ${what} from ${oneLine(e.name, 80)} (E-${e.id})`),
      text: `${details}\n\nAdditional notes (as typed by the visitor):\n${quotedBlock(e.additionalNotes)}\n\nReply to the visitor at ${e.email}.`,
    },
    {
      kind: catering ? "catering-confirmation" : "enquiry-confirmation",
      to: e.email,
      ...confirmation,
    },
  ];
}

export interface ApplicationMailInput {
  id: number;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  utmSource?: string | null;
  language: SubmissionLanguage;
}

/**
 * Where the team opens an application: the staff inbox on the public site, at the application's
 * own card. The inbox is for hr and owner only (its route checks the role), so the CV and permit
 * stay in the blob store and in no mailbox, where no retention or access rule could reach them.
 */
export function applicationInboxUrl(publicSiteUrl: string, id: number): string {
  const url = new URL("/staff/inbox/job-applications", publicSiteUrl);
  url.hash = `item-${id}`;
  return url.toString();
}

export function applicationMails(
  a: ApplicationMailInput,
  teams: TeamAddresses,
  publicSiteUrl: string,
): OutgoingMail[] {
  const details = fieldLines([
    ["Reference", `A-${a.id}`],
    ["Role", a.jobTitle],
    ["Name", a.name],
    ["E-mail", a.email],
    ["Phone", a.phone],
    ["Work authorization", "Yes (permit uploaded)"],
    ["Source", a.utmSource],
    ["Language", a.language],
  ]);
  return [
    {
      kind: "application-team",
      to: teams.careers,
      subject: oneLine(
        `New application for ${oneLine(a.jobTitle, 80)} from ${oneLine(a.name, 80)} (A-${a.id})`,
      ),
      // No attachment: the files are opened where they are kept, by the roles allowed to.
      text: `${details}\n\nOpen the application in the staff area (hr and owner):\n${applicationInboxUrl(publicSiteUrl, a.id)}\n\nThe CV and work permit are there, not in this mail.`,
    },
    {
      kind: "application-confirmation",
      to: a.email,
      // The role's title is the group's own text (a published job), never the visitor's.
      ...applicationConfirmation(a.language, {
        jobTitle: oneLine(a.jobTitle),
        reference: `A-${a.id}`,
        teamAddress: teams.careers,
      }),
    },
  ];
}

/**
 * Double opt-in: fixed text, whose only varying part is the sign-up's own confirmation link.
 * Nothing is sent to the address after this until the link is opened.
 */
export function newsletterConfirmationMail(
  email: string,
  confirmUrl: string,
  days: number,
  language: SubmissionLanguage = "en",
): OutgoingMail {
  return { kind: "newsletter-confirm-link", to: email, ...newsletterConfirmLink(language, confirmUrl, days) };
}

/** Sent once the address is confirmed; the only thing in it that varies is the unsubscribe link. */
export function newsletterMail(
  email: string,
  unsubscribeUrl: string,
  language: SubmissionLanguage = "en",
): OutgoingMail {
  return { kind: "newsletter-confirmation", to: email, ...newsletterWelcome(language, unsubscribeUrl) };
}
