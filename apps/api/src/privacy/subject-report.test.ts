import { describe, expect, it } from "vitest";
import { subjectReportHtml } from "./subject-report.ts";
import type { SubjectData } from "./subject-requests.ts";

const enquiry = {
  id: 3,
  type: "celebrate",
  name: "Maria <b>K</b>",
  email: "maria@guest.test",
  phone: "+357 99 000000",
  occasion: "Birthday",
  requiredDate: "2027-01-16",
  numOfGuests: 24,
  location: null,
  websiteId: 2,
  additionalNotes: 'We bring our own cake <script>alert("x")</script>',
  utmSource: null,
  language: "el",
  idempotencyKey: "key-123",
  createdAt: new Date("2026-11-28T16:06:00Z"),
};

const data = {
  enquiries: [enquiry],
  jobApplications: [],
  applicationFiles: [],
  newsletter: [],
  giftCardOrders: [],
  mails: [],
} as unknown as SubjectData;

describe("the subject request's readable report", () => {
  const html = subjectReportHtml("maria@guest.test", data, new Date("2026-12-07T10:00:00Z"), {
    brands: new Map([[2, "Kyma Beach"]]),
    jobs: new Map(),
  });

  it("writes each record in words: kind, brand by name, Cyprus time, the language's name", () => {
    expect(html).toContain("<h3>Private event enquiry, sent 2026-11-28 18:06 (Cyprus time)</h3>");
    expect(html).toContain("<dt>Venue</dt><dd>Kyma Beach</dd>");
    expect(html).toContain("<dt>Number of guests</dt><dd>24</dd>");
    expect(html).toContain("<dt>Language of the page</dt><dd>Greek</dd>");
    expect(html).toContain("exported 2026-12-07 12:00 (Cyprus time)");
    expect(html).toContain("<h2>Job applications (0)</h2><p>None.</p>");
  });

  it("leaves out empty values and database keys, and escapes what visitors typed", () => {
    expect(html).not.toContain("<dt>Location</dt>");
    expect(html).not.toContain("key-123");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Maria &lt;b&gt;K&lt;/b&gt;");
  });
});
