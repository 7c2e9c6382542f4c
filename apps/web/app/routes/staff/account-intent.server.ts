import { data } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import type { StaffTranslate } from "../../components/staff/text/use-staff-text.tsx";
import { refusalMessage } from "./staff-api.server.ts";
import { throwUnlessOk } from "./staff-session.server.ts";

export const NO_STORE = { "cache-control": "private, no-store" };

type FieldErrors = Record<string, string[] | undefined>;

/** One posted intent of the account page: the request, its form's fields and how to refuse. */
export interface AccountIntent {
  request: Request;
  intent: string;
  field: (name: string) => string;
  /** The staff catalogue in the person's interface language, for what was done. */
  t: StaffTranslate;
  /** The API's refusal said on the page (a session that ended meanwhile goes to sign-in). */
  refuse: (answer: { status: number; body: unknown }) => ReturnType<typeof data<AccountOutcome>>;
}

/** An account feature's actions, by intent. */
export type AccountActions = Record<
  string,
  (posted: AccountIntent) => Promise<ReturnType<typeof data<AccountOutcome>>>
>;

export function accountIntent(request: Request, form: FormData, t: StaffTranslate): AccountIntent {
  const intent = String(form.get("intent") ?? "");
  return {
    request,
    intent,
    t,
    field: (name) => String(form.get(name) ?? ""),
    refuse: (answer) => {
      if (answer.status === 401) throwUnlessOk(request, { ...answer, ok: false });
      const errors = ((answer.body as { errors?: FieldErrors }).errors ?? {}) as FieldErrors;
      const first = Object.values(errors).find((list) => list?.length)?.[0];
      return data<AccountOutcome>(
        { ok: false, intent, message: first ?? refusalMessage(answer.body), errors },
        { status: answer.status, headers: NO_STORE },
      );
    },
  };
}
