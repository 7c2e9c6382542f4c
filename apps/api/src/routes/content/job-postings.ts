import { responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobs } from "../../db/schema.ts";
import { toJob } from "./mappers.ts";

/** GET job-postings (SPEC §7): every posting with its status; the site hides drafts. */
export const jobPostingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/job-postings",
    {
      schema: {
        tags: ["content"],
        summary: "Job postings, newest first",
        querystring: z.object({ lang: contentLangQuery }),
        response: { 200: responses.jobPostings },
      },
    },
    async (request) => {
      const rows = await app.db.select().from(jobs).orderBy(desc(jobs.createdDate), desc(jobs.id));
      return { data: rows.map((row) => toJob(row, request.query.lang)) };
    },
  );
};
