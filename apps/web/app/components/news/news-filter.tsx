import { useId } from "react";
import { useTranslations } from "use-intl";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
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
  const localePath = useLocalePath();
  const t = useTranslations("lists");
  const sortLabels = { "date-asc": t("sortDateAsc"), "date-desc": t("sortDateDesc"), brand: t("sortBrand") };
  return (
    <ListFilterForm action={localePath("/news")} label={t("filterNews")}>
      <div className="list-filter__field">
        <label htmlFor={sortId}>{t("filterBy")}</label>
        <select
          id={sortId}
          name="sort"
          value={query.sort}
          onChange={(e) => onSort(e.target.value as NewsSort)}
        >
          {NEWS_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {sortLabels[s.value]}
            </option>
          ))}
        </select>
      </div>
      {query.sort === "brand" ? (
        <BrandSelectField label={t("chooseBrand")} brand={query.brand} brands={brands} onChange={onBrand} />
      ) : null}
    </ListFilterForm>
  );
}
