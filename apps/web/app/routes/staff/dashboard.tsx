import { data, Link, useRouteLoaderData } from "react-router";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { type NavGroup, roleLabels, type StaffUser } from "../../components/staff/frame/staff-sections.ts";
import type { Route } from "./+types/dashboard";
import { staffApi } from "./staff-api.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/** New (not yet handled) items per inbox this role reads; the overview still opens if the count fails. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const answer = await staffApi<{ data?: Record<string, number> }>(request, "staff/inbox-counts");
  return data(
    { newItems: answer.ok ? (answer.body.data ?? {}) : {} },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function meta() {
  return staffMeta("Overview");
}

function NewCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className={`staff-tile__count${count ? " staff-tile__count--some" : ""}`}>
      {count === 0 ? "nothing new" : `${count} new`}
    </span>
  );
}

/** The overview: what this role may open, grouped as in the navigation, with each inbox's new items. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
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
                  <NewCount count={loaderData.newItems[link.to.replace("/staff/inbox/", "")]} />
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
