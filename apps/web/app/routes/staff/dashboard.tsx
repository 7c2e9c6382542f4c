import { data, Link, useRouteLoaderData } from "react-router";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { type NavGroup, roleLabels, type StaffUser } from "../../components/staff/frame/staff-sections.ts";
import { missingLaunchContent } from "../../lib/holding-page.server.ts";
import type { Route } from "./+types/dashboard";
import { staffApi } from "./staff-api.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/**
 * New (not yet handled) items per inbox this role reads, and what a new site still lacks before its
 * pages show (visitors see a holding page until then); the overview still opens if either read fails.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [answer, launchMissing] = await Promise.all([
    staffApi<{ data?: Record<string, number> }>(request, "staff/inbox-counts"),
    missingLaunchContent().catch(() => []),
  ]);
  return data(
    { newItems: answer.ok ? (answer.body.data ?? {}) : {}, launchMissing },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** Where each piece of launch content is made. */
const LAUNCH_STEPS: Record<string, { to: string; label: string }> = {
  "Site settings": {
    to: "/staff/content/settings",
    label: "Fill in Site settings: the group's name, contacts and footer",
  },
  "a brand": { to: "/staff/content/brands", label: "Add the first brand" },
};

/** Before launch: the steps left, each a link to where it is done (for roles that may do it). */
function LaunchChecklist({ missing, may }: { missing: string[]; may: (to: string) => boolean }) {
  if (missing.length === 0) return null;
  return (
    <section className="staff-section staff-launch" aria-labelledby="launch-title">
      <h2 id="launch-title">Before the site opens</h2>
      <p>Visitors see a holding page ("Our new website opens soon") until these are published:</p>
      <ol>
        {missing.map((item) => {
          const step = LAUNCH_STEPS[item];
          if (!step) return <li key={item}>{item}</li>;
          return <li key={item}>{may(step.to) ? <Link to={step.to}>{step.label}</Link> : step.label}</li>;
        })}
      </ol>
    </section>
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
      <LaunchChecklist
        missing={loaderData.launchMissing}
        may={(to) => nav.some((group) => group.links.some((link) => link.to === to))}
      />
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
