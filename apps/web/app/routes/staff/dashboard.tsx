import { Link, useRouteLoaderData } from "react-router";
import { StaffRouteError } from "../../components/staff/staff-error.tsx";
import { staffMeta } from "../../components/staff/staff-meta.ts";
import { type NavGroup, roleLabels, type StaffUser } from "../../components/staff/staff-sections.ts";

export function meta() {
  return staffMeta("Overview");
}

/** The overview: what this role may open, grouped as in the navigation. */
export default function Dashboard() {
  const layout = useRouteLoaderData("routes/staff/staff-layout") as
    | { user: StaffUser; nav: NavGroup[] }
    | undefined;
  if (!layout) return null;
  const { user, nav } = layout;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">Signed in as {roleLabels[user.role]}</p>
        <h1>Welcome, {user.name.split(" ")[0]}</h1>
        <p className="staff-lead">Everything your role looks after, in one place.</p>
      </header>
      {nav.map((group) => (
        <section className="staff-section" key={group.title} aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`}>{group.title}</h2>
          <ul className="staff-tiles">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link className="staff-tile" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
