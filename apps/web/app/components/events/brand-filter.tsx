import { useId } from "react";
import "../news/list-filter.css";

interface BrandFilterProps {
  action: string;
  brand: number | null;
  brands: { id: number; name: string }[];
  onChange: (brand: number | null) => void;
}

/** SPEC §4 optional brand filter; a GET form, so it also works before JavaScript loads. */
export function BrandFilter({ action, brand, brands, onChange }: BrandFilterProps) {
  const id = useId();
  return (
    <form className="list-filter" method="get" action={action} aria-label="Filter events">
      <div className="list-filter__field">
        <label htmlFor={id}>Filter by brand</label>
        <select
          id={id}
          name="brand"
          value={brand ?? ""}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--outline list-filter__apply">
        Apply
      </button>
    </form>
  );
}
