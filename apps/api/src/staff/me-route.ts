import { staffMeResponseSchema } from "@thalassa/contract/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff, staffSessionOf, staffUserOf } from "./session.ts";

/** GET /staff/me: who is signed in, with their role and interface language, and whether they must set up a second factor first. */
export const staffMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me",
    {
      schema: {
        tags: ["staff"],
        summary: "The signed-in staff member",
        response: { 200: staffMeResponseSchema },
      },
      preHandler: requireStaff(undefined, "do this", { beforeSecondFactor: true }),
    },
    async (request) => ({
      user: staffUserOf(request),
      second_factor_setup_required: staffSessionOf(request).secondFactorSetupRequired,
      interface_language: staffSessionOf(request).interfaceLanguage,
    }),
  );
};
