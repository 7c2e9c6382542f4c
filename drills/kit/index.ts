// Entry of the drills' TypeScript kit (bundled by drills/lib/kit.mjs).
export { HOSTILE_URL, prefillHostileContent } from "./hostile.ts";
export { submissionSamples, withIdempotencyKey } from "./samples.ts";
