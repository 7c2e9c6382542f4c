/**
 * What each staff role may open, as the site shows it (navigation, dashboard, route checks). The
 * API checks every call again on its side; these lists only keep the site from offering a page
 * whose data the API would refuse.
 */
import {
  type StaffArea,
  type StaffContentType,
  type StaffInboxKind,
  type StaffRole,
  staffContentLabels,
  staffContentTypes,
  staffInboxKinds,
  staffInboxLabels,
  staffMay,
  staffRoles,
} from "@thalassa/contract/staff";

export type { StaffRole, StaffUser } from "@thalassa/contract/staff";
export { staffRoleLabels as roleLabels } from "@thalassa/contract/staff";

/** The order content types appear in the navigation: the most edited first. */
const CONTENT_ORDER: StaffContentType[] = [
  "news",
  "events",
  "jobs",
  "blocks",
  "brands",
  "csr",
  "menu-cards",
  "menus",
  "page-meta",
  "settings",
];

/** One item of each type, in a sentence ("Add a news item"). */
export const contentSingular: Record<StaffContentType, string> = {
  news: "news item",
  events: "event",
  jobs: "job posting",
  brands: "brand",
  csr: "community item",
  menus: "menu PDF",
  "menu-cards": "menu",
  settings: "settings entry",
  "page-meta": "page meta entry",
  blocks: "page block",
};

/** The roles that may use an area. */
export function rolesFor(area: StaffArea): StaffRole[] {
  return staffRoles.filter((role) => staffMay(role, area));
}

export function isContentType(value: string | undefined): value is StaffContentType {
  return !!value && (staffContentTypes as readonly string[]).includes(value);
}

export function isInboxKind(value: string | undefined): value is StaffInboxKind {
  return !!value && (staffInboxKinds as readonly string[]).includes(value);
}

export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** The staff navigation a role sees: only what it may open. */
export function navFor(role: StaffRole): NavGroup[] {
  const content = CONTENT_ORDER.filter((type) => staffMay(role, `content:${type}`)).map((type) => ({
    to: `/staff/content/${type}`,
    label: staffContentLabels[type],
  }));
  const inbox = staffInboxKinds
    .filter((kind) => staffMay(role, `inbox:${kind}`))
    .map((kind) => ({ to: `/staff/inbox/${kind}`, label: staffInboxLabels[kind] }));
  const groups: NavGroup[] = [];
  if (staffMay(role, "media")) content.push({ to: "/staff/media", label: "Media library" });
  if (content.length) groups.push({ title: "Content", links: content });
  if (inbox.length) groups.push({ title: "Inbox", links: inbox });
  if (staffMay(role, "users")) {
    groups.push({
      title: "Team",
      links: [
        { to: "/staff/users", label: "Users and invitations" },
        { to: "/staff/audit", label: "Audit log" },
        ...(staffMay(role, "subject-requests")
          ? [{ to: "/staff/subject-requests", label: "Subject requests" }]
          : []),
      ],
    });
  }
  return groups;
}
