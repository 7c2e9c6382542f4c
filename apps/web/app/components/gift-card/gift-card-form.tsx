import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { GIFT_CARD_CURRENCY } from "@thalassa/contract/constants";
import type { giftCardOrderSchema } from "@thalassa/contract/submissions";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import type { z } from "zod";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import { intlLocale } from "../../lib/dates.ts";
import {
  AllRequiredNote,
  CheckboxField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextField,
} from "../forms/fields.tsx";
import { keepDraft, RETRY_PARAM, restoreDraft } from "./gift-card-draft.ts";
import { newOrderKey } from "./order-key.ts";
import { formatGiftCardTotal } from "./total.ts";

/** Field names the contract fixes (HONEYPOT_FIELD, IDEMPOTENCY_FIELD), passed in so zod stays out of first load. */
export interface GiftCardHiddenFields {
  honeypot: string;
  idempotency: string;
}

type ValidateGiftCard = typeof import("../forms/client-validation.ts").validateGiftCard;

/** The contract's schema (and zod with it) loads once the page is interactive, not with it. */
const SCHEMA_DELAY_MS = 1000;

/** What is in a text input, as Conform tracks it while the visitor types. */
const typed = (value: unknown) => (typeof value === "string" ? value : "");

interface GiftCardFormProps {
  hiddenFields: GiftCardHiddenFields;
  pickupPoints: readonly { id: number; name: string }[];
  /** The route action's answer to the last post that did not lead to the payment page. */
  answer?: SubmissionResult<string[]>;
}

/**
 * SPEC §3/§5 gift card order. A real form posting to the route's action, so it works before (and
 * without) JavaScript; with JavaScript Conform checks it with the same schema before it is sent,
 * and until that schema has loaded the action's answer shows the errors.
 *
 * The form is never remounted: what the visitor typed stays through loader revalidations (a cookie
 * choice) and refusals alike. The order key is made here, in the browser, once the form is live
 * and again after each refusal, so a double click sends one key and a corrected order a new one;
 * a post without JavaScript carries none (ADR 0016).
 */
export function GiftCardForm({ hiddenFields, pickupPoints, answer }: GiftCardFormProps) {
  const t = useTranslations("giftCard");
  const forms = useTranslations("forms");
  const lang = useInterfaceLang();
  const localePath = useLocalePath();
  const locale = useLocale();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/gift-card";
  const [validate, setValidate] = useState<ValidateGiftCard | null>(null);
  const [orderKey, setOrderKey] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  // Back from a cancelled or declined payment ("Try again"): the form as it was sent.
  useEffect(() => {
    if (formRef.current && new URLSearchParams(window.location.search).has(RETRY_PARAM)) {
      restoreDraft(formRef.current);
    }
  }, []);
  const [form, fields] = useForm<z.input<typeof giftCardOrderSchema>, z.output<typeof giftCardOrderSchema>>({
    id: "gift-card-form",
    lastResult: answer,
    defaultValue: { quantity: "1" },
    // After a refused send, each field is checked again as it is corrected (WCAG 3.3.1).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const total = formatGiftCardTotal(
    typed(fields.amount.value),
    typed(fields.quantity.value),
    intlLocale(locale),
  );

  // Each answer (a refusal) means that order was not started: the next one gets a new key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what asks for a new key
  useEffect(() => {
    setOrderKey(newOrderKey());
  }, [answer]);

  useEffect(() => {
    const timer = setTimeout(() => {
      void import("../forms/client-validation.ts").then(
        (m) => setValidate(() => m.validateGiftCard),
        // The check is a convenience: without it the action checks alone.
        () => {},
      );
    }, SCHEMA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Form
      {...getFormProps(form)}
      ref={formRef}
      onSubmitCapture={(event) => keepDraft(event.currentTarget)}
      method="post"
      action={localePath("/gift-card")}
      lang={lang}
      noValidate
      className="gift-card-form"
      aria-labelledby="gift-card-form-title"
    >
      <h2 id="gift-card-form-title" className="gift-card-form__title">
        {t("formTitle")}
      </h2>
      <input type="hidden" name={hiddenFields.idempotency} value={orderKey} />
      <div className="gift-card-form__trap" aria-hidden="true">
        <label>
          {t("honeypot")}
          <input type="text" name={hiddenFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <AllRequiredNote />
      <TextField
        field={fields.name}
        label={forms("name")}
        autoComplete="name"
        placeholder={t("namePlaceholder")}
        required
      />
      <div className="gift-card-form__row">
        <TextField
          field={fields.amount}
          label={t("amountLabel")}
          inputMode="decimal"
          placeholder="50"
          required
          hint={t("amountHint")}
        />
        <TextField field={fields.quantity} label={forms("quantity")} inputMode="numeric" required />
      </div>
      <TextField
        field={fields.email}
        label={forms("email")}
        type="email"
        autoComplete="email"
        placeholder={forms("emailPlaceholder")}
        required
        hint={t("emailHint")}
      />
      <SelectField
        field={fields.website_id}
        label={forms("pickupPoint")}
        placeholder={t("pickupPlaceholder")}
        options={pickupPoints.map((p) => ({ value: p.id, label: p.name }))}
        required
      />
      <TextField
        field={fields.phone}
        label={forms("phone")}
        type="tel"
        autoComplete="tel"
        placeholder="+357 99 123456"
        required
      />
      <CheckboxField
        field={fields.terms_and_conditions}
        label={
          <>
            {t("termsBefore")} <a href="#gift-card-terms">{t("termsLink")}</a>
          </>
        }
        required
      />
      <div className="gift-card-form__total" aria-live="polite">
        <span>{t("total")}</span>
        <strong>{total ?? "—"}</strong>
        {/* English names the SPEC's currency code; Greek and Russian write the sign, which the
            formatted total already carries. */}
        {locale === DEFAULT_LOCALE ? (
          <span className="gift-card-form__currency">{GIFT_CARD_CURRENCY}</span>
        ) : total ? null : (
          <span className="gift-card-form__currency">€</span>
        )}
      </div>
      <FormMessage id={form.errorId} message={form.errors?.[0]} />
      <SubmitButton pending={pending}>{t("buy")}</SubmitButton>
      <p className="gift-card-form__secure">{t("secure")}</p>
    </Form>
  );
}
