// Failing part (d): a payment gateway that accepts connections and never answers. The order call
// gives up within the gateway timeout, says what went wrong, keeps the order unpaid for a retry,
// and a retry with the same idempotency key stores no second order.
import { createServer } from "node:http";
import { concretePath, discoverApiRoutes, isPaymentRoute, submissionTargets } from "../lib/discover.mjs";
import { freePort, startDrillStack, tempDir } from "../lib/stack.mjs";

async function hangingGateway() {
  const sockets = new Set();
  const server = createServer(() => {
    // Accepts and never answers, like a gateway that hangs.
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

export async function drillHangingGateway(report, kit, cluster) {
  report.section("(d) a hanging payment gateway");
  const work = tempDir("failing-d");
  const probe = await startDrillStack(work, { databaseUrl: cluster.url });
  const routes = await discoverApiRoutes(probe.apiUrl, probe.apiKey);
  await probe.stop();
  const samples = kit.submissionSamples();
  const orderRoute = submissionTargets(routes, samples).find((t) => isPaymentRoute(t.route) && !t.multipart);
  if (!orderRoute) {
    report.uncovered(
      "(d) gift-card order route",
      "the OpenAPI document lists no gift-card order route (issue 6)",
    );
    return;
  }
  const gateway = await hangingGateway();
  const timeoutMs = 3000;
  const urlEnv = process.env.DRILL_GATEWAY_URL_ENV ?? "PAYMENT_GATEWAY_URL";
  const timeoutEnv = process.env.DRILL_GATEWAY_TIMEOUT_ENV ?? "PAYMENT_TIMEOUT_MS";
  const stack = await startDrillStack(work, {
    databaseUrl: cluster.url,
    env: {
      [urlEnv]: gateway.url,
      [timeoutEnv]: String(timeoutMs),
      PAYMENT_GATEWAY_USER: "drill",
      PAYMENT_GATEWAY_PASSWORD: "drill",
    },
  });
  const sql = cluster.client();
  try {
    const payload = kit.withIdempotencyKey(orderRoute.sample.payload);
    const post = async () => {
      const started = Date.now();
      try {
        const response = await fetch(`${stack.apiOrigin}${concretePath(orderRoute.route)}`, {
          method: "POST",
          headers: { "api-key": stack.apiKey, "content-type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs + 15_000),
        });
        return { status: response.status, body: await response.text(), ms: Date.now() - started };
      } catch (error) {
        return { status: 0, body: String(error), ms: Date.now() - started };
      }
    };
    const first = await post();
    report.check(
      `the order call gives up within the gateway timeout (${timeoutMs} ms) and a margin`,
      first.status > 0 && first.ms < timeoutMs + 5000,
      `${first.status} after ${first.ms} ms: ${first.body.slice(0, 120)}`,
    );
    let message = "";
    try {
      message = JSON.parse(first.body).message ?? JSON.parse(first.body).error ?? "";
    } catch {}
    report.check(
      "the answer says what went wrong",
      first.status > 0 && (first.status < 400 || message.length > 5),
      message,
    );
    const key = payload.idempotency_key;
    const orders = await sql`select status from gift_card_orders where idempotency_key = ${key}`.catch(
      () => null,
    );
    report.check(
      "the order is kept, unpaid, for a retry",
      Array.isArray(orders) && orders.length === 1 && orders[0].status !== "paid",
      JSON.stringify(orders),
    );
    const retry = await post();
    const after =
      await sql`select count(*)::int as n from gift_card_orders where idempotency_key = ${key}`.catch(() => [
        { n: -1 },
      ]);
    report.check(
      "a retry with the same key answers and stores no second order",
      (retry.status > 0 && retry.status < 500) || after[0].n === 1,
      `${retry.status}; ${after[0].n} order(s)`,
    );
    report.figure(
      "(d) order call with a hanging gateway",
      `${first.status} after ${first.ms} ms; retry ${retry.status} after ${retry.ms} ms`,
    );
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
    gateway.close();
  }
}
