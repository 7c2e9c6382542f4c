import { pageBlocks } from "@thalassa/contract/blocks";
import { subjectKindLabels, subjectMessages } from "@thalassa/contract/privacy";
import {
  staffGiftCardStatusLabels,
  staffInboxKinds,
  staffInboxLabels,
  staffPageLabel,
  staffRecoveryCodesLeft,
} from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { staffCatalogues } from "./staff-catalogues.ts";
import { recordKey, staffRecordsEn } from "./staff-records-en.ts";
import { staffTranslator } from "./use-staff-text.tsx";

/*
 * The records screens' English says what the contract says (the API's CSV and the privacy pages use
 * the contract's words), so a sentence read on screen is the same in an export or a test.
 */
describe("the records screens' English (ADR 0065)", () => {
  const t = staffTranslator("en", staffCatalogues.en);

  it("names gift-card states, subject kinds and the erasure as the contract does", () => {
    for (const [status, label] of Object.entries(staffGiftCardStatusLabels))
      expect(staffRecordsEn.inboxValues[status as keyof typeof staffRecordsEn.inboxValues], status).toBe(
        label,
      );
    for (const [kind, label] of Object.entries(subjectKindLabels))
      expect(staffRecordsEn.subjectKinds[recordKey(kind) as keyof typeof staffRecordsEn.subjectKinds]).toBe(
        label,
      );
    expect(staffRecordsEn.subjectRequests.erased).toBe(subjectMessages.erased);
    for (const page of Object.keys(pageBlocks))
      expect(staffRecordsEn.blockPages[recordKey(page) as keyof typeof staffRecordsEn.blockPages], page).toBe(
        staffPageLabel(page),
      );
    for (const kind of staffInboxKinds)
      expect(t(`sections.${recordKey(kind) as "catering"}`)).toBe(staffInboxLabels[kind]);
  });

  it("counts the recovery codes left as the contract's sentence does", () => {
    for (const left of [0, 1, 2, 9]) {
      const text =
        left <= 0 ? t("accountDone.lastRecoveryCode") : t("accountDone.recoveryCodesLeft", { left });
      expect(text).toBe(staffRecoveryCodesLeft(left));
    }
  });

  it("writes API codes as catalogue keys", () => {
    expect(recordKey("num_of_guests")).toBe("numOfGuests");
    expect(recordKey("sign-in-second-factor-failed")).toBe("signInSecondFactorFailed");
  });
});
