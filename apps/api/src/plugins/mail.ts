import fp from "fastify-plugin";
import { createMailDelivery, type MailDeliveryOptions } from "../mail/delivery.ts";

declare module "fastify" {
  interface FastifyInstance {
    mail: { deliverDue: () => Promise<{ sent: number; failed: number }> };
  }
}

export interface MailPluginOptions extends MailDeliveryOptions {
  /** How often queued mail is looked at, in ms; 0 turns the background worker off (tests). */
  pollMs: number;
}

/** Delivers queued mail in the background, with retries; stops with the app. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const delivery = createMailDelivery(app.db, options);
    app.decorate("mail", delivery);
    if (options.pollMs <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      delivery
        .deliverDue()
        .then(({ sent, failed }) => {
          app.metrics.mailDelivered(sent, failed);
          if (sent || failed) app.log.info({ sent, failed }, "mail delivery");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "mail delivery failed"))
        .finally(() => {
          running = false;
        });
    }, options.pollMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "mail", dependencies: ["db", "metrics"] },
);
