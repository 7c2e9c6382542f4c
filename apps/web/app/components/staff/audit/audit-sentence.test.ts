import type { StaffAuditEntry } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { staffCatalogues } from "../text/staff-catalogues.ts";
import { staffTranslator } from "../text/use-staff-text.tsx";
import { auditDetail, auditSentence } from "./audit-sentence.ts";

const base: StaffAuditEntry = {
  id: 1,
  at: "2026-11-28T17:50:00.000Z",
  user_id: "3b669c86-d330",
  user_email: "eleni@thalassa.example",
  role: "marketing",
  action: "update",
  entity: "news",
  entity_id: "12",
  detail: { fields: ["title", "description"] },
};

describe("the audit log in sentences", () => {
  it("names the scheduler for scheduled publishing, in both languages", () => {
    const scheduled: StaffAuditEntry = {
      ...base,
      user_id: null,
      user_email: "scheduler",
      role: "scheduler",
      action: "scheduled-publish",
      detail: null,
    };
    expect(auditSentence(scheduled)).toMatch(/^The scheduler /);
    const greek = { t: staffTranslator("el", staffCatalogues.el), formatLocale: "el-CY" };
    expect(auditSentence(scheduled, greek)).toMatch(/^Ο αυτόματος προγραμματισμός /);
    expect(auditSentence(scheduled, greek)).not.toContain("scheduler");
  });

  it("says who did what to which item, without ids of people or action codes", () => {
    expect(auditSentence(base)).toBe("eleni@thalassa.example (Marketing) changed the news item #12.");
    expect(auditDetail(base)).toBe("fields: title, description");
    expect(
      auditSentence({
        ...base,
        action: "mark-handled",
        entity: "private-events",
        entity_id: "4",
        detail: null,
      }),
    ).toBe("eleni@thalassa.example (Marketing) marked the private event enquiry #4 as handled.");
    expect(
      auditSentence({ ...base, action: "mark-unhandled", entity: "catering", entity_id: "4", detail: null }),
    ).toBe("eleni@thalassa.example (Marketing) marked the catering enquiry #4 as new again.");
    expect(
      auditSentence({
        ...base,
        action: "export",
        entity: "gift-card-orders",
        entity_id: null,
        detail: { rows: 12, of: 12 },
      }),
    ).toBe("eleni@thalassa.example (Marketing) downloaded 12 rows of the gift card orders as CSV.");
  });

  it("reads sign-in entries with the account's address and local times", () => {
    const locked: StaffAuditEntry = {
      ...base,
      user_id: null,
      user_email: null,
      role: null,
      action: "sign-in-locked",
      entity: "staff-user",
      entity_id: "3b669c86-d330",
      detail: {
        email: "eleni@thalassa.example",
        source: "198.51.100.20",
        locked_until: "2026-11-28T18:06:23.398Z",
      },
    };
    expect(auditSentence(locked)).toBe(
      "Someone paused sign-in to the account of eleni@thalassa.example after too many wrong passwords.",
    );
    expect(auditDetail(locked)).toBe("from: 198.51.100.20 · locked until: 28 Nov 2026, 20:06");
    expect(auditSentence({ ...base, action: "some-new-thing", entity: "widgets", entity_id: null })).toBe(
      "eleni@thalassa.example (Marketing) some new thing the widgets.",
    );
  });
});

describe("the audit log in Greek (ADR 0065)", () => {
  const greek = { t: staffTranslator("el", staffCatalogues.el), formatLocale: "el-CY" };

  it("says who did what in Greek, with the role's Greek name and el-CY times", () => {
    expect(auditSentence(base, greek)).toBe("eleni@thalassa.example (Μάρκετινγκ) άλλαξε το νέο #12.");
    expect(auditDetail(base, greek)).toBe("πεδία: title, description");
    expect(
      auditSentence({ ...base, action: "mark-handled", entity: "job-applications", entity_id: "4" }, greek),
    ).toBe("eleni@thalassa.example (Μάρκετινγκ) σημείωσε την αίτηση εργασίας #4 στα διεκπεραιωμένα.");
    expect(
      auditSentence(
        { ...base, action: "export", entity: "gift-card-orders", entity_id: null, detail: { rows: 12 } },
        greek,
      ),
    ).toBe("eleni@thalassa.example (Μάρκετινγκ) κατέβασε σε CSV: παραγγελίες δωροκαρτών (γραμμές: 12).");
    const locked: StaffAuditEntry = {
      ...base,
      user_email: null,
      role: null,
      action: "sign-in-locked",
      entity: "staff-user",
      detail: {
        email: "eleni@thalassa.example",
        source: "198.51.100.20",
        locked_until: "2026-11-28T18:06:23.398Z",
      },
    };
    expect(auditSentence(locked, greek)).toBe(
      "Κάποιος έβαλε σε παύση τη σύνδεση για τον λογαριασμό eleni@thalassa.example μετά από πολλούς λάθος κωδικούς.",
    );
    expect(auditDetail(locked, greek)).toBe("από: 198.51.100.20 · κλειδωμένο έως: 28 Νοε 2026, 08:06 μ.μ.");
    expect(
      auditSentence({ ...base, user_email: null, action: "scheduled-publish", entity: "events" }, greek),
    ).toBe("Ο ιστότοπος δημοσίευσε την εκδήλωση #12 την προγραμματισμένη ώρα.");
  });

  it("reads the account's own changes, also the interface language's", () => {
    const change: StaffAuditEntry = {
      ...base,
      action: "interface-language-change",
      entity: "staff-user",
      detail: { interface_language: "el" },
    };
    expect(auditSentence(change)).toBe(
      "eleni@thalassa.example (Marketing) changed their interface language.",
    );
    expect(auditSentence(change, greek)).toBe(
      "eleni@thalassa.example (Μάρκετινγκ) άλλαξε τη γλώσσα περιβάλλοντος.",
    );
    expect(auditDetail(change, greek)).toBe("γλώσσα περιβάλλοντος: el");
  });
});
