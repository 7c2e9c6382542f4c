import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; any: { message: string; relatedNodes: { html: string }[] }[] }[];
}

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations;
  })) as AxeViolation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" ") + because(n))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** axe's own reason for a node, with the first element it names (the target too close, the colour behind): for a failure read only in CI's summary. */
function because(node: AxeViolation["nodes"][number]): string {
  const check = node.any.find((c) => c.message);
  if (!check) return "";
  const related = check.relatedNodes[0]?.html.slice(0, 160);
  return ` (${check.message}${related ? `; ${related}` : ""})`;
}
