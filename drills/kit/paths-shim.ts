// Replaces apps/api/src/paths.ts in the drills' bundle: the bundle lives elsewhere, so the
// API's folders are given as absolute paths (filled in by drills/lib/kit.mjs at build time).
declare const __API_ROOT__: string;
declare const __REPO_ROOT__: string;
export const packageRoot = `${__API_ROOT__}/`;
export const migrationsFolder = `${__API_ROOT__}/drizzle`;
export const mediaFolder = `${__API_ROOT__}/media`;
export const repoRoot = `${__REPO_ROOT__}/`;
