import { messages } from "@thalassa/contract/messages";
import { LANGUAGE_INVALID } from "@thalassa/contract/submissions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, newsletterSubscriptions } from "../src/db/schema.ts";
import { paidOrderMails } from "../src/payments/gift-card-mail.ts";
import { TEST_TEAMS as teams } from "./helpers.ts";
import { catering, celebrate, useSubmissionsApp } from "./submissions-app.ts";

const ctx = useSubmissionsApp();
const { postJson, mailsTo } = ctx;

/** Text in Greek or Cyrillic letters, not English left in place. */
const GREEK = /\p{Script=Greek}{3,}/u;
const CYRILLIC = /\p{Script=Cyrillic}{3,}/u;

describe("the visitor's mails are in the language of the page they used", () => {
  it("stores a Greek catering enquiry's language and thanks the visitor in Greek; the team copy stays English", async () => {
    const response = await postJson("private-events-requests", {
      ...catering,
      email: "greek@guest.test",
      language: "el",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row!.language).toBe("el");
    const [visitor] = await mailsTo("greek@guest.test");
    expect(visitor!.subject).toBe("Σας ευχαριστούμε για το αίτημά σας!");
    expect(visitor!.text).toMatch(GREEK);
    expect(visitor!.text).toContain(`E-${id}`);
    expect(visitor!.text).not.toMatch(/Thank you|We have received/);
    const team = (await mailsTo(teams.catering)).find((m) => m.text.includes(`E-${id}`));
    expect(team!.subject).toMatch(/^New catering enquiry/);
    expect(team!.text).toContain("Language: el");
  });

  it("thanks a Russian private event enquiry in Russian", async () => {
    const response = await postJson("private-events-requests", {
      ...celebrate,
      email: "russian@guest.test",
      language: "ru",
    });
    expect(response.statusCode, response.body).toBe(201);
    const [visitor] = await mailsTo("russian@guest.test");
    expect(visitor!.subject).toBe("Спасибо за вашу заявку!");
    expect(visitor!.text).toMatch(CYRILLIC);
    expect(visitor!.text).toContain("частное мероприятие");
  });

  it("a submission without a language is English; an unknown one is refused with a clear message", async () => {
    const plain = await postJson("private-events-requests", { ...catering, email: "plain@guest.test" });
    expect(plain.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, plain.json().id));
    expect(row!.language).toBe("en");
    expect((await mailsTo("plain@guest.test"))[0]!.subject).toBe("Thank you for your enquiry!");

    const unknown = await postJson("private-events-requests", { ...catering, language: "de" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: messages.invalidData,
      errors: { language: [LANGUAGE_INVALID] },
    });
  });

  it("the newsletter's confirmation link and welcome are in Russian and open the Russian pages", async () => {
    const email = "reader-ru@guest.test";
    const first = await postJson("newsletter-subscription", {
      email,
      terms_and_conditions: true,
      language: "ru",
    });
    expect(first.statusCode, first.body).toBe(201);
    const [row] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row!.language).toBe("ru");
    const [pending] = await mailsTo(email);
    expect(pending!.subject).toBe("Подтвердите подписку на рассылку Thalassa Group");
    const link = pending!.text.match(/https:\/\/site\.test\/ru\/newsletter\/confirm\?token=([\w-]+)/);
    expect(link, pending!.text).not.toBeNull();

    expect((await postJson("newsletter-subscription/confirm", { token: link![1] })).statusCode).toBe(200);
    const welcome = (await mailsTo(email)).find((m) => m.kind === "newsletter-confirmation");
    expect(welcome!.subject).toBe("Вы подписались на рассылку Thalassa Group");
    expect(welcome!.text).toMatch(/https:\/\/site\.test\/ru\/newsletter\/unsubscribe\?token=[\w-]+/);
  });

  it("gift card codes are mailed in Greek with Greek amounts and date; the pickup team's copy stays English", () => {
    const [buyer, team] = paidOrderMails({
      orderNumber: "GC-TEST-EL",
      name: "Eleni",
      email: "eleni@guest.test",
      phone: "99000000",
      pickupPoint: "Kyma Beach",
      quantity: 2,
      amountMinor: 2550,
      totalMinor: 5100,
      codes: ["GC-AAAA-BBBB-CCCC-DDDD", "GC-EEEE-FFFF-GGGG-HHHH"],
      validUntil: "2027-11-24",
      teamEmail: "giftcards@team.test",
      language: "el",
    });
    expect(buyer!.subject).toBe("Οι δωροκάρτες σας – παραγγελία GC-TEST-EL");
    // Intl keeps the amount and its sign together with a no-break space.
    expect(buyer!.text.replace(/\u00a0/g, " ")).toContain("2 × 25,50 € = 51,00 €");
    expect(buyer!.text).toContain("24 Νοεμβρίου 2027");
    expect(buyer!.text).toContain("GC-EEEE-FFFF-GGGG-HHHH");
    expect(team!.text).toContain("Cards: 2 × €25.50 = €51.00");
    expect(team!.text).toContain("Buyer's language: el");
  });
});
