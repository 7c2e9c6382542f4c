import { parseWithZod } from "@conform-to/zod/v4";
import { GIFT_CARD_EXPIRY_PLACEHOLDER } from "@thalassa/contract/constants";
import { administratorMessage, messages } from "@thalassa/contract/messages";
import {
  giftCardOrderSchema,
  giftCardPickupPoints,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  LANGUAGE_FIELD,
  pickupPointLabel,
} from "@thalassa/contract/submissions";
import { data, redirect } from "react-router";
import { useTranslations } from "use-intl";
import { PageHero } from "../components/content/page-hero.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { GiftCardForm } from "../components/gift-card/gift-card-form.tsx";
import { Media } from "../components/media/media.tsx";
import "../components/gift-card/gift-card.css";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { localeOfPath } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getPaymentSessionSeconds } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readUtmSource } from "../lib/cookies.server.ts";
import { getEnv } from "../lib/env.server.ts";
import { formErrorReply, readForm } from "../lib/form-action.server.ts";
import { submitGiftCardOrder } from "../lib/gift-card.server.ts";
import { siteLog } from "../lib/log.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { htmlToText } from "../lib/text.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/gift-card";

export async function loader() {
  const [blocks, sessionSeconds] = await Promise.all([
    getPageBlocks("gift-card"),
    getPaymentSessionSeconds(),
  ]);
  const about = blocks.About;
  const seo = await buildSeo({
    path: "/gift-card",
    title: serverTranslator("nav")("giftCards"),
    description: about ? htmlToText(about.paragraph) : null,
    image: about?.media && "url" in about.media ? about.media : null,
  });
  return {
    title: serverTranslator("nav")("giftCards"),
    seo,
    hero: addPlaceholders(blocks.Hero),
    about: about ? { ...addPlaceholders(about), paragraph: safeHtml(about.paragraph) } : null,
    terms: blocks.Terms ? safeHtml(blocks.Terms.value) : null,
    pickupPoints: giftCardPickupPoints.map((p) => ({
      id: p.id,
      name: pickupPointLabel(p.id, requestLocale()),
    })),
    // WCAG 2.2.1: the time the bank gives is said before the visitor starts, in whole minutes
    // rounded down (never more than there is).
    paymentMinutes: Math.max(1, Math.floor(sessionSeconds / 60)),
    // The order key is not made here: this answer is shared between visitors (ADR 0013, 0016).
    hiddenFields: { honeypot: HONEYPOT_FIELD, idempotency: IDEMPOTENCY_FIELD },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.seo);

/** The form's fields in the order they are shown: SPEC §8 names the first invalid one's error. */
const GIFT_CARD_FIELDS = [
  "name",
  "amount",
  "quantity",
  "email",
  "website_id",
  "phone",
  "terms_and_conditions",
];

/** The API's field errors, or null when its refusal is not about the data. */
function apiFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { message?: unknown; errors?: unknown } | null;
  if (body?.message !== messages.invalidData) return null;
  return body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string[]>) : {};
}

/** SPEC §8's message: the first error of the first invalid field, in the form's order. */
function firstApiError(errors: Record<string, string[]>): string {
  const first = [...GIFT_CARD_FIELDS, ...Object.keys(errors)].find((name) => errors[name]?.length);
  return (first && errors[first]?.[0]) || messages.invalidData;
}

/** The order key and the trap are never echoed back: the browser makes a new key (ADR 0016). */
const NOT_ECHOED = [HONEYPOT_FIELD, IDEMPOTENCY_FIELD];

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request);
  // A refused body echoes nothing back; the form keeps the key it was rendered with.
  if (!read.ok) return data(formErrorReply(read.message), read.status);
  const submission = parseWithZod(read.form, { schema: giftCardOrderSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply({ hideFields: NOT_ECHOED }), 400);
  const values: Record<string, string> = {};
  for (const [name, value] of read.form) if (typeof value === "string") values[name] = value;
  try {
    const { formUrl } = await submitGiftCardOrder(
      {
        ...values,
        utm_source: values.utm_source || readUtmSource(request) || undefined,
        // The codes are mailed in the language of the page the order was placed on.
        [LANGUAGE_FIELD]: localeOfPath(new URL(request.url).pathname),
        expiry_date: GIFT_CARD_EXPIRY_PLACEHOLDER,
      },
      requestDetails(context).clientAddress,
    );
    // SPEC §4: on 'Gift card successfully created' the browser goes to the payment page.
    return redirect(formUrl);
  } catch (error) {
    const fieldErrors = apiFieldErrors(error);
    if (fieldErrors) {
      const formErrors = [firstApiError(fieldErrors)];
      return data(submission.reply({ fieldErrors, formErrors, hideFields: NOT_ECHOED }), 422);
    }
    siteLog().error({ err: error }, "gift card order failed");
    const formErrors = [administratorMessage(getEnv().ADMIN_EMAIL)];
    return data(submission.reply({ formErrors, hideFields: NOT_ECHOED }), 502);
  }
}

export default function GiftCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, about, terms } = loaderData;
  const t = useTranslations("giftCard");
  const lang = useInterfaceLang();
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} />
      {about ? (
        <section className="gift-card-about section container" aria-labelledby="gift-card-about-title">
          <div className="gift-card-about__text">
            {about.eyebrow ? <p className="eyebrow">{about.eyebrow}</p> : null}
            <h2 id="gift-card-about-title">{about.title}</h2>
            <RichText html={about.paragraph} />
          </div>
          {about.media ? (
            <div className="gift-card-about__media">
              <Media media={about.media} sizes="(min-width: 992px) 45vw, 100vw" />
            </div>
          ) : null}
        </section>
      ) : null}
      <section className="gift-card-purchase" aria-label={t("orderGiftCards")}>
        <div className="container gift-card-purchase__inner">
          <div className="gift-card-purchase__intro" lang={lang}>
            <p className="eyebrow">{t("howItWorks")}</p>
            <h2>{t("steps")}</h2>
            <ol className="gift-card-steps">
              <li>
                <strong>{t("stepAmount")}</strong> {t("stepAmountText")}
              </li>
              <li>
                <strong>{t("stepPay")}</strong> {t("stepPayText")}{" "}
                {t("paymentTime", { minutes: loaderData.paymentMinutes })}
              </li>
              <li>
                <strong>{t("stepCollect")}</strong> {t("stepCollectText")}
              </li>
            </ol>
          </div>
          <GiftCardForm
            pickupPoints={loaderData.pickupPoints}
            hiddenFields={loaderData.hiddenFields}
            answer={actionData}
          />
        </div>
      </section>
      {terms ? (
        <section id="gift-card-terms" className="gift-card-terms section container" tabIndex={-1}>
          <RichText html={terms} className="gift-card-terms__text" />
        </section>
      ) : null}
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
