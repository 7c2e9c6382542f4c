import { staffMeResponseSchema } from "@thalassa/contract/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff, staffUserOf } from "./session.ts";

/** GET /staff/me: who is signed in, with their role. */
export const staffMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me",
    {
      schema: {
        tags: ["staff"],
        summary: "The signed-in staff member",
        response: { 200: staffMeResponseSchema },
      },
      preHandler: requireStaff(),
    },
    async (request) => ({ user: staffUserOf(request) }),
  );
};
