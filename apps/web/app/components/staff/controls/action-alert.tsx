/** What a staff form's action answers: whether it worked, and the sentence that says so. */
export interface ActionOutcome {
  ok: boolean;
  message: string;
}

/** The outcome of the last staff action, announced politely on success and at once on a refusal. */
export function ActionAlert({ outcome }: { outcome: ActionOutcome | undefined | null }) {
  if (!outcome) return null;
  return (
    <p
      className={`staff-alert ${outcome.ok ? "staff-alert--ok" : "staff-alert--error"}`}
      role={outcome.ok ? "status" : "alert"}
    >
      {outcome.message}
    </p>
  );
}
