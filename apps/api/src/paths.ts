import { fileURLToPath } from "node:url";

/** The API package folder, from src/ (tests, tsx) and dist/ (built server) alike. */
export const packageRoot = fileURLToPath(new URL("../", import.meta.url));
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
export const mediaFolder = fileURLToPath(new URL("../media", import.meta.url));
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
