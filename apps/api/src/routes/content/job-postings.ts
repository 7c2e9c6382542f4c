import { responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobs } from "../../db/schema.ts";
import { toJob } from "./mappers.ts";

/**
 * GET job-postings (SPEC §7): the live postings, newest first. A draft never leaves the API to the
 * key the site holds (ADR 0046); staff read drafts through /api/v1/staff/content/jobs. Live is the
 * status, which the scheduler sets and clears at a posting's publish and unpublish times (ADR 0043).
 */
export const jobPostingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/job-postings",
    {
      schema: {
        tags: ["content"],
        summary: "Live job postings, newest first",
        querystring: z.object({ lang: contentLangQuery }),
        response: { 200: responses.jobPostings },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.status, "live"))
        .orderBy(desc(jobs.createdDate), desc(jobs.id));
      return { data: rows.map((row) => toJob(row, request.query.lang)) };
    },
  );
};
