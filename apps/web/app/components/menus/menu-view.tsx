import type { MenuItem, MenuPrice, MenuSection, MenuServed } from "@thalassa/contract/menu-shapes";
import { ALLERGENS, FILTER_DIETS, WEEKDAYS } from "@thalassa/contract/menu-values";
import type { FormEvent } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import type { Catalogue } from "../../i18n/messages/en.ts";
import { useFormats } from "../../i18n/use-formats.ts";
import { secureMediaUrl } from "../../lib/media.ts";
import { AllergenIcon, DietIcon } from "./allergen-icon.tsx";
import { FILTER_PARAMS, isFiltering, type MenuFilter, sectionAnchor } from "./menu-filter.ts";
import "./menus.css";

/** The menu's words without arguments, in the page's language (a translator of the "menu" catalogue). */
export type MenuWords = (
  key: Exclude<keyof Catalogue["menu"], "otherMenus" | "showing" | "pageTitle">,
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

function Prices({ prices }: { prices: MenuPrice[] }) {
  const formats = useFormats();
  if (!prices.length) return null;
  return (
    <p className="menu-item__prices">
      {prices.map((price, i) => (
        <span key={`${price.label ?? ""}-${i}`} className="menu-item__price">
          {price.label ? <span className="menu-item__size">{price.label}</span> : null}
          <span lang={formats.lang}>{formats.price(price.amount)}</span>
        </span>
      ))}
    </p>
  );
}

function Item({ item }: { item: MenuItem }) {
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  return (
    <li className="menu-item" data-available={item.available ? "true" : "false"}>
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
      {item.available ? null : (
        <p className="menu-item__unavailable" lang={lang}>
          {text("unavailable")}
        </p>
      )}
      {item.diets.length ? (
        <ul className="menu-item__marks" aria-label={text("dietsLabel")} lang={lang}>
          {item.diets.map((diet) => (
            <li key={diet} className={`menu-mark menu-mark--${diet}`}>
              <DietIcon diet={diet} />
              {text(diet)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="menu-item__allergens" lang={lang}>
        <span className="menu-item__allergens-label">{text("allergensLabel")}:</span>{" "}
        {item.allergens.length ? (
          <ul aria-label={text("allergensLabel")}>
            {item.allergens.map((allergen) => (
              <li key={allergen} className="menu-allergen">
                <AllergenIcon allergen={allergen} />
                {text(allergen)}
              </li>
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
  filter: MenuFilter;
  shown: number;
  total: number;
  /** With JavaScript, every change applies at once (no reload); without, the form is sent by GET. */
  onChange?: (form: HTMLFormElement) => void;
}

export function MenuFilterForm({ action, filter, shown, total, onChange }: MenuFilterFormProps) {
  const change = (event: FormEvent<HTMLFormElement>) => onChange?.(event.currentTarget);
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  return (
    <details className="menu-filter" open={isFiltering(filter) || undefined} lang={lang}>
      <summary className="menu-filter__summary">{text("filterTitle")}</summary>
      <form method="get" action={action} className="menu-filter__form" onChange={change}>
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

export function MenuSections({ sections }: { sections: { section: MenuSection; index: number }[] }) {
  const text = useTranslations("menu");
  const lang = useInterfaceLang();
  if (!sections.length)
    return (
      <p className="menu-empty" lang={lang}>
        {text("nothingShown")}
      </p>
    );
  return (
    <>
      {sections.map(({ section, index }) => (
        <section key={sectionAnchor(index)} className="menu-section" aria-labelledby={sectionAnchor(index)}>
          <h2 id={sectionAnchor(index)} className="menu-section__title">
            {section.name}
          </h2>
          {section.description ? <p className="menu-section__description">{section.description}</p> : null}
          <ul className="menu-section__items">
            {section.items.map((item, i) => (
              <Item key={`${item.name}-${i}`} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function SectionIndex({ sections }: { sections: { section: MenuSection; index: number }[] }) {
  const text = useTranslations("menu");
  if (sections.length < 2) return null;
  return (
    <nav className="menu-index" aria-label={text("sections")}>
      <ul>
        {sections.map(({ section, index }) => (
          <li key={sectionAnchor(index)}>
            <a href={`#${sectionAnchor(index)}`}>{section.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
