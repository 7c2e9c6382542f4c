import { useId } from "react";
import { NEWS_SORTS, type NewsQuery, type NewsSort } from "../../lib/news-list.ts";
import { BrandSelectField, ListFilterForm } from "../list-filter/list-filter.tsx";

interface NewsFilterProps {
  query: NewsQuery;
  brands: { id: number; name: string }[];
  onSort: (sort: NewsSort) => void;
  onBrand: (brand: number | null) => void;
}

/**
 * SPEC §2/§4 filter select (Date Ascending, Date Descending, Brand); Brand adds a Choose Brand
 * select.
 */
export function NewsFilter({ query, brands, onSort, onBrand }: NewsFilterProps) {
  const sortId = useId();
  return (
    <ListFilterForm action="/news" label="Filter news">
      <div className="list-filter__field">
        <label htmlFor={sortId}>Filter by</label>
        <select
          id={sortId}
          name="sort"
          value={query.sort}
          onChange={(e) => onSort(e.target.value as NewsSort)}
        >
          {NEWS_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {query.sort === "brand" ? (
        <BrandSelectField label="Choose Brand" brand={query.brand} brands={brands} onChange={onBrand} />
      ) : null}
    </ListFilterForm>
  );
}
