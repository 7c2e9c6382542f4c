import type { MenuServed } from "@thalassa/contract/menu-shapes";
import { ALLERGENS, DIETS, FILTER_DIETS, WEEKDAYS } from "@thalassa/contract/menu-values";
import type { FormEvent } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import type { Catalogue } from "../../i18n/messages/en.ts";
import { useFormats } from "../../i18n/use-formats.ts";
import { secureMediaUrl } from "../../lib/media.ts";
import { FILTER_PARAMS, isFiltering, type MenuFilter, marksPass, sectionAnchor } from "./menu-filter.ts";
import { type Dish, hasAllergen, hasDiet, PART_PARAM, type ShownSection } from "./menu-parts.ts";
import "./menus.css";

/** The menu's words without arguments, in the page's language (a translator of the "menu" catalogue). */
export type MenuWords = (
  key: Exclude<
    keyof Catalogue["menu"],
    "otherMenus" | "showing" | "pageTitle" | "pageDescription" | "partOf"
  >,
) => string;

/** "Every day, 12:00–23:00" or "Sat, Sun, 09:00–12:30", in the words of the page's language. */
export function servedText(served: MenuServed, text: MenuWords): string | null {
  const days =
    served.days.length === 0 || served.days.length === 7
      ? text("everyDay")
      : WEEKDAYS.filter((d) => served.days.includes(d))
          .map((d) => text(d))
          .join(", ");
  const hours =
    served.from && served.until ? `${served.from}–${served.until}` : (served.from ?? served.until);
  return hours ? `${days}, ${hours}` : served.days.length ? days : null;
}

function Prices({ prices }: { prices: Dish["prices"] }) {
  const formats = useFormats();
  if (!prices.length) return null;
  return (
    <p className="menu-item__prices">
      {prices.map(([label, amount], i) => (
        <span key={`${label ?? ""}-${i}`} className="menu-item__price">
          {label ? <span className="menu-item__size">{label}</span> : null}
          <span lang={formats.lang}>{formats.price(amount)}</span>
        </span>
      ))}
    </p>
  );
}

/**
 * One dish, lean: every mark in words (a short list item each, no icon), so a long menu stays
 * a page a phone reads quickly (ADR 0047).
 */
function Item({ item, lang, text }: { item: Dish; lang: string | undefined; text: MenuWords }) {
  const allergens = ALLERGENS.filter((allergen) => hasAllergen(item.marks, allergen));
  const diets = DIETS.filter((diet) => hasDiet(item.marks, diet));
  return (
    <li className="menu-item" data-available={item.unavailable ? "false" : "true"}>
      {item.photo ? (
        <img
          className="menu-item__photo"
          src={secureMediaUrl(item.photo.url)}
          alt={item.photo.alt}
          width={item.photo.width ?? 160}
          height={item.photo.height ?? 120}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="menu-item__head">
        <h3 className="menu-item__name">{item.name}</h3>
        <Prices prices={item.prices} />
      </div>
      {item.description ? <p className="menu-item__description">{item.description}</p> : null}
      {item.unavailable ? (
        <p className="menu-item__unavailable" lang={lang}>
          {text("unavailable")}
        </p>
      ) : null}
      {diets.length ? (
        <ul className="menu-item__marks" aria-label={text("dietsLabel")} lang={lang}>
          {diets.map((diet) => (
            <li key={diet} className={`menu-mark menu-mark--${diet}`}>
              {text(diet)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="menu-item__allergens" lang={lang}>
        <span className="menu-item__allergens-label">{text("allergensLabel")}:</span>{" "}
        {allergens.length ? (
          <ul aria-label={text("allergensLabel")}>
            {allergens.map((allergen) => (
              <li key={allergen}>{text(allergen)}</li>
            ))}
          </ul>
        ) : (
          <span>{text("noAllergens")}</span>
        )}
      </div>
    </li>
  );
}

interface FilterChoicesProps<Value extends string> {
  legend: string;
  /** The query parameter each ticked box adds to the address. */
  name: string;
  values: readonly Value[];
  /** The values the address already asks for. */
  checked: readonly Value[];
  label: (value: Value) => string;
}

/** One group of checkboxes of the menu filter (allergens to hide, diets to keep). */
function FilterChoices<Value extends string>({
  legend,
  name,
  values,
  checked,
  label,
}: FilterChoicesProps<Value>) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="menu-filter__choices">
        {values.map((value) => (
          <label key={value} className="menu-filter__choice">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface MenuFilterFormProps {
  action: string;
  /** The part of a long menu shown, kept when the form is sent without JavaScript. */
  part?: number;
  filter: MenuFilter;
  shown: number;
  total: number;
  /** With JavaScript, every change applies at once (no reload); without, the form is sent by GET. */
  onChange?: (form: HTMLFormElement) => void;
}

export function MenuFilterForm({ action, part, filter, shown, total, onChange }: MenuFilterFormProps) {
  const change = (event: FormEvent<HTMLFormElement>) => onChange?.(event.currentTarget);
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  return (
    <details className="menu-filter" open={isFiltering(filter) || undefined} lang={lang}>
      <summary className="menu-filter__summary">{text("filterTitle")}</summary>
      <form method="get" action={action} className="menu-filter__form" onChange={change}>
        {part ? <input type="hidden" name={PART_PARAM} value={part} /> : null}
        <FilterChoices
          legend={text("hideContaining")}
          name={FILTER_PARAMS.without}
          values={ALLERGENS}
          checked={filter.without}
          label={(allergen) => text(allergen)}
        />
        <FilterChoices
          legend={text("showOnly")}
          name={FILTER_PARAMS.diet}
          values={FILTER_DIETS}
          checked={filter.diets}
          label={(diet) => text(diet)}
        />
        <div className="menu-filter__actions">
          <button type="submit" className="button">
            {text("apply")}
          </button>
          <a className="menu-filter__clear" href={action}>
            {text("clear")}
          </a>
        </div>
      </form>
      <p className="menu-filter__count" aria-live="polite">
        {text("showing", { shown: String(shown), total: String(total) })}
      </p>
    </details>
  );
}

/** The sections shown, each dish that passes the filter (the filter applies to the page's own dishes). */
export function MenuSections({ sections, filter }: { sections: ShownSection[]; filter?: MenuFilter }) {
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  const shown = sections
    .map((section) => ({
      ...section,
      items: filter ? section.items.filter((item) => marksPass(item.marks, filter)) : section.items,
    }))
    .filter((section) => section.items.length > 0 || !filter || !isFiltering(filter));
  if (!shown.length)
    return (
      <p className="menu-empty" lang={lang}>
        {text("nothingShown")}
      </p>
    );
  return (
    <>
      {shown.map((section) => (
        <section
          key={sectionAnchor(section.index)}
          className="menu-section"
          aria-labelledby={sectionAnchor(section.index)}
        >
          <h2 id={sectionAnchor(section.index)} className="menu-section__title">
            {section.name}
          </h2>
          {section.description ? <p className="menu-section__description">{section.description}</p> : null}
          <ul className="menu-section__items">
            {section.items.map((item, i) => (
              <Item key={`${item.name}-${i}`} item={item} lang={lang} text={text} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A section in the in-page index: where it is, and on which part of a long menu it starts. */
export interface IndexEntry {
  index: number;
  name: string;
  /** The address of its part, when it starts on another part than the one shown. */
  href?: string;
}

export function SectionIndex({ sections }: { sections: IndexEntry[] }) {
  const text = useTranslations("menu");
  if (sections.length < 2) return null;
  return (
    <nav className="menu-index" aria-label={text("sections")}>
      <ul>
        {sections.map((section) => (
          <li key={sectionAnchor(section.index)}>
            <a href={`${section.href ?? ""}#${sectionAnchor(section.index)}`}>{section.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
