import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * Counts a staff task's steps as the walkthrough counted them (docs/decisions/0069): one click or
 * one field filled is a step, and so is opening an address (a link followed from a mail, a
 * bookmark). Choosing a file, ticking a box and picking from a list are a click each. What a test
 * does to set a task up (another person's part, a record made through the API) goes around it.
 */
export function stepCounter() {
  let count = 0;
  const step = async <T>(work: () => Promise<T>) => {
    count += 1;
    return work();
  };
  return {
    get count() {
      return count;
    },
    click: (target: Locator) => step(() => target.click()),
    fill: (target: Locator, value: string) => step(() => target.fill(value)),
    check: (target: Locator) => step(() => target.check()),
    select: (target: Locator, option: string | { label: string }) => step(() => target.selectOption(option)),
    upload: (target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) =>
      step(() => target.setInputFiles(file)),
    goto: (page: Page, address: string) => step(() => page.goto(address)),
    /** A click that starts a download: the download it gives. */
    download: (page: Page, target: Locator) =>
      step(async () => {
        const [download] = await Promise.all([page.waitForEvent("download"), target.click()]);
        return download;
      }),
    /**
     * Records the count on the test (an annotation the report shows) and fails when it is over the
     * task's budget at this width: a step added to the task is a change someone must agree to.
     */
    expectWithin(info: TestInfo, budgets: { desktop: number; mobile: number }) {
      const budget = info.project.name === "mobile" ? budgets.mobile : budgets.desktop;
      info.annotations.push({
        type: "steps",
        description: `${count} (budget ${budget}, ${info.project.name})`,
      });
      expect(count, `the task's steps at ${info.project.name} width`).toBeLessThanOrEqual(budget);
    },
  };
}
