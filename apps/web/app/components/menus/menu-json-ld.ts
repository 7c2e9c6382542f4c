import type { MenuCard } from "@thalassa/contract/entities";
import type { Diet, MenuItem } from "@thalassa/contract/menu-shapes";

type Thing = Record<string, unknown>;

/** schema.org's RestrictedDiet values for the marks that have one ("spicy" and alcohol have none). */
const DIETS: Partial<Record<Diet, string>> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  gluten_free: "https://schema.org/GlutenFreeDiet",
};

function offersOf(item: MenuItem): Thing[] {
  return item.prices.map((price) => ({
    "@type": "Offer",
    ...(price.label ? { name: price.label } : {}),
    price: price.amount.toFixed(2),
    priceCurrency: "EUR",
    availability: item.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
  }));
}

/** A structured menu as schema.org Menu → MenuSection → MenuItem, every item (the filter is the guest's). */
export function menuJsonLd(
  menu: MenuCard,
  brandName: string,
  url: string,
  image?: (u: string) => string,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: `${brandName}: ${menu.name}`,
    url,
    ...(menu.description ? { description: menu.description } : {}),
    inLanguage: "en",
    hasMenuSection: menu.sections.map((section) => ({
      "@type": "MenuSection",
      name: section.name,
      ...(section.description ? { description: section.description } : {}),
      hasMenuItem: section.items.map((item) => {
        const diets = item.diets.map((d) => DIETS[d]).filter((d): d is string => !!d);
        const offers = offersOf(item);
        return {
          "@type": "MenuItem",
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.photo && image ? { image: image(item.photo.url) } : {}),
          ...(offers.length ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
          ...(diets.length ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
        };
      }),
    })),
  };
}
