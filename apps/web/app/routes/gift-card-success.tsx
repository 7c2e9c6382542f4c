import { data } from "react-router";
import { FailedOutcome, PaidOutcome, PendingOutcome } from "../components/gift-card/order-outcome.tsx";
import { useRecheckWhilePending } from "../components/gift-card/use-recheck.ts";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import "../components/gift-card/gift-card.css";
import { getGiftCardOutcome } from "../lib/gift-card.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/gift-card-success";

export const handle = { header: "solid" };

/** SPEC §2: without orderId back to the form; with one, the API verifies it with the gateway. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("orderId");
  if (!orderId) throw redirectInLocale("/gift-card");
  const [outcome, seo] = await Promise.all([
    getGiftCardOutcome(orderId),
    buildSeo({
      path: "/gift-card/success",
      title: serverTranslator("pages")("giftCardSuccessTitle"),
      noindex: true,
    }),
  ]);
  return data(
    { outcome, seo, checkHref: `${url.pathname}${url.search}` },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.seo);

export default function GiftCardSuccessPage({ loaderData }: Route.ComponentProps) {
  const { outcome, checkHref } = loaderData;
  const state =
    outcome.kind === "unknown"
      ? "failed"
      : outcome.kind === "unavailable"
        ? "pending"
        : outcome.status === "paid"
          ? "paid"
          : outcome.status === "pending"
            ? "pending"
            : "failed";
  useRecheckWhilePending(state === "pending");
  return (
    <section className="container section gift-card-outcome">
      {state === "paid" && outcome.kind === "order" ? <PaidOutcome order={outcome} /> : null}
      {state === "pending" ? <PendingOutcome checkHref={checkHref} /> : null}
      {state === "failed" ? <FailedOutcome /> : null}
    </section>
  );
}
