import { GIFT_CARD_CURRENCY } from "@thalassa/contract/constants";
import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextField } from "../forms/fields.tsx";
import { newOrderKey } from "./order-key.ts";
import { formatGiftCardTotal } from "./total.ts";

/** The form's fields in the order they are shown; the first invalid one gets focus. */
export const GIFT_CARD_FIELDS = [
  "name",
  "amount",
  "quantity",
  "email",
  "website_id",
  "phone",
  "terms_and_conditions",
] as const;

/** Field names the contract fixes (HONEYPOT_FIELD, IDEMPOTENCY_FIELD), passed in so zod stays out of first load. */
export interface GiftCardHiddenFields {
  honeypot: string;
  idempotency: string;
}

type Contract = typeof import("@thalassa/contract/submissions");

let contract: Promise<Contract> | null = null;

/** The contract's schema (and zod with it) loads once the page is interactive, not with it. */
function loadContract(): Promise<Contract> {
  contract ??= import("@thalassa/contract/submissions").catch((error: unknown) => {
    contract = null;
    throw error;
  });
  return contract;
}

export type GiftCardFormErrors = Partial<Record<string, string[]>>;

/** The route action's answer to the last post that did not lead to the payment page. */
export interface GiftCardFormAnswer {
  values: Record<string, string>;
  errors: GiftCardFormErrors;
  formError: string | null | undefined;
}

interface GiftCardFormProps {
  hiddenFields: GiftCardHiddenFields;
  pickupPoints: readonly { id: number; name: string }[];
  answer?: GiftCardFormAnswer;
}

/**
 * SPEC §3/§5 gift card order. A real form posting to the route's action, so it works before (and
 * without) JavaScript; with JavaScript the same schema checks it before it is sent.
 *
 * The form is never remounted: what the visitor typed stays through loader revalidations (a cookie
 * choice) and refusals alike. The order key is made here, in the browser, once the form is live
 * and again after each refusal, so a double click sends one key and a corrected order a new one;
 * a post without JavaScript carries none (ADR 0016).
 */
export function GiftCardForm({ hiddenFields, pickupPoints, answer }: GiftCardFormProps) {
  const values = answer?.values ?? {};
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/gift-card";
  const [clientErrors, setClientErrors] = useState<GiftCardFormErrors | null>(null);
  const [amount, setAmount] = useState(values.amount ?? "");
  const [quantity, setQuantity] = useState(values.quantity ?? "1");
  const [orderKey, setOrderKey] = useState("");
  // While a post is on its way its answer replaces the last one's errors; until then none show.
  const errors = clientErrors ?? (pending ? {} : answer?.errors) ?? {};
  const total = formatGiftCardTotal(amount, quantity);

  // Each answer (a refusal) means that order was not started: the next one gets a new key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what asks for a new key
  useEffect(() => {
    setOrderKey(newOrderKey());
  }, [answer]);

  function trackTotal(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === "amount") setAmount(target.value);
    if (target.name === "quantity") setQuantity(target.value);
  }

  useEffect(() => {
    const timer = setTimeout(() => void loadContract().catch(() => {}), 1000);
    return () => clearTimeout(timer);
  }, []);
  const submit = useSubmit();

  async function validate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let schema: Contract;
    try {
      schema = await loadContract();
    } catch {
      // The check is a convenience; the server checks again, and its answer's errors are the ones shown.
      setClientErrors(null);
      return submit(form);
    }
    const parsed = schema.giftCardOrderSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setClientErrors(null);
      return submit(form);
    }
    const found = schema.fieldErrors(parsed.error);
    setClientErrors(found);
    const first = GIFT_CARD_FIELDS.find((name) => found[name]?.length);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <Form
      method="post"
      action="/gift-card"
      noValidate
      className="gift-card-form"
      onSubmit={(event) => void validate(event)}
      onChange={trackTotal}
      aria-labelledby="gift-card-form-title"
    >
      <h2 id="gift-card-form-title" className="gift-card-form__title">
        Buy a gift card
      </h2>
      <input type="hidden" name={hiddenFields.idempotency} value={orderKey} />
      <div className="gift-card-form__trap" aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name={hiddenFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        placeholder="Your full name"
        defaultValue={values.name}
        errors={errors.name}
        required
      />
      <div className="gift-card-form__row">
        <TextField
          name="amount"
          label="Amount (€)"
          inputMode="decimal"
          placeholder="50"
          defaultValue={values.amount}
          errors={errors.amount}
          required
          hint="Any amount from €1, up to 2 decimals"
        />
        <TextField
          name="quantity"
          label="Quantity"
          inputMode="numeric"
          defaultValue={values.quantity ?? "1"}
          errors={errors.quantity}
          required
        />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        defaultValue={values.email}
        errors={errors.email}
        required
        hint="We send the gift card codes here"
      />
      <SelectField
        name="website_id"
        label="Pickup point"
        placeholder="Choose a pickup point"
        options={pickupPoints.map((p) => ({ value: p.id, label: p.name }))}
        defaultValue={values.website_id}
        errors={errors.website_id}
        required
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+357 99 123456"
        defaultValue={values.phone}
        errors={errors.phone}
        required
      />
      <CheckboxField
        name="terms_and_conditions"
        label={
          <>
            I accept the <a href="#gift-card-terms">gift card terms and conditions</a>
          </>
        }
        defaultChecked={values.terms_and_conditions === "on"}
        errors={errors.terms_and_conditions}
        required
      />
      <div className="gift-card-form__total" aria-live="polite">
        <span>Total</span>
        <strong>{total ?? "—"}</strong>
        <span className="gift-card-form__currency">{GIFT_CARD_CURRENCY}</span>
      </div>
      <FormMessage id="gift-card-form-message" message={answer?.formError} />
      <SubmitButton pending={pending}>Buy gift card</SubmitButton>
      <p className="gift-card-form__secure">
        You pay on your bank&rsquo;s secure payment page. We never see your card details.
      </p>
    </Form>
  );
}
