import { useTranslations } from "use-intl";
import { BrandSelectField, type BrandSelectFieldProps, ListFilterForm } from "../list-filter/list-filter.tsx";

type BrandFilterProps = Omit<BrandSelectFieldProps, "label"> & { action: string };

/** SPEC §4 optional brand filter of What's On. */
export function BrandFilter({ action, brand, brands, onChange }: BrandFilterProps) {
  const t = useTranslations("lists");
  return (
    <ListFilterForm action={action} label={t("filterEvents")}>
      <BrandSelectField label={t("filterByBrand")} brand={brand} brands={brands} onChange={onChange} />
    </ListFilterForm>
  );
}
