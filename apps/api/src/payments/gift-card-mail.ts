import type { OutgoingMail } from "../mail/outbox.ts";
import { oneLine } from "../mail/plain-text.ts";

export interface PaidOrderMailInput {
  orderNumber: string;
  name: string;
  email: string;
  phone: string;
  pickupPoint: string;
  quantity: number;
  amount: string;
  total: string;
  codes: string[];
  validUntil: string;
  teamEmail: string;
}

/**
 * The buyer's cards and where to collect them, and the pickup team's copy. The buyer's mail goes to
 * the one address of the order (checked by the contract and again by the mailer) and carries only
 * the group's text: the codes, amounts and pickup point, never the name typed into the form.
 */
export function paidOrderMails(input: PaidOrderMailInput): OutgoingMail[] {
  const cardLines = input.codes.map((code, i) => `  ${i + 1}. ${code}  (${input.amount})`).join("\n");
  const buyer = [
    "Thank you for your order. Your payment has been received and your gift cards are ready.",
    "",
    `Order: ${input.orderNumber}`,
    `Gift cards: ${input.quantity} × ${input.amount} = ${input.total}`,
    "",
    "Your gift card codes:",
    cardLines,
    "",
    `Pickup point: ${input.pickupPoint}`,
    "Collect your cards there by showing this e-mail.",
    `Each code can be spent at any of our venues until ${input.validUntil}.`,
    "Keep the codes safe: they work like cash.",
    "",
    "Thalassa Group",
  ].join("\n");
  const team = [
    `Paid gift card order ${input.orderNumber}`,
    "",
    `Buyer: ${oneLine(input.name)}`,
    `E-mail: ${oneLine(input.email)}`,
    `Phone: ${oneLine(input.phone)}`,
    `Pickup point: ${input.pickupPoint}`,
    `Cards: ${input.quantity} × ${input.amount} = ${input.total}`,
    `Valid until: ${input.validUntil}`,
    "",
    "Codes:",
    cardLines,
  ].join("\n");
  return [
    {
      kind: "gift-card-buyer",
      to: input.email,
      subject: `Your gift cards – order ${input.orderNumber}`,
      text: buyer,
    },
    {
      kind: "gift-card-team",
      to: input.teamEmail,
      subject: `Gift card order ${input.orderNumber} paid – pickup at ${input.pickupPoint}`,
      text: team,
    },
  ];
}
