import { data } from "react-router";
import { FailedOutcome } from "../components/gift-card/order-outcome.tsx";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import "../components/gift-card/gift-card.css";
import { getGiftCardOutcome } from "../lib/gift-card.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/gift-card-failed";

export const handle = { header: "solid" };

/**
 * SPEC §2: without orderId back to the form. The return address is not trusted either way: the
 * order is checked with the gateway (which records the decline), and a paid one goes to success.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("orderId");
  if (!orderId) throw redirectInLocale("/gift-card");
  const pages = serverTranslator("pages");
  const [outcome, seo] = await Promise.all([
    getGiftCardOutcome(orderId),
    buildSeo({ path: "/gift-card/failed", title: pages("giftCardFailedTitle"), noindex: true }),
  ]);
  if (outcome.kind === "order" && outcome.status === "paid") {
    throw redirectInLocale(`/gift-card/success?orderId=${encodeURIComponent(orderId)}`);
  }
  // Which it was, in words (WCAG 3.3.1): the visitor who cancelled is not told the payment failed.
  const status = outcome.kind === "order" ? outcome.status : null;
  const note =
    status === "cancelled"
      ? `${pages("paymentCancelled")} ${pages("noMoneyTaken")}`
      : status === "declined"
        ? `${pages("paymentDeclined")} ${pages("noMoneyTaken")}`
        : null;
  return data({ seo, note }, { headers: { "Cache-Control": "no-store" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.seo);

export default function GiftCardFailedPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container section gift-card-outcome">
      <FailedOutcome note={loaderData.note} />
    </section>
  );
}
