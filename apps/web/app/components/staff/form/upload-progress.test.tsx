import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UploadProgress } from "./upload-on-submit.tsx";
import { progressPercent } from "./upload-request.ts";

describe("the upload's progress beside the form's buttons", () => {
  it("counts the bytes of all the form's files", () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(425, 1000)).toBe(42);
    expect(progressPercent(1200, 1000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it("is a labelled progress bar with its percentage in words", () => {
    const html = renderToStaticMarkup(<UploadProgress state={{ kind: "uploading", percent: 42 }} />);
    expect(html).toContain(
      '<label for="staff-upload-progress" class="staff-upload__label">Uploading: 42 %</label>',
    );
    expect(html).toContain('<progress id="staff-upload-progress" max="100" value="42">');
    expect(renderToStaticMarkup(<UploadProgress state={{ kind: "saving" }} />)).toContain(
      "Uploaded: 100 %. Saving…",
    );
    expect(renderToStaticMarkup(<UploadProgress state={{ kind: "idle" }} />)).toBe("");
  });

  it("says why a file was refused, as an alert", () => {
    const html = renderToStaticMarkup(
      <UploadProgress state={{ kind: "refused", message: "big.jpg: the file is too large." }} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("big.jpg: the file is too large.");
  });
});
