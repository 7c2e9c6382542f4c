import { BrandSelectField, type BrandSelectFieldProps, ListFilterForm } from "../list-filter/list-filter.tsx";

type BrandFilterProps = Omit<BrandSelectFieldProps, "label"> & { action: string };

/** SPEC §4 optional brand filter of What's On. */
export function BrandFilter({ action, brand, brands, onChange }: BrandFilterProps) {
  return (
    <ListFilterForm action={action} label="Filter events">
      <BrandSelectField label="Filter by brand" brand={brand} brands={brands} onChange={onChange} />
    </ListFilterForm>
  );
}
