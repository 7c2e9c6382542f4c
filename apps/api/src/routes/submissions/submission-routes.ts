import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createSubmissionService, type SubmissionConfig } from "../../submissions/submission-service.ts";
import { jobRequestsRoutes } from "./job-requests.ts";
import { newsletterSubscriptionRoutes } from "./newsletter-subscription.ts";
import { privateEventsRequestsRoutes } from "./private-events-requests.ts";

/** The visitor's submissions of SPEC §7, each rate-limited per client. */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionConfig> = async (app, config) => {
  const options = { submissions: createSubmissionService({ db: app.db, blobs: app.blobs, config }) };
  await app.register(privateEventsRequestsRoutes, options);
  await app.register(newsletterSubscriptionRoutes, options);
  await app.register(jobRequestsRoutes, options);
};
