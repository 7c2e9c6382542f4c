/** Options of a composition, as written in the catalogue (free-form per scene). */
// biome-ignore lint/suspicious/noExplicitAny: each scene reads its own keys; the catalogue's JSON is not typed per scene yet.
export type SceneOptions = Record<string, any>;
