import { BrandSelectField, ListFilterForm } from "../news/list-filter.tsx";

interface BrandFilterProps {
  action: string;
  brand: number | null;
  brands: { id: number; name: string }[];
  onChange: (brand: number | null) => void;
}

/** SPEC §4 optional brand filter of What's On. */
export function BrandFilter({ action, brand, brands, onChange }: BrandFilterProps) {
  return (
    <ListFilterForm action={action} label="Filter events">
      <BrandSelectField label="Filter by brand" brand={brand} brands={brands} onChange={onChange} />
    </ListFilterForm>
  );
}
