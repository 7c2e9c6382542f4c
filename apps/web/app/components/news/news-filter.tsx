import { useId } from "react";
import "./list-filter.css";
import { NEWS_SORTS, type NewsQuery, type NewsSort } from "../../lib/news-list.ts";

interface NewsFilterProps {
  query: NewsQuery;
  brands: { id: number; name: string }[];
  onSort: (sort: NewsSort) => void;
  onBrand: (brand: number | null) => void;
}

/**
 * SPEC §2/§4 filter select (Date Ascending, Date Descending, Brand); Brand adds a Choose Brand
 * select. A GET form, so the filter also works before JavaScript loads (the Apply button is
 * only shown then).
 */
export function NewsFilter({ query, brands, onSort, onBrand }: NewsFilterProps) {
  const sortId = useId();
  const brandId = useId();
  return (
    <form className="list-filter" method="get" action="/news" aria-label="Filter news">
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
        <div className="list-filter__field">
          <label htmlFor={brandId}>Choose Brand</label>
          <select
            id={brandId}
            name="brand"
            value={query.brand ?? ""}
            onChange={(e) => onBrand(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="button button--outline list-filter__apply">
        Apply
      </button>
    </form>
  );
}
