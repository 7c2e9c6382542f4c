import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueFolder } from "./catalogue/load.ts";
import { catalogueFingerprint, staleCatalogueNotice, writeCatalogueStamp } from "./catalogue-stamp.ts";

describe("the record of the demo catalogue a local database was seeded from", () => {
  let folder = "";
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("says nothing while the catalogue is the one seeded, and how to refresh once it changed", () => {
    folder = mkdtempSync(join(tmpdir(), "catalogue-stamp-"));
    const catalogue = join(folder, "catalogue");
    cpSync(catalogueFolder, catalogue, { recursive: true });
    const dataDir = join(folder, "pglite");
    writeCatalogueStamp(dataDir, catalogueFingerprint(catalogue));
    expect(staleCatalogueNotice(dataDir, catalogueFingerprint(catalogue))).toBeNull();

    writeFileSync(join(catalogue, "news", "a-new-story.json"), "{}");
    const notice = staleCatalogueNotice(dataDir, catalogueFingerprint(catalogue));
    expect(notice).toContain("older demo catalogue");
    expect(notice).toContain("npm run demo:reset");
    expect(notice).toContain("staff accounts");
  });

  it("asks for a reset on a database seeded before the record was kept", () => {
    folder = mkdtempSync(join(tmpdir(), "catalogue-stamp-"));
    expect(staleCatalogueNotice(join(folder, "pglite"))).toContain("npm run demo:reset");
  });
});
