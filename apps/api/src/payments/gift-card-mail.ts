import type { SubmissionLanguage } from "@thalassa/contract/submissions";
import type { OutgoingMail } from "../mail/outbox.ts";
import { oneLine } from "../mail/plain-text.ts";
import { formatDay, formatEuro, giftCardCodes } from "../mail/visitor-mail-texts.ts";

export interface PaidOrderMailInput {
  orderNumber: string;
  name: string;
  email: string;
  phone: string;
  pickupPoint: string;
  quantity: number;
  amountMinor: number;
  totalMinor: number;
  codes: string[];
  /** The last day the codes can be spent (YYYY-MM-DD). */
  validUntil: string;
  teamEmail: string;
  /** The language of the page the order was placed on: the buyer's mail is written in it. */
  language: SubmissionLanguage;
}

/**
 * The buyer's cards and where to collect them, and the pickup team's copy. The buyer's mail goes to
 * the one address of the order (checked by the contract and again by the mailer) and carries only
 * the group's text: the codes, amounts and pickup point, never the name typed into the form.
 */
export function paidOrderMails(input: PaidOrderMailInput): OutgoingMail[] {
  const lines = (language: SubmissionLanguage) => {
    const amount = formatEuro(input.amountMinor, language);
    return {
      amount,
      total: formatEuro(input.totalMinor, language),
      cardLines: input.codes.map((code, i) => `  ${i + 1}. ${code}  (${amount})`).join("\n"),
    };
  };
  const own = lines(input.language);
  const buyer = giftCardCodes(input.language, {
    orderNumber: input.orderNumber,
    quantity: input.quantity,
    ...own,
    pickupPoint: input.pickupPoint,
    validUntil: formatDay(input.validUntil, input.language),
  });
  // The pickup team reads English, with the day as the API stores it.
  const { amount, total, cardLines } = lines("en");
  const team = [
    `Paid gift card order ${input.orderNumber}`,
    "",
    `Buyer: ${oneLine(input.name)}`,
    `E-mail: ${oneLine(input.email)}`,
    `Phone: ${oneLine(input.phone)}`,
    `Pickup point: ${input.pickupPoint}`,
    `Cards: ${input.quantity} × ${amount} = ${total}`,
    `Valid until: ${input.validUntil}`,
    `Buyer's language: ${input.language}`,
    "",
    "Codes:",
    cardLines,
  ].join("\n");
  return [
    {
      kind: "gift-card-buyer",
      to: input.email,
      ...buyer,
    },
    {
      kind: "gift-card-team",
      to: input.teamEmail,
      subject: `Gift card order ${input.orderNumber} paid – pickup at ${input.pickupPoint}`,
      text: team,
    },
  ];
}
