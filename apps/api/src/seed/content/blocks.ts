// Every page's blocks, by page name and block name.

import type { ContactCardsBlock, FeatureBlock, VideoBlock } from "@thalassa/contract/blocks";
import type { DemoContent } from "../types.ts";
import { EVENTS_EMAIL } from "./group.ts";
import { buildHome, pageHero } from "./home.ts";
import { type MediaPicker, mediaOf } from "./media-picker.ts";
import {
  aboutIntro,
  accessibilityContent,
  careersIntro,
  contactDetails,
  contactMap,
  giftCardTerms,
  privacyContent,
  termsContent,
} from "./page-texts.ts";
import { DAY_MS, longDate, p } from "./text.ts";
import { withBlockTranslations } from "./translations.ts";

export function buildBlocks(media: MediaPicker, today: number): DemoContent["blocks"] {
  const n = (id: number) => media.brandName(id);
  const group = n(1);
  const pe = media.manifest.privateEvents;
  const eventsButton = { text: "Send an enquiry", link: "/private-events?modal=enquiry-form", newTab: false };
  const reviewed = longDate(today - 24 * DAY_MS);

  const celebrateCity: FeatureBlock = {
    eyebrow: "Celebrate in the city",
    title: "Birthdays, engagements and company dinners in the heart of Nicosia",
    paragraph: p(
      `Take over the terrace at ${n(9)} overlooking Eleftheria Square, or the private dining room at ${n(8)} with its clay oven and long oak table. Our events team plans the evening with you, from a welcome of Commandaria and loukoumades to a twenty-plate meze, a cake from our confectioners and a band if you want to dance.`,
      "Rooms for 12 to 250 guests, set menus from €38 per person, and a dedicated host on the night.",
    ),
    media: mediaOf(media.image(pe?.city, 21), "A courtyard table under string lights in the city"),
    button: eventsButton,
  };
  const celebrateSea: FeatureBlock = {
    eyebrow: "Celebrate in the sea",
    title: "Say it with the sound of the waves",
    paragraph: p(
      `Barefoot weddings on the sand at ${n(4)}, a christening lunch on the deck of ${n(6)} as the fishing boats come in, a fortieth birthday at ${n(5)} that carries on until the sun comes up. Private areas, bespoke menus built around the morning's catch, and sunsets we cannot take credit for.`,
      "Beach and pier venues for 20 to 400 guests, from April to November.",
    ),
    media: mediaOf(media.image(pe?.sea, 22), "A long table on the pier above the sea"),
    button: eventsButton,
  };
  const cateringFeature: FeatureBlock = {
    eyebrow: "Catering services",
    title: `${n(7)}: our kitchen, wherever you are`,
    paragraph: p(
      "Canapés in a Limassol garden, a buffet for an office opening in Nicosia, or a seated wedding dinner for eight hundred in the vineyards of Omodos. We cook in our central production kitchen, deliver in our own refrigerated vans and serve with our own teams, so the food arrives exactly as our chefs intended.",
      "Tell us the date, the place and the number of guests, and we will come back with a menu and a quotation within two working days.",
    ),
    media: mediaOf(media.image(pe?.catering, 23), "Platters prepared by our catering team"),
    button: { text: "Send a catering enquiry", link: "/private-events?modal=catering", newTab: false },
  };

  const productionAbout: FeatureBlock = {
    eyebrow: "Where it all begins",
    title: "One kitchen, every morning, for the whole group",
    paragraph: p(
      `Before dawn, the lights come on in Strovolos. Our bakers knead the dough for village bread and koulouri, our pastry chefs fill trays of baklava and galaktoboureko, and our cooks start the stocks and sauces that every ${group} kitchen relies on. By seven, the first refrigerated vans are on their way to Limassol, Paphos and Larnaca.`,
      "Central production lets us cook with care on a large scale: we buy whole harvests from Cypriot farmers, follow the same recipe in every venue, and check every batch in our own quality laboratory. The kitchen is certified to ISO 22000 and runs partly on the solar panels on its roof.",
    ),
    media: mediaOf(
      media.image(media.manifest.services?.confectionery ?? media.manifest.cateringTile?.[2], 24),
      "Pastries from our central production kitchen",
    ),
    button: { text: "Catering enquiries", link: "/central-production?modal=catering", newTab: false },
  };
  const productionVideo: VideoBlock = {
    title: "A morning in central production",
    media: media.videoMedia("production", "Bakers shaping bread in the central production kitchen", 31),
  };
  const productionContacts: ContactCardsBlock = {
    cards: [
      {
        title: "Production & wholesale",
        name: "Marios Charalambous",
        phone: "+357 22 030 310",
        email: "production@thalassa-group.example",
      },
      {
        title: "Catering sales",
        name: "Elena Georgiou",
        phone: "+357 22 030 701",
        email: EVENTS_EMAIL,
      },
    ],
  };

  const communityAbout: FeatureBlock = {
    eyebrow: "Our commitment",
    title: "Caring for the island that feeds us",
    paragraph: p(
      "We cook with what Cyprus grows and catches, so looking after its beaches, its farmers and its young people is part of the job. Every year we set ourselves targets for food waste, plastics, energy and local sourcing, and we report back on them here.",
      `Much of this work is run by ${n(18)} together with our teams, who volunteer hundreds of hours each year. Click on any project below to read more.`,
    ),
    media: mediaOf(
      media.image(media.manifest.csr?.["beach-clean-up"], 41),
      "The beach at sunset after a morning clean-up",
    ),
    button: { text: "Talk to us about a partnership", link: "/contact-us", newTab: false },
  };

  const giftCardAbout: FeatureBlock = {
    eyebrow: "The gift of a good table",
    title: "Gift cards for every restaurant, shop and pizzeria",
    paragraph: p(
      `Give someone a sunset dinner at ${n(6)}, a lazy Sunday at ${n(4)}, a box of loukoumades from ${n(2)} or a family pizza night at ${n(10)}. One card, spent at any of our venues, in one visit or several.`,
      "Choose an amount, tell us where you would like to collect it, and pay securely online. Cards are valid for twelve months.",
    ),
    media: mediaOf(media.image(media.manifest.giftCard, 51), `A ${n(1)} gift card`),
    button: null,
  };

  return withBlockTranslations(
    {
      home: buildHome(media),
      about: { Hero: pageHero(media, "about", 101), Intro: aboutIntro(group) },
      brands: { Hero: pageHero(media, "brands", 102) },
      "private-events": {
        Hero: pageHero(media, "private-events", 103),
        CelebrateCity: celebrateCity,
        CelebrateSea: celebrateSea,
        Catering: cateringFeature,
      },
      "central-production": {
        Hero: pageHero(media, "central-production", 104),
        About: productionAbout,
        Video: productionVideo,
        ContactCards: productionContacts,
      },
      "whats-on": { Hero: pageHero(media, "whats-on", 105) },
      news: { Hero: pageHero(media, "news", 106) },
      careers: { Hero: pageHero(media, "careers", 107), Intro: careersIntro() },
      "contact-us": {
        Hero: pageHero(media, "contact-us", 108),
        Details: contactDetails(media),
        Map: contactMap(),
      },
      "community-sustainability": {
        Hero: pageHero(media, "community-sustainability", 109),
        About: communityAbout,
      },
      terms: { Hero: pageHero(media, "terms", 110), Content: termsContent(group) },
      "privacy-policy": { Hero: pageHero(media, "privacy-policy", 111), Content: privacyContent(group) },
      "gift-card": { Hero: pageHero(media, "gift-card", 112), About: giftCardAbout, Terms: giftCardTerms() },
      accessibility: {
        Hero: pageHero(media, "accessibility", 113),
        Content: accessibilityContent(group, reviewed),
      },
    },
    n,
    group,
  );
}
