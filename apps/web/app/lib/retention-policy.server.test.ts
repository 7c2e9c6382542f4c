import { defaultRetentionPeriods, RETENTION_PERIODS_MARKER } from "@thalassa/contract/privacy";
import { describe, expect, it } from "vitest";
import { withRetentionPeriods } from "./retention-policy.server.ts";

describe("the privacy policy's retention periods", () => {
  it("replace the marker paragraph with the periods from the settings", () => {
    const html = withRetentionPeriods(
      `<h2>5. How long we keep your data</h2><p>${RETENTION_PERIODS_MARKER}</p><h2>6. Sharing</h2>`,
      { ...defaultRetentionPeriods, enquiryMonths: 9, newsletterUnconfirmedDays: 1 },
    );
    expect(html).not.toContain(RETENTION_PERIODS_MARKER);
    expect(html).toMatch(
      /^<h2>5\. How long we keep your data<\/h2><ul><li>Private event and catering enquiries: 9 months after/,
    );
    expect(html).toContain("a sign-up is kept for 1 day until you open the confirmation link");
    expect(html).toContain("6 years after the end of the year of purchase");
    expect(html).toMatch(/<\/ul><h2>6\. Sharing<\/h2>$/);
  });

  it("are added after a text that lost the marker, so the page never leaves them out", () => {
    const html = withRetentionPeriods("<p>Rewritten policy.</p>", defaultRetentionPeriods);
    expect(html).toMatch(/^<p>Rewritten policy\.<\/p><h2>How long we keep your data<\/h2><ul><li>/);
    expect(html).toContain("12 months after you send them");
  });
});
