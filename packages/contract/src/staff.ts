import { z } from "zod";
import { type BlockKind, blockSchemas, pageBlocks } from "./blocks.ts";
import { writeSchema } from "./content-model.ts";
import {
  brandModel,
  csrModel,
  eventModel,
  jobModel,
  menuCardModel,
  menuModel,
  newsModel,
  pageMetaModel,
  publishStatus,
  richTextField,
} from "./content-models.ts";
import { siteSettingsSchema } from "./entities.ts";
import { blockTranslationsSchema } from "./translations.ts";

/*
 * The staff area's contract (ADR 0018): roles, what each role may do, the body every content write
 * takes, the inbox kinds and the answers of /api/v1/staff/*. The API validates with these schemas;
 * the site generates its forms from them (z.toJSONSchema), so a field added here needs no form code.
 */

/*
 * Who may do what, in one place (ADR 0056): a role is a set of permissions, and every staff area
 * (a content type, an inbox, the user admin…) needs exactly one permission. The API checks it
 * (staffMay), the site hides what a role cannot open with the same function, and the README's
 * role table is generated from these two records (staffRoleTable; a test compares them).
 */

/** The permissions, each with the sentence the README and the users page show for it. */
export const staffPermissionLabels = {
  team: "users and invitations, site settings, the audit log and subject requests",
  content:
    "news, events, brands, community items, menus, page blocks (with live preview), page meta, the media library",
  "job-postings": "job postings",
  "job-applications": "job applications, with their CVs and work permits",
  enquiries: "catering and private-event enquiries",
  "gift-cards": "gift-card orders (with a re-check at the bank)",
  newsletter: "newsletter subscribers (CSV export)",
} as const;
export type StaffPermission = keyof typeof staffPermissionLabels;
export const staffPermissions = Object.keys(staffPermissionLabels) as StaffPermission[];

/** Each role's permissions. A new role is one line here (and its label below). */
export const staffRolePermissions = {
  owner: staffPermissions,
  editor: ["content", "job-postings"],
  hr: ["job-postings", "job-applications"],
  sales: ["enquiries", "gift-cards", "newsletter"],
  marketing: ["content", "job-postings", "enquiries", "gift-cards", "newsletter"],
} as const satisfies Record<string, readonly StaffPermission[]>;

export const staffRoles = Object.keys(staffRolePermissions) as [
  keyof typeof staffRolePermissions,
  ...(keyof typeof staffRolePermissions)[],
];
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  editor: "Editor",
  hr: "HR",
  sales: "Sales",
  marketing: "Marketing",
};

export function staffRoleHas(role: StaffRole, permission: StaffPermission): boolean {
  return (staffRolePermissions[role] as readonly StaffPermission[]).includes(permission);
}

/** What a role may do, as one sentence ("everything" for a role that holds every permission). */
export function staffRoleSummary(role: StaffRole): string {
  const held = staffPermissions.filter((permission) => staffRoleHas(role, permission));
  const text = held.map((permission) => staffPermissionLabels[permission]).join("; ");
  return held.length === staffPermissions.length ? `everything: ${text}` : text;
}

/**
 * The README's role table (Markdown): one row per role, one column per permission, then what each
 * permission covers. Generated so that the documentation cannot drift from the checks.
 */
export function staffRoleTable(): string {
  const header = ["Role", ...staffPermissions];
  const rows = staffRoles.map((role) => [
    role,
    ...staffPermissions.map((permission) => (staffRoleHas(role, permission) ? "yes" : "")),
  ]);
  const width = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(width[i] ?? 0)).join(" | ")} |`;
  const legend = staffPermissions.map(
    (permission) => `- **${permission}**: ${staffPermissionLabels[permission]}`,
  );
  return [
    line(header),
    `| ${width.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...rows.map(line),
    "",
    ...legend,
  ].join("\n");
}

/** Cookie names of the staff session start with this (better-auth's cookie prefix). */
export const STAFF_COOKIE_PREFIX = "thalassa_staff";
/** An invitation link works this long, once. */
export const STAFF_INVITATION_HOURS = 72;
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Failed sign-ins for one address before it is locked, and for how long. */
export const STAFF_SIGN_IN_MAX_FAILURES = 5;
export const STAFF_SIGN_IN_LOCK_MINUTES = 15;
/**
 * The per-source request ceiling of the sign-in routes, as a multiple of the public writes' limit
 * (RATE_LIMIT_MAX): a guard against floods, high enough that an office of colleagues behind one
 * address never reaches it (ADR 0056). People are limited by the lock-out per account and source.
 */
export const STAFF_SIGN_IN_SOURCE_FACTOR = 10;

/** "2 tries left …" after a wrong password, or what happens now that none is left. */
export function staffSignInTriesLeft(triesLeft: number): string {
  if (triesLeft <= 0)
    return `Sign-in to this account from here is paused for ${STAFF_SIGN_IN_LOCK_MINUTES} minutes. An owner can lift the pause under Users and invitations, and resetting your password lifts it too.`;
  return `${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left before sign-in to this account from here pauses for ${STAFF_SIGN_IN_LOCK_MINUTES} minutes.`;
}

/** The refusal while a lock is on, with the minutes that are really left. */
export function staffSignInLockedMessage(lockedUntil: Date | null, now = new Date()): string {
  const minutes = lockedUntil
    ? Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000))
    : STAFF_SIGN_IN_LOCK_MINUTES;
  return `Too many failed sign-ins for this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, ask an owner to unlock it, or reset your password.`;
}

/* ---------- content write bodies, one per content type ---------- */

export { richTextField };

export const staffNewsSchema = writeSchema(newsModel);

export const staffCsrSchema = writeSchema(csrModel);

export const staffEventSchema = writeSchema(eventModel);

export const staffJobSchema = writeSchema(jobModel);

export const staffBrandSchema = writeSchema(brandModel);

export const staffMenuSchema = writeSchema(menuModel);

export const staffMenuCardSchema = writeSchema(menuCardModel);

export const staffSettingsSchema = siteSettingsSchema;

export const staffPageMetaSchema = writeSchema(pageMetaModel);

/**
 * A content block: which page and block it is, and its content, checked against the block kind
 * that page/block pair has (pageBlocks). "draft" saves the draft only; "live" publishes it too.
 */
export const staffBlockSchema = z
  .object({
    website_id: z.number().int().positive().default(1),
    page_name: z.string().min(1),
    block_name: z.string().min(1),
    status: publishStatus(),
    content: z.record(z.string(), z.unknown()),
  })
  .superRefine((block, ctx) => {
    const kind = staffBlockKind(block.page_name, block.block_name);
    if (!kind) {
      ctx.addIssue({
        code: "custom",
        path: ["block_name"],
        message: `The page ${block.page_name} has no block named ${block.block_name}`,
      });
      return;
    }
    const parsed = staffBlockContentSchema(block.page_name, block.block_name)?.safeParse(block.content);
    if (!parsed || parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", path: ["content", ...issue.path], message: issue.message });
    }
  });

/** The write body of each content type, by the :type of /api/v1/staff/content/:type. */
export const staffContentSchemas = {
  news: staffNewsSchema,
  events: staffEventSchema,
  jobs: staffJobSchema,
  brands: staffBrandSchema,
  csr: staffCsrSchema,
  menus: staffMenuSchema,
  "menu-cards": staffMenuCardSchema,
  settings: staffSettingsSchema,
  "page-meta": staffPageMetaSchema,
  blocks: staffBlockSchema,
} as const;
export type StaffContentType = keyof typeof staffContentSchemas;
export const staffContentTypes = Object.keys(staffContentSchemas) as StaffContentType[];
export const staffContentTypeSchema = z.enum(staffContentTypes as [StaffContentType, ...StaffContentType[]]);
export type StaffContentBody<T extends StaffContentType> = z.infer<(typeof staffContentSchemas)[T]>;

export const staffContentLabels: Record<StaffContentType, string> = {
  news: "News",
  events: "Events",
  jobs: "Jobs",
  brands: "Brands",
  csr: "Community & sustainability",
  menus: "Menu PDFs",
  "menu-cards": "Menus",
  settings: "Site settings",
  "page-meta": "Page meta",
  blocks: "Page blocks",
};

/** Types whose items are drafts until published (status draft/live). */
export const staffPublishableTypes = ["news", "events", "jobs", "csr", "menu-cards", "blocks"] as const;

/** Pages and blocks by the names staff read (ADR 0056); the stored names stay as the site uses them. */
const staffPageNames: Record<string, string> = {
  home: "Home page",
  about: "About page",
  brands: "Brands page",
  "private-events": "Private events page",
  "central-production": "Central production page",
  "whats-on": "What's on page",
  news: "News page",
  careers: "Careers page",
  "contact-us": "Contact page",
  "community-sustainability": "Community & sustainability page",
  terms: "Terms page",
  "privacy-policy": "Privacy policy page",
  "gift-card": "Gift card page",
  accessibility: "Accessibility page",
};
const staffBlockNames: Record<string, string> = {
  HeroBlock: "Top banner (slides)",
  Hero: "Top banner",
  WhoWeAre: "Who we are",
  CateringTile: "Catering tile",
  Services: "Services",
  Intro: "Introduction",
  CelebrateCity: "Celebrate in the city",
  CelebrateSea: "Celebrate by the sea",
  Catering: "Catering",
  About: "About",
  Video: "Video",
  ContactCards: "Contact cards",
  Details: "Contact details",
  Map: "Map",
  Content: "Text",
  Terms: "Terms",
};

export function staffPageLabel(pageName: string): string {
  return staffPageNames[pageName] ?? pageName;
}

export function staffBlockLabel(blockName: string): string {
  return staffBlockNames[blockName] ?? blockName.replace(/([a-z])([A-Z])/g, "$1 $2");
}

/** The block kind of a page's block, or null when the site does not know that block. */
export function staffBlockKind(pageName: string, blockName: string): BlockKind | null {
  const blocks = (pageBlocks as Record<string, Record<string, BlockKind>>)[pageName];
  return blocks?.[blockName] ?? null;
}

/**
 * The schema a block's content follows, for the block form: its kind's, with the Greek and Russian
 * versions of the whole block beside it (ADR 0039), each published on its own.
 */
export function staffBlockContentSchema(pageName: string, blockName: string) {
  const kind = staffBlockKind(pageName, blockName);
  if (!kind) return null;
  const schema: z.ZodObject = blockSchemas[kind];
  return schema.extend({
    translations: blockTranslationsSchema(schema).meta({ title: "Translations" }),
  });
}

/* ---------- inbox ---------- */

export const staffInboxKinds = [
  "catering",
  "private-events",
  "job-applications",
  "newsletter",
  "gift-card-orders",
] as const;
export const staffInboxKindSchema = z.enum(staffInboxKinds);
export type StaffInboxKind = z.infer<typeof staffInboxKindSchema>;

export const staffInboxLabels: Record<StaffInboxKind, string> = {
  catering: "Catering enquiries",
  "private-events": "Private event enquiries",
  "job-applications": "Job applications",
  newsletter: "Newsletter subscribers",
  "gift-card-orders": "Gift card orders",
};

/** Job application files, by the :name of /staff/inbox/job-applications/:id/files/:name. */
export const staffApplicationFileNames = ["cv", "work-permit"] as const;

/* ---------- who may do what (checked on the server; the site only hides what a role cannot use) ---------- */

export type StaffArea =
  | "users"
  | "audit"
  | "subject-requests"
  | "media"
  | `content:${StaffContentType}`
  | `inbox:${StaffInboxKind}`
  | "application-files";

/** The one permission each area needs. */
export const staffAreaPermission: Record<StaffArea, StaffPermission> = {
  users: "team",
  audit: "team",
  "subject-requests": "team",
  "content:settings": "team",
  media: "content",
  "content:news": "content",
  "content:events": "content",
  "content:brands": "content",
  "content:csr": "content",
  "content:menus": "content",
  "content:menu-cards": "content",
  "content:page-meta": "content",
  "content:blocks": "content",
  "content:jobs": "job-postings",
  "inbox:job-applications": "job-applications",
  "application-files": "job-applications",
  "inbox:catering": "enquiries",
  "inbox:private-events": "enquiries",
  "inbox:gift-card-orders": "gift-cards",
  "inbox:newsletter": "newsletter",
};

/** The roles that may use each area, derived from the two records above. */
export const staffAccess = Object.fromEntries(
  (Object.keys(staffAreaPermission) as StaffArea[]).map((area) => [
    area,
    staffRoles.filter((role) => staffRoleHas(role, staffAreaPermission[area])),
  ]),
) as unknown as Record<StaffArea, readonly StaffRole[]>;

export function staffMay(role: StaffRole, area: StaffArea): boolean {
  return staffRoleHas(role, staffAreaPermission[area]);
}

/* ---------- requests and answers of /api/v1/staff/* ---------- */

export const staffMessages = {
  signInRequired: "Sign in to continue.",
  invitationInvalid: "This invitation link is not valid. Ask an owner for a new one.",
  invitationExpired: "This invitation link has expired. Ask an owner for a new one.",
  invitationUsed: "This invitation link has already been used. Sign in instead.",
  signInLocked: staffSignInLockedMessage(null),
  lastOwner: "The last owner cannot be removed or given another role.",
} as const;

/**
 * 422 field errors of staff writes, keyed by the field's full dotted path ("images.large.url",
 * "content.carousel.slides.0.title.value") so a generated form can show each next to its input.
 */
export function staffFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    out[key] ??= [];
    out[key].push(issue.message);
  }
  return out;
}

/** 403 text: "Your role (editor) may not download CVs." */
export function staffRoleRefusal(role: StaffRole, action: string): string {
  return `Your role (${role}) may not ${action}.`;
}

export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The languages the staff interface is written in (ADR 0065); each account chooses one. */
export const staffInterfaceLanguages = ["en", "el"] as const;
export const staffInterfaceLanguageSchema = z.enum(staffInterfaceLanguages);
export type StaffInterfaceLanguage = z.infer<typeof staffInterfaceLanguageSchema>;

/** POST /staff/account/interface-language. */
export const staffInterfaceLanguageChangeSchema = z.object({
  interface_language: z.enum(staffInterfaceLanguages, {
    error: "Choose the interface language: English (en) or Greek (el).",
  }),
});

export const staffMeResponseSchema = z.object({
  user: staffUserSchema,
  /** The language this person reads the staff interface in. */
  interface_language: staffInterfaceLanguageSchema.default("en"),
  /** An owner or hr who has no second factor yet: everything but their account page answers 403. */
  second_factor_setup_required: z.boolean().default(false),
});

export const staffSignInSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});

export const staffInvitationSchema = z.object({
  email: z.email(),
  role: staffRoleSchema,
});

export const staffAcceptInvitationSchema = z.object({
  token: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN_LENGTH, `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .max(256),
});

export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });

export const staffMediaResponseSchema = z.object({
  url: z.string(),
  blurhash: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })).default([]),
});
export type StaffMedia = z.infer<typeof staffMediaResponseSchema>;

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What else is known: the fields an update changed, a role given, a file downloaded. */
  detail: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export * from "./staff-account.ts";
export * from "./staff-lists.ts";
export * from "./staff-revisions.ts";
