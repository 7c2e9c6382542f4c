import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobRequestsRoutes } from "./job-requests.ts";
import { newsletterSubscriptionRoutes } from "./newsletter-subscription.ts";
import { privateEventsRequestsRoutes } from "./private-events-requests.ts";
import type { SubmissionRoutesOptions } from "./shared.ts";

/** The visitor's submissions of SPEC §7, each rate-limited per client. */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  await app.register(privateEventsRequestsRoutes, options);
  await app.register(newsletterSubscriptionRoutes, options);
  await app.register(jobRequestsRoutes, options);
};
