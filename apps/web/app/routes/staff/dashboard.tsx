import { staffMay } from "@thalassa/contract/staff";
import { data, Link, useRouteLoaderData } from "react-router";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import {
  groupKeys,
  type NavGroup,
  roleCapsKeys,
  type StaffUser,
} from "../../components/staff/frame/staff-sections.ts";
import { type StaffTranslate, useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import { missingLaunchContent } from "../../lib/holding-page.server.ts";
import type { Route } from "./+types/dashboard";
import { staffApi } from "./staff-api.server.ts";
import { requireStaff } from "./staff-session.server.ts";
import { type WorkInProgress, type WorkItem, workInProgress } from "./work-in-progress.server.ts";

/**
 * New (not yet handled) items per inbox this role reads, what a new site still lacks before its
 * pages show (visitors see a holding page until then), and for people who edit content their
 * scheduled items and drafts; the overview still opens if any read fails.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [answer, launchMissing, work] = await Promise.all([
    staffApi<{ data?: Record<string, number> }>(request, "staff/inbox-counts"),
    missingLaunchContent().catch(() => []),
    staffMay(user.role, "content:news") ? workInProgress(request) : Promise.resolve(null),
  ]);
  return data(
    { newItems: answer.ok ? (answer.body.data ?? {}) : {}, launchMissing, work },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** Where each piece of launch content is made, and its name and step in the catalogue. */
const LAUNCH_STEPS = {
  "Site settings": {
    to: "/staff/content/settings",
    item: "overview.launchSettingsItem",
    label: "overview.launchSettings",
  },
  "a brand": { to: "/staff/content/brands", item: "overview.launchBrandItem", label: "overview.launchBrand" },
} as const;

function launchStep(item: string) {
  return Object.hasOwn(LAUNCH_STEPS, item) ? LAUNCH_STEPS[item as keyof typeof LAUNCH_STEPS] : undefined;
}

/** Before launch: the steps left, each a link to where it is done (for roles that may do it). */
function LaunchChecklist({ missing, may }: { missing: string[]; may: (to: string) => boolean }) {
  const { t } = useStaffText();
  if (missing.length === 0) return null;
  return (
    <section className="staff-section staff-launch" aria-labelledby="launch-title">
      <h2 id="launch-title">{t("overview.launchTitle")}</h2>
      <p>{t("overview.launchLead")}</p>
      <ol>
        {missing.map((item) => {
          const step = launchStep(item);
          if (!step) return <li key={item}>{item}</li>;
          const label = t(step.label);
          return <li key={item}>{may(step.to) ? <Link to={step.to}>{label}</Link> : label}</li>;
        })}
      </ol>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("frame.overview"));
}

/** Each dated type's name in the navigation's words. */
const WORK_SECTIONS = { news: "sections.news", events: "sections.events", jobs: "sections.jobs" } as const;

/** Scheduled items (soonest first) and drafts of news, events and job postings, each a link to its form. */
function InProgress({ work }: { work: WorkInProgress }) {
  const { t, formatLocale } = useStaffText();
  const item = (entry: WorkItem) => (
    <li key={`${entry.type}-${entry.id}`}>
      <Link to={`/staff/content/${entry.type}/${entry.id}`}>{entry.title}</Link>{" "}
      <span className="staff-work__note">
        {t(WORK_SECTIONS[entry.type])}
        {entry.publishAt ? (
          <>
            {" · "}
            {t("overview.goesLive")}{" "}
            <time dateTime={entry.publishAt}>{siteDateTime(entry.publishAt, formatLocale)}</time>
          </>
        ) : null}
      </span>
    </li>
  );
  return (
    <section className="staff-section staff-work" aria-labelledby="work-title">
      <h2 id="work-title">{t("overview.workTitle")}</h2>
      <div className="staff-work__lists">
        <div>
          <h3>{t("overview.scheduledTitle")}</h3>
          {work.scheduled.length ? <ul>{work.scheduled.map(item)}</ul> : <p>{t("overview.noneScheduled")}</p>}
        </div>
        <div>
          <h3>{t("overview.draftsTitle")}</h3>
          {work.drafts.length ? <ul>{work.drafts.map(item)}</ul> : <p>{t("overview.noDrafts")}</p>}
        </div>
      </div>
    </section>
  );
}

function NewCount({ count, t }: { count: number | undefined; t: StaffTranslate }) {
  if (count === undefined) return null;
  return (
    <span className={`staff-tile__count${count ? " staff-tile__count--some" : ""}`}>
      {count === 0 ? t("overview.nothingNew") : t("overview.newCount", { count })}
    </span>
  );
}

/** The overview: what this role may open, grouped as in the navigation, with each inbox's new items. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData("routes/staff/staff-layout") as
    | { user: StaffUser; nav: NavGroup[] }
    | undefined;
  const { t } = useStaffText();
  if (!layout) return null;
  const { user, nav } = layout;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.signedInAs", { role: t(roleCapsKeys[user.role]) })}</p>
        <h1>{t("overview.welcome", { name: user.name.split(" ")[0] ?? "" })}</h1>
        <p className="staff-lead">{t("overview.lead")}</p>
      </header>
      <LaunchChecklist
        missing={loaderData.launchMissing}
        may={(to) => nav.some((group) => group.links.some((link) => link.to === to))}
      />
      {loaderData.work ? <InProgress work={loaderData.work} /> : null}
      {nav.map((group) => (
        <section className="staff-section" key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`}>{t(groupKeys[group.id].heading)}</h2>
          <ul className="staff-tiles">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link className="staff-tile" to={link.to}>
                  {t(`sections.${link.section}`)}
                  <NewCount count={loaderData.newItems[link.to.replace("/staff/inbox/", "")]} t={t} />
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
