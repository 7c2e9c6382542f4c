import { Link } from "../../i18n/site-link.tsx";
import "./breadcrumb.css";

export interface Crumb {
  name: string;
  path: string;
}

/** A breadcrumb trail; the last crumb is the current page. Pair it with breadcrumbJsonLd(). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path}>
              <span aria-current="page">{item.name}</span>
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
