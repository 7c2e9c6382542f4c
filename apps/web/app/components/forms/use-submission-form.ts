import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { FormActionData } from "../../lib/form-action.server.ts";
import type { FormName } from "../../lib/form-names.ts";
import { useSiteLayoutData } from "../../lib/site-layout-data.ts";
import { whenIdle } from "../../lib/when-idle.ts";

type ValidateForm = typeof import("./client-validation.ts").validateForm;

interface FlashCarrier {
  formFlash?: {
    form: string;
    ok: boolean;
    result: SubmissionResult<string[]>;
    message: string | null;
  } | null;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * State of one modal form: Conform with the contract schema in the browser, a fetcher posting to
 * the form's action once JavaScript runs, and the outcome a plain post left in the flash cookie
 * before it does. Closing the modal resets everything (SPEC §4).
 */
export function useSubmissionForm<S extends z.ZodType>({ name, open }: { name: FormName; open: boolean }) {
  const layout = useSiteLayoutData<FlashCarrier>();
  const [resetCount, setResetCount] = useState(0);
  const [flashDismissed, setFlashDismissed] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const fetcher = useFetcher<FormActionData>({ key: `form-${name}-${resetCount}` });
  const [validate, setValidate] = useState<ValidateForm | null>(null);

  const flash = !flashDismissed && layout?.formFlash?.form === name ? layout.formFlash : null;
  const outcome = fetcher.data ?? flash ?? null;

  useEffect(() => {
    setEnhanced(true);
    setIdempotencyKey(newKey());
  }, []);

  useEffect(() => {
    if (!open || validate) return;
    let cancelled = false;
    void import("./client-validation.ts").then((m) => {
      if (cancelled) return;
      setValidate(() => m.validateForm);
      // One check of an empty form while the visitor reads it: the schema's first run (Zod
      // compiling its checks) is then not part of the time between the tap on Send and its answer.
      whenIdle(() => m.validateForm(name, new FormData()));
    });
    return () => {
      cancelled = true;
    };
  }, [open, validate, name]);

  // Closing resets: a fresh form, a fresh fetcher, a fresh key, and the flash forgotten.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      setResetCount((n) => n + 1);
      setFlashDismissed(true);
      setIdempotencyKey(newKey());
    }
    wasOpen.current = open;
  }, [open]);

  const [form, fields] = useForm<z.output<S> & Record<string, unknown>>({
    id: `${name}-form-${resetCount}`,
    // The server's answer: Conform shows its errors and focuses the first invalid field.
    lastResult: outcome?.result,
    // Errors come after a send is tried, then follow what is typed: tabbing through an empty form
    // leaves it quiet (WCAG 3.3.2); the note above the fields says every one is required.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Without the schema yet (it loads on demand), Conform leaves validation to the server.
    // The schema's output is the form's shape; Conform only reads the errors from it here.
    onValidate: validate
      ? ({ formData }) =>
          validate(name, formData) as unknown as Submission<z.output<S> & Record<string, unknown>>
      : undefined,
  });

  return {
    form,
    fields,
    fetcher,
    enhanced,
    idempotencyKey,
    resetCount,
    ok: outcome?.ok === true,
    message: outcome && !outcome.ok ? outcome.message : null,
    pending: fetcher.state !== "idle",
  };
}
