import type { OutgoingMail } from "./outbox.ts";

/** Where each kind of notification goes. */
export interface TeamAddresses {
  enquiries: string;
  catering: string;
  careers: string;
}

/** Header-safe: a visitor's name must not add lines to a subject. */
function oneLine(value: string, max = 120): string {
  return [...value]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? " " : c))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, max);
}

function lines(fields: [string, string | number | null | undefined][]): string {
  return fields
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
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
}

export function enquiryMails(e: EnquiryMailInput, teams: TeamAddresses): OutgoingMail[] {
  const catering = e.type === "catering";
  const what = catering ? "catering enquiry" : "private event enquiry";
  const details = lines([
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
  ]);
  return [
    {
      kind: catering ? "catering-team" : "enquiry-team",
      to: catering ? teams.catering : teams.enquiries,
      subject: oneLine(`New ${what} from ${e.name} (E-${e.id})`),
      text: `${details}\n\nAdditional notes:\n${e.additionalNotes}\n\nReply to the visitor at ${e.email}.`,
    },
    {
      kind: catering ? "catering-confirmation" : "enquiry-confirmation",
      to: e.email,
      subject: "Thank you for your enquiry!",
      text: `Dear ${oneLine(e.name)},\n\nThank you for your enquiry! We have received your ${what} (reference E-${e.id}) and our team will contact you shortly.\n\n${details}\n\nAdditional notes:\n${e.additionalNotes}\n\nThalassa Group`,
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
  uploadIds: number[];
}

export function applicationMails(a: ApplicationMailInput, teams: TeamAddresses): OutgoingMail[] {
  const details = lines([
    ["Reference", `A-${a.id}`],
    ["Role", a.jobTitle],
    ["Name", a.name],
    ["E-mail", a.email],
    ["Phone", a.phone],
    ["Work authorization", "Yes (permit attached)"],
    ["Source", a.utmSource],
  ]);
  return [
    {
      kind: "application-team",
      to: teams.careers,
      subject: oneLine(`New application for ${a.jobTitle} from ${a.name} (A-${a.id})`),
      text: `${details}\n\nThe CV and work permit are attached.`,
      attachmentUploadIds: a.uploadIds,
    },
    {
      kind: "application-confirmation",
      to: a.email,
      subject: "Thank you for applying!",
      text: `Dear ${oneLine(a.name)},\n\nThank you for applying for ${oneLine(a.jobTitle)} (reference A-${a.id}). Our team reads every application and will contact you if your profile matches the role.\n\nThalassa Group`,
    },
  ];
}

export function newsletterMail(email: string, unsubscribeUrl: string): OutgoingMail {
  return {
    kind: "newsletter-confirmation",
    to: email,
    subject: "You are subscribed to the Thalassa Group newsletter",
    text: `Thank you for subscribing. Seasonal menus, events and openings from our kitchens, once a month.\n\nTo unsubscribe at any time, open:\n${unsubscribeUrl}\n\nThalassa Group`,
  };
}
