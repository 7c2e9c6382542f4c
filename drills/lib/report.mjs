// One drill's findings: checks that pass or fail, kinds of target not covered yet, and figures.
// Ends with a summary; with DRILL_REPORT set, also writes the counts for `npm test`.
import { writeFileSync } from "node:fs";

export class DrillReport {
  constructor(name) {
    this.name = name;
    this.started = Date.now();
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
    this.failures = [];
    this.notCovered = [];
    this.figures = [];
  }

  /** Records a check; `detail` explains a failure (or adds context to a pass). */
  check(name, ok, detail = "") {
    if (ok) {
      this.passed++;
      console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ""}`);
    } else {
      this.failed++;
      this.failures.push(`${name}${detail ? `: ${detail}` : ""}`);
      console.log(`  ✗ ${name}${detail ? ` — ${detail}` : ""}`);
    }
    return ok;
  }

  /** A kind of target the drill must cover but could not find (yet): counted as skipped, never as passed. */
  uncovered(kind, why) {
    this.skipped++;
    this.notCovered.push(`${kind}: ${why}`);
    console.log(`  − NOT COVERED ${kind} — ${why}`);
  }

  figure(label, value) {
    this.figures.push([label, value]);
  }

  section(title) {
    console.log(`\n${title}`);
  }

  /** Prints the summary, writes DRILL_REPORT, and returns the exit code. */
  finish() {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(`\n── ${this.name}: figures ──`);
    for (const [label, value] of this.figures) console.log(`  ${label}: ${value}`);
    console.log(`  duration: ${seconds} s`);
    if (this.notCovered.length) {
      console.log(`\n── not covered (targets missing) ──`);
      for (const line of this.notCovered) console.log(`  ${line}`);
    }
    if (this.failures.length) {
      console.log(`\n── failures ──`);
      for (const line of this.failures.slice(0, 50)) console.log(`  ${line}`);
      if (this.failures.length > 50) console.log(`  … and ${this.failures.length - 50} more`);
    }
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
    if (process.env.DRILL_REPORT) {
      writeFileSync(
        process.env.DRILL_REPORT,
        JSON.stringify({
          name: this.name,
          passed: this.passed,
          failed: this.failed,
          skipped: this.skipped,
          figures: Object.fromEntries(this.figures),
          notCovered: this.notCovered,
        }),
      );
    }
    return this.failed ? 1 : 0;
  }
}

/** Runs a drill's main function and exits with its report's code; a crash is a failure. */
export async function runDrill(report, main) {
  let code;
  try {
    await main(report);
    code = report.finish();
  } catch (error) {
    report.check("the drill ran to the end", false, error instanceof Error ? error.stack : String(error));
    code = report.finish();
  }
  process.exit(code);
}
