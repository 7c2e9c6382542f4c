import type { ReactNode } from "react";

/**
 * One term and its value in a facts list (an event's date and time, a job's type, an order's
 * total). Renders nothing when there is no value, so optional facts need no condition around them.
 */
export function Fact({ term, children, lang }: { term: string; children: ReactNode; lang?: string }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <div>
      <dt lang={lang}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
