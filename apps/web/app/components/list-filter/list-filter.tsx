import { type ReactNode, useId } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import "./list-filter.css";

interface ListFilterFormProps {
  action: string;
  label: string;
  children: ReactNode;
}

/**
 * The filter above a list (news, What's On): a GET form, so it also works before JavaScript loads;
 * the Apply button is only shown then.
 */
export function ListFilterForm({ action, label, children }: ListFilterFormProps) {
  const t = useTranslations("lists");
  const lang = useInterfaceLang();
  return (
    <form className="list-filter" method="get" action={action} aria-label={label} lang={lang}>
      {children}
      <button type="submit" className="button button--outline list-filter__apply">
        {t("apply")}
      </button>
    </form>
  );
}

export interface BrandSelectFieldProps {
  label: string;
  brand: number | null;
  brands: { id: number; name: string }[];
  onChange: (brand: number | null) => void;
}

/** SPEC §4 brand select (`?brand=` a website id); its empty choice keeps every brand. */
export function BrandSelectField({ label, brand, brands, onChange }: BrandSelectFieldProps) {
  const id = useId();
  const t = useTranslations("lists");
  return (
    <div className="list-filter__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="brand"
        value={brand ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t("allBrands")}</option>
        {brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}
