import type { GiftCardOrderStatus } from "@thalassa/contract/responses";
import { Form } from "react-router";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import { Fact } from "../content/facts.tsx";
import { RETRY_PARAM } from "./gift-card-draft.ts";

function OutcomeIcon({ kind }: { kind: "paid" | "pending" | "failed" }) {
  const paths = {
    paid: "M7 12.5l3.2 3.2L17 9",
    pending: "M12 7v5l3 2",
    failed: "M8.5 8.5l7 7M15.5 8.5l-7 7",
  } as const;
  return (
    <svg
      className={`outcome__icon outcome__icon--${kind}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" />
      <path d={paths[kind]} />
    </svg>
  );
}

/** SPEC §2 success: shown only for an order the API has verified with the gateway as paid. */
export function PaidOutcome({ order }: { order: GiftCardOrderStatus }) {
  const t = useTranslations("giftCard");
  const lang = useInterfaceLang();
  // Money as the page's language writes it: "€50.00", "50,00 €".
  const { price } = useFormats();
  return (
    <div className="outcome" data-outcome="paid" lang={lang}>
      <OutcomeIcon kind="paid" />
      <p className="eyebrow">{t("order", { number: order.orderNumber })}</p>
      <h1>{t("thankYou")}</h1>
      <p className="outcome__lead">
        {t("paidLead")} <strong>{order.email}</strong>.
      </p>
      <dl className="outcome__summary">
        <Fact term={t("cards")}>
          {order.quantity} × {price(order.amountMinor / 100)}
        </Fact>
        <Fact term={t("totalPaid")}>{price(order.totalMinor / 100)}</Fact>
        <Fact term={t("pickupPoint")}>{order.pickupPoint}</Fact>
      </dl>
      <div className="outcome__actions">
        <Link className="button button--accent" to="/">
          {t("backHome")}
        </Link>
        <Link className="button button--outline" to="/gift-card">
          {t("buyAnother")}
        </Link>
      </div>
    </div>
  );
}

/** The bank has not settled yet: never "thank you" before it has. */
export function PendingOutcome({ checkHref }: { checkHref: string }) {
  const t = useTranslations("giftCard");
  const lang = useInterfaceLang();
  return (
    <div className="outcome" data-outcome="pending" aria-live="polite" lang={lang}>
      <OutcomeIcon kind="pending" />
      <h1>{t("pendingTitle")}</h1>
      <p className="outcome__lead">{t("pendingLead")}</p>
      <div className="outcome__actions">
        <a className="button button--accent" href={checkHref}>
          {t("checkAgain")}
        </a>
      </div>
    </div>
  );
}

/** SPEC §2 failed: 'Payment failed / Try again in few minutes' with a Try again button. */
export function FailedOutcome({ note }: { note?: string | null }) {
  const t = useTranslations("giftCard");
  const lang = useInterfaceLang();
  const localePath = useLocalePath();
  return (
    <div className="outcome" data-outcome="failed" lang={lang}>
      <OutcomeIcon kind="failed" />
      <h1>{t("paymentFailed")}</h1>
      <p className="outcome__lead">{t("tryAgainLater")}</p>
      {note ? <p className="outcome__note">{note}</p> : null}
      <Form method="get" action={localePath("/gift-card")} className="outcome__actions">
        {/* The form comes back with what was typed for this order (WCAG 3.3.7, gift-card-draft.ts). */}
        <input type="hidden" name={RETRY_PARAM} value="1" />
        <button type="submit" className="button button--accent">
          {t("tryAgain")}
        </button>
      </Form>
    </div>
  );
}
