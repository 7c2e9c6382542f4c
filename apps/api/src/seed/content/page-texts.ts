// Rich-text blocks: about, careers, contact, terms, privacy, accessibility, gift card terms.

import type { MapBlock, RichTextBlock } from "@thalassa/contract/blocks";
import { RETENTION_PERIODS_MARKER } from "@thalassa/contract/privacy";
import {
  ACCESSIBILITY_EMAIL,
  EVENTS_EMAIL,
  GROUP_EMAIL,
  GROUP_PHONE,
  HEAD_OFFICE,
  JOBS_EMAIL,
  PRIVACY_EMAIL,
} from "./group.ts";
import type { MediaPicker } from "./media-picker.ts";
import { h2, h3, ol, p, ul } from "./text.ts";

export function aboutIntro(group: string): RichTextBlock {
  return {
    value: [
      h2("A family table that kept growing"),
      p(
        `${group} started as a single sweet shop in the lanes of old Nicosia, where the loukoumades were fried to order and the galaktoboureko came out of the oven still trembling. Regulars brought their friends, the friends brought their weddings, and slowly the family learned to cook for everyone.`,
        "Over the decades we followed our guests to the coast: a taverna on the sand, a fish restaurant on the pier, a beach club under the Paphos lighthouse. Along the way we built a central production kitchen, opened pizzerias that fire Cypriot cheeses in wood-burning ovens, and started catering the island's biggest days.",
      ),
      h3("What has not changed"),
      ul(
        "We buy from Cypriot farmers, fishermen and cheesemakers first.",
        "Our pastry recipes are still written in the founders' handwriting.",
        "Every new chef spends their first week baking at dawn in central production.",
      ),
      p("Scroll through the years below to see how we got here, one table at a time."),
    ].join(""),
  };
}

export function careersIntro(): RichTextBlock {
  return {
    value: [
      h2("Work where the island eats"),
      p(
        "Our people are the reason guests come back. Whether you are a chef who wants to cook with the morning's catch, a student looking for a summer on the beach or a manager ready to run one of the busiest terraces in Nicosia, we will train you, pay you fairly and give you room to grow.",
      ),
      h3("Why people stay with us"),
      ul(
        "Staff meals cooked by our chefs on every shift",
        "Paid training at our central production kitchen and cooking school",
        "Clear progression from commis to head chef, from host to manager",
        "Staff discounts across every restaurant, shop and pizzeria in the group",
        "Year-round contracts for most roles, not only for the summer",
      ),
      p(
        `Cannot see the right role below? Send your CV to <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a> and tell us where you would like to work.`,
      ),
    ].join(""),
  };
}

export function contactDetails(media: MediaPicker): RichTextBlock {
  const a = HEAD_OFFICE;
  return {
    value: [
      h2("Head office"),
      p(
        `${media.brandName(1)}<br>${a.street}<br>${a.postal_code} ${a.locality}, Cyprus`,
        `Telephone: <a href="tel:${GROUP_PHONE.replace(/\s/g, "")}">${GROUP_PHONE}</a><br>E-mail: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a>`,
        "Office hours: Monday to Friday, 08:30 to 17:30.",
      ),
      h3("Visiting us"),
      ul(
        "Free visitor parking behind the building, entrance from the side street",
        "Limassol city buses 30 and 31 stop a two-minute walk away",
        "Step-free entrance and a lift to every floor",
      ),
      h3("Reservations"),
      p(
        'Each of our restaurants takes bookings directly. You will find their phone numbers, WhatsApp lines and online booking on <a href="/brands">Our Brands</a>.',
      ),
      h3("Private events and catering"),
      p(
        `For weddings, christenings, corporate dinners and parties, write to <a href="mailto:${EVENTS_EMAIL}">${EVENTS_EMAIL}</a> or call <a href="tel:+35722030701">+357 22 030 701</a>. We reply to every enquiry within two working days.`,
      ),
      h3("Careers"),
      p(`CVs and questions about working with us: <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a>.`),
      h3("Press and partnerships"),
      p(
        'Journalists, suppliers and partners: <a href="mailto:press@thalassa-group.example">press@thalassa-group.example</a>.',
      ),
    ].join(""),
  };
}

export function contactMap(): MapBlock {
  const lat = HEAD_OFFICE.latitude ?? 34.6921;
  const lon = HEAD_OFFICE.longitude ?? 33.0594;
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((v) => v.toFixed(4)).join("%2C");
  return {
    title: "Find our head office",
    embed_url: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`,
    link_url: `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lon.toFixed(4)}#map=17/${lat.toFixed(4)}/${lon.toFixed(4)}`,
  };
}

export function termsContent(group: string): RichTextBlock {
  return {
    value: [
      p(
        `These terms apply to the website of ${group} and to the bookings, enquiries, orders and gift cards made through it. ${group} is a group of hospitality companies registered in the Republic of Cyprus, with its head office at ${HEAD_OFFICE.street}, ${HEAD_OFFICE.postal_code} ${HEAD_OFFICE.locality}. By using the website you accept these terms; if you do not, please do not use it.`,
      ),
      h2("1. Using this website"),
      p(
        "You may browse the website, download our menus and share our pages for your own, non-commercial use. You must not try to gain unauthorised access to the website, interfere with how it works, or use it to send unlawful, offensive or unsolicited material.",
        "We keep the information on the website accurate and up to date, but menus, prices, opening hours and events can change at short notice. If something matters to your visit, please call the venue before you travel.",
      ),
      h2("2. Table bookings"),
      ul(
        "Bookings are made with the individual restaurant through its own booking page, telephone or WhatsApp line, and are confirmed only when you receive a confirmation.",
        "We hold tables for 15 minutes after the booked time. After that the table may be given to other guests.",
        "For groups of ten or more, and on special dates such as Christmas Eve, New Year's Eve and Valentine's Day, the restaurant may ask for a deposit or a pre-ordered set menu. The conditions are explained before you confirm.",
        "Please cancel as early as you can, so that another guest can enjoy the table.",
      ),
      h2("3. Private event and catering enquiries"),
      p(
        "Sending an enquiry through the website does not create a booking or a contract. Our events team replies with availability, menus and a quotation. An event is confirmed only when you accept a written offer and pay any deposit it asks for; the offer then sets out the price, the number of guests, the cancellation terms and what is included.",
        "Please tell us about allergies and dietary requirements when you enquire, and confirm final guest numbers at least seven days before the event.",
      ),
      h2("4. Gift cards"),
      ul(
        "Gift cards are bought on this website and paid online through our payment provider. Prices are in euro and include VAT.",
        "A gift card is valid for twelve months from the date of purchase and can be used, in one or more visits, at any restaurant, shop or pizzeria of the group listed on the gift card page, unless the card says otherwise.",
        "Gift cards are collected from the pickup point chosen when ordering. Please bring the order confirmation and a form of identification.",
        "Gift cards cannot be exchanged for cash, and any balance left at the end of the validity period expires.",
        "Treat a gift card like cash: we cannot replace a lost or stolen card, except where the law requires us to.",
        "If a payment fails, no card is issued and nothing is charged. If you were charged for a card you did not receive, contact us and we will put it right.",
      ),
      h2("5. Online orders"),
      p(
        "Our confectionery shops, pizzerias and pantry take orders online through their own websites. Each of those sites shows its own delivery areas, minimum order, delivery times and payment terms, which apply in addition to these terms.",
      ),
      h2("6. Prices, allergens and dietary information"),
      p(
        "Prices on our menus include VAT. Our kitchens handle gluten, nuts, sesame, milk, eggs, fish, shellfish and other allergens; although we take care, we cannot guarantee that any dish is free of them. Please speak to a member of our team before ordering.",
      ),
      h2("7. Intellectual property"),
      p(
        `The names, logos, photographs, videos, texts and menus on this website belong to ${group} or its licensors. You may not copy or reuse them for commercial purposes without our written permission.`,
      ),
      h2("8. Liability"),
      p(
        "We provide the website as it is and cannot promise that it will always be available or free of errors. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
      ),
      h2("9. Law and disputes"),
      p(
        "These terms are governed by the laws of the Republic of Cyprus, and the courts of Cyprus have jurisdiction over any dispute. If you are a consumer you also keep the protection of the law of the country where you live.",
      ),
      h2("10. Contact"),
      p(
        `Questions about these terms: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a> or ${GROUP_PHONE}. We may update these terms from time to time; the version on this page is the one that applies.`,
      ),
    ].join(""),
  };
}

export function privacyContent(group: string): RichTextBlock {
  return {
    value: [
      p(
        `This policy explains what personal data ${group} collects through this website, why, and what your rights are. We process personal data in line with the EU General Data Protection Regulation (GDPR) and the Cypriot law that implements it.`,
      ),
      h2("1. Who we are"),
      p(
        `The controller of your personal data is ${group}, ${HEAD_OFFICE.street}, ${HEAD_OFFICE.postal_code} ${HEAD_OFFICE.locality}, Cyprus. You can reach our data protection contact at <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>.`,
      ),
      h2("2. What we collect"),
      h3("When you fill in a form"),
      ul(
        "<strong>Private event and catering enquiries:</strong> your name, e-mail address, telephone number, the date, occasion, number of guests, location and any notes you give us.",
        "<strong>Job applications:</strong> your name, e-mail address, telephone number, CV and work permit, and the role you are applying for.",
        "<strong>Newsletter:</strong> your e-mail address, the date you signed up and the date you confirmed it with the link we sent you.",
        "<strong>Gift cards:</strong> your name, e-mail address, telephone number, the amount, quantity and pickup point. Card payments are handled by our payment provider; we never see or store your card number.",
      ),
      h3("When you browse"),
      p(
        "Our servers keep standard technical logs (IP address, browser, pages requested, time) for security and to keep the website running. If you accept cookies, we also collect anonymous statistics about how the website is used.",
      ),
      h2("3. Why we use it and on what legal basis"),
      ul(
        "To answer your enquiry and prepare an offer: steps you ask for before a contract.",
        "To process a gift card order and issue the card: performance of a contract.",
        "To assess your job application: steps before an employment contract, and our legitimate interest in hiring the right people.",
        "To send our newsletter: your consent, which you can withdraw with one click in every e-mail.",
        "To measure which campaigns bring visitors to us, and to keep the website secure: our legitimate interests.",
      ),
      h2("4. Cookies"),
      p("We use a small number of cookies:"),
      ul(
        "<strong>RestaurantsCookiesConsent</strong> remembers whether you accepted or rejected cookies, so that we do not ask again on every page. It is kept for 180 days.",
        "<strong>consent_id</strong> is a random number set when you choose, so that we can show which choice was made (our record of it keeps the number only in scrambled form). It is kept for 180 days.",
        "<strong>utm_source</strong> remembers which campaign or partner site brought you to us, and is attached to the forms you send so we can tell which campaigns work. It is kept for 30 days.",
        "<strong>Analytics cookies</strong> (Google Analytics, names beginning with <code>_ga</code>) count visits and page views anonymously. They are set only if you click Accept, and are kept for up to 13 months.",
      ),
      p(
        'You can change your choice at any time with the "Cookie settings" link at the foot of every page, which shows the banner again; your new choice applies from the next page you open. Rejecting cookies does not stop the website from working.',
      ),
      h2("5. How long we keep your data"),
      // The site shows the periods the code deletes by here, from the same settings.
      p(RETENTION_PERIODS_MARKER),
      h2("6. Who we share it with"),
      p(
        "We share personal data only with the group company that runs the venue you are dealing with, and with service providers who act on our instructions: our payment provider, our e-mail and hosting providers, and our booking system. They may not use your data for their own purposes. Where data leaves the European Economic Area, we rely on the safeguards the GDPR requires, such as the European Commission's standard contractual clauses.",
      ),
      h2("7. Your rights"),
      p(
        "You have the right to ask for a copy of your data, to correct it, to have it erased, to restrict or object to its use, to receive it in a portable format, and to withdraw any consent you gave. Write to us at the address above and we will answer within one month.",
        "If you are unhappy with how we handled your data, you can complain to the Commissioner for Personal Data Protection of the Republic of Cyprus, 1 Iasonos Street, 1082 Nicosia.",
      ),
      h2("8. Changes to this policy"),
      p(
        "We update this policy when our services or the law change. The version on this page is always the current one.",
      ),
    ].join(""),
  };
}

export function accessibilityContent(group: string, reviewed: string): RichTextBlock {
  return {
    value: [
      p(
        `${group} wants everyone to be able to find a table, read a menu, send an enquiry or apply for a job on this website, whatever device they use and whatever their abilities.`,
      ),
      h2("Our target"),
      p(
        'We aim to meet the <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines</a> (WCAG 2.2) at level AA across the whole website, and we test new pages against it before they go live.',
      ),
      h2("What we have done"),
      ul(
        "Every page can be used with a keyboard alone, with a visible focus outline and a link to skip to the main content.",
        "Text meets a contrast ratio of at least 4.5:1, including text placed over photographs.",
        "Images have text alternatives; purely decorative images are hidden from screen readers.",
        "Background videos are silent, and motion is switched off when your device asks for reduced motion.",
        "Forms have visible labels, and errors are described in text next to the field they belong to.",
        "Pages work when zoomed to 400% and on screens as narrow as 320 pixels.",
      ),
      h2("Known limitations"),
      ul(
        "Some of our menus are PDF documents and may not read well with every screen reader. Ask the restaurant and we will send the menu as plain text or read it to you over the phone.",
        "Online booking and ordering pages of individual brands are run by partners and may not yet meet the same standard.",
      ),
      h2("Tell us about a problem"),
      p(
        `If something on the website does not work for you, or you need information in a different format, contact us at <a href="mailto:${ACCESSIBILITY_EMAIL}">${ACCESSIBILITY_EMAIL}</a> or call ${GROUP_PHONE} (Monday to Friday, 08:30 to 17:30). Tell us the page and what went wrong; we will reply within five working days.`,
      ),
      h3("In our venues"),
      p(
        "Most of our restaurants have step-free entrances and accessible toilets, and assistance dogs are always welcome. Call the venue before your visit and the team will make sure your table is ready for you.",
      ),
      p(`This statement was last reviewed on ${reviewed}.`),
    ].join(""),
  };
}

export function giftCardTerms(): RichTextBlock {
  return {
    value: [
      h2("Gift card terms"),
      ol(
        "Gift cards are available in any amount from €1, paid in euro, VAT included.",
        "Each card is valid for 12 months from the date of purchase. The expiry date is printed on the card.",
        "Cards can be spent at every restaurant, confectionery shop and pizzeria of the group, in one visit or several.",
        "Collect your cards from the pickup point you chose, showing your order confirmation e-mail.",
        "Cards cannot be exchanged for cash, and change is not given in cash.",
        "Any balance left on the expiry date is forfeited.",
        "Gift cards cannot be used to pay for other gift cards or for catering deposits.",
        "Please present the card before ordering; it cannot be applied to a bill that has already been paid.",
        "A lost or stolen card cannot be replaced or refunded, so please keep it somewhere safe.",
        "If a payment fails, no card is issued and you are not charged.",
        "You may cancel an unused order within 14 days of purchase for a full refund.",
        `Questions about a card: <a href="mailto:${GROUP_EMAIL}">${GROUP_EMAIL}</a> or ${GROUP_PHONE}.`,
      ),
    ].join(""),
  };
}
