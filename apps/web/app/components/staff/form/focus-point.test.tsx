import { staffContentSchemas } from "@thalassa/contract/staff";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaField } from "./schema-form.tsx";
import { formShape } from "./schema-shape.ts";

const newsShape = formShape(
  z.toJSONSchema(staffContentSchemas.news, { io: "input", unrepresentable: "any" }),
);

function form(images: Record<string, unknown>, errors: Record<string, string[]> = {}) {
  return renderToStaticMarkup(
    <SchemaField shape={newsShape} path="" value={{ title: "A", images }} errors={errors} />,
  );
}

function input(html: string, name: string): string {
  return html.match(new RegExp(`<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`))?.[0] ?? "";
}

describe("an image field's focal point in the staff form", () => {
  it("shows the saved point in its two labelled number fields and as the marker on the picture", () => {
    const html = form({ large: { url: "/media/a.webp", alt: "", focus: { x: 30, y: 70 } } });
    expect(input(html, "images.large.focus.x")).toMatch(/type="number"/);
    expect(input(html, "images.large.focus.x")).toMatch(/value="30"/);
    expect(input(html, "images.large.focus.y")).toMatch(/value="70"/);
    expect(input(html, "images.large.focus.x")).toMatch(/min="0"[^>]*max="100"/);
    expect(html).toContain('<label for="field-images-large-focus-x">Across, from the left (%)</label>');
    expect(html).toContain('<label for="field-images-large-focus-y">Down, from the top (%)</label>');
    expect(html).toMatch(/class="staff-focus__marker" style="left:30%;top:70%"/);
    // The saved picture is not a new choice.
    expect(html).not.toContain("Not saved yet");
  });

  it("starts at the centre for a picture saved without a point, and keeps the point out of the meta field", () => {
    const html = form({ large: { url: "/media/a.webp", alt: "", width: 800, focus: undefined } });
    expect(input(html, "images.large.focus.x")).toMatch(/value="50"/);
    expect(input(html, "images.large.focus.y")).toMatch(/value="50"/);
    const meta = form({ large: { url: "/media/a.webp", alt: "", focus: { x: 1, y: 2 } } });
    expect(input(meta, "images.large.__meta")).not.toContain("focus");
  });

  it("has no point to set where there is no picture", () => {
    expect(input(form({ large: null }), "images.large.focus.x")).toBe("");
  });

  it("marks a refused value and says why beside it", () => {
    const html = form(
      { large: { url: "/media/a.webp", alt: "", focus: { x: 140, y: 50 } } },
      { "images.large.focus.x": ["Use a value from 0 to 100 %"] },
    );
    expect(input(html, "images.large.focus.x")).toMatch(/aria-invalid="true"/);
    expect(input(html, "images.large.focus.x")).toMatch(
      /aria-describedby="field-images-large-focus-x-error"/,
    );
    expect(html).toContain('id="field-images-large-focus-x-error">Use a value from 0 to 100 %</p>');
    // The marker stays on the picture while the typed value is out of range.
    expect(html).toMatch(/style="left:100%;top:50%"/);
  });
});
