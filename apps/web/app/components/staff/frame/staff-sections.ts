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
  staffContentTypes,
  staffInboxKinds,
  staffMay,
  staffRoles,
} from "@thalassa/contract/staff";

export type { StaffRole, StaffUser } from "@thalassa/contract/staff";
export { staffRoleLabels as roleLabels } from "@thalassa/contract/staff";

import { staffEditEn } from "../text/staff-edit-en.ts";
import type { StaffCatalogue } from "../text/staff-en.ts";

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

/** One item of each type, in a sentence ("Add a news item"): the English staff catalogue's words. */
export const contentSingular = Object.fromEntries(
  staffContentTypes.map((type) => [
    type,
    staffEditEn.singular[sectionKeyOf(type) as keyof typeof staffEditEn.singular],
  ]),
) as Record<StaffContentType, string>;

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

/** The catalogue's name of each page of the navigation (staff-en.ts `sections`). */
export type SectionKey = keyof StaffCatalogue["sections"];

/** A content type or inbox as the catalogue names it ("menu-cards" → "menuCards"). */
export function sectionKeyOf(kind: StaffContentType | StaffInboxKind): SectionKey {
  return kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as SectionKey;
}

export interface NavLink {
  to: string;
  /** The page's name in the catalogue: the frame shows it in the account's language. */
  section: SectionKey;
}

export interface NavGroup {
  id: "content" | "inbox" | "team";
  links: NavLink[];
}

/** The staff navigation a role sees: only what it may open. */
export function navFor(role: StaffRole): NavGroup[] {
  const content: NavLink[] = CONTENT_ORDER.filter((type) => staffMay(role, `content:${type}`)).map(
    (type) => ({ to: `/staff/content/${type}`, section: sectionKeyOf(type) }),
  );
  const inbox: NavLink[] = staffInboxKinds
    .filter((kind) => staffMay(role, `inbox:${kind}`))
    .map((kind) => ({ to: `/staff/inbox/${kind}`, section: sectionKeyOf(kind) }));
  const groups: NavGroup[] = [];
  if (staffMay(role, "media")) content.push({ to: "/staff/media", section: "media" });
  if (content.length) groups.push({ id: "content", links: content });
  if (inbox.length) groups.push({ id: "inbox", links: inbox });
  if (staffMay(role, "users")) {
    groups.push({
      id: "team",
      links: [
        { to: "/staff/users", section: "users" },
        { to: "/staff/audit", section: "audit" },
        ...(staffMay(role, "subject-requests")
          ? [{ to: "/staff/subject-requests", section: "subjectRequests" as const }]
          : []),
      ],
    });
  }
  return groups;
}

/** Each role's name in the catalogue (shown in a badge or an eyebrow, so in capitals). */
export const roleCapsKeys = {
  owner: "caps.roleOwner",
  editor: "caps.roleEditor",
  hr: "caps.roleHr",
  sales: "caps.roleSales",
  marketing: "caps.roleMarketing",
} as const satisfies Record<StaffRole, `caps.${string}`>;

/** Each navigation group's title: in capitals in the navigation, as a heading on the overview. */
export const groupKeys = {
  content: { caps: "caps.groupContent", heading: "sections.content" },
  inbox: { caps: "caps.groupInbox", heading: "sections.inbox" },
  team: { caps: "caps.groupTeam", heading: "sections.team" },
} as const;
