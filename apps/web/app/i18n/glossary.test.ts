import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues.ts";
import { GLOSSARY, type GlossaryLanguage, glossaryBreaches } from "./glossary.ts";

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const api = (...parts: string[]) => join(repo, "apps/api", ...parts);

/** Every text of an interface catalogue, named by its key. */
function catalogueTexts(language: GlossaryLanguage): [string, string][] {
  return Object.entries(catalogues[language]).flatMap(([namespace, texts]) =>
    Object.entries(texts as Record<string, string>).map(([key, text]) => [`${namespace}.${key}`, text]),
  );
}

/**
 * The other places Greek and Russian are written: the demo's page blocks, stories, events, jobs
 * and page meta, and the visitor mails. Read as text (each language's patterns are in its own
 * script, so the other language's lines never match).
 */
function otherSources(): [string, string][] {
  const files = [
    api("src/seed/content/translations.ts"),
    api("src/mail/visitor-mail-texts.ts"),
    api("catalogue/page-meta.json"),
    ...["news", "events", "jobs", "brands"].flatMap((folder) =>
      readdirSync(api("catalogue", folder))
        .filter((name) => name.endsWith(".json"))
        .map((name) => api("catalogue", folder, name)),
    ),
  ];
  return files.map((file) => [file.slice(repo.length), readFileSync(file, "utf8")]);
}

describe("glossary", () => {
  for (const language of Object.keys(GLOSSARY) as GlossaryLanguage[]) {
    const texts = [...catalogueTexts(language), ...otherSources()];

    it(`${language}: no catalogue, demo text or mail uses a synonym the glossary avoids`, () => {
      const breaches = texts.flatMap(([where, text]) =>
        glossaryBreaches(language, text).map(
          ({ term, synonym }) => `${where}: "${synonym}" for ${term.concept} (use "${term.word}")`,
        ),
      );
      expect(breaches).toEqual([]);
    });

    it(`${language}: every glossary word is the one the interface uses`, () => {
      const all = catalogueTexts(language)
        .map(([, text]) => text)
        .join("\n")
        .toLowerCase();
      const unused = GLOSSARY[language].filter((term) => !all.includes(term.stem.toLowerCase()));
      expect(unused.map((term) => term.concept)).toEqual([]);
    });
  }

  it("catches a synonym at a word's start only, in any case", () => {
    expect(glossaryBreaches("ru", "Отправить запрос").map((b) => b.term.word)).toEqual(["заявка"]);
    expect(glossaryBreaches("ru", "Карьера").map((b) => b.term.word)).toEqual(["Вакансии"]);
    expect(glossaryBreaches("ru", "Сообщество и экология")).toEqual([]);
    expect(glossaryBreaches("el", "Τα εστιατόριά μας").map((b) => b.term.word)).toEqual(["μαγαζιά"]);
    expect(glossaryBreaches("el", "στα εστιατόριά μας στην Κύπρο")).toEqual([]);
  });
});
