import { GIFT_CARD_CURRENCY } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import type { GiftCardOrderStatus } from "@thalassa/contract/responses";
import { Form } from "react-router";
import { Link } from "../../i18n/site-link.tsx";
import { Fact } from "../content/facts.tsx";

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
  return (
    <div className="outcome" data-outcome="paid">
      <OutcomeIcon kind="paid" />
      <p className="eyebrow">Order {order.orderNumber}</p>
      <h1>{messages.giftCardThankYou}</h1>
      <p className="outcome__lead">
        Your payment has been received. We have sent your gift card codes to <strong>{order.email}</strong>.
      </p>
      <dl className="outcome__summary">
        <Fact term="Gift cards">
          {order.quantity} × {order.amount}
        </Fact>
        <Fact term="Total paid">
          {order.total} {GIFT_CARD_CURRENCY}
        </Fact>
        <Fact term="Pickup point">{order.pickupPoint}</Fact>
      </dl>
      <div className="outcome__actions">
        <Link className="button button--accent" to="/">
          Back to Home Page
        </Link>
        <Link className="button button--outline" to="/gift-card">
          Buy another gift card
        </Link>
      </div>
    </div>
  );
}

/** The bank has not settled yet: never "thank you" before it has. */
export function PendingOutcome({ checkHref }: { checkHref: string }) {
  return (
    <div className="outcome" data-outcome="pending" aria-live="polite">
      <OutcomeIcon kind="pending" />
      <h1>We are confirming your payment</h1>
      <p className="outcome__lead">
        Your bank has not confirmed the payment yet. This usually takes a few seconds; nothing is charged
        twice.
      </p>
      <div className="outcome__actions">
        <a className="button button--accent" href={checkHref}>
          Check again
        </a>
      </div>
    </div>
  );
}

/** SPEC §2 failed: 'Payment failed / Try again in few minutes' with a Try again button. */
export function FailedOutcome({ note }: { note?: string | null }) {
  return (
    <div className="outcome" data-outcome="failed">
      <OutcomeIcon kind="failed" />
      <h1>{messages.paymentFailed}</h1>
      <p className="outcome__lead">{messages.paymentTryAgain}</p>
      {note ? <p className="outcome__note">{note}</p> : null}
      <Form method="get" action="/gift-card" className="outcome__actions">
        <button type="submit" className="button button--accent">
          Try again
        </button>
      </Form>
    </div>
  );
}
