import type { FastifyPluginAsync } from "fastify";
import { subjectRequestRoutes } from "../privacy/subject-request-routes.ts";
import { staffAccountRoutes } from "./account-routes.ts";
import { staffPreviewRoutes } from "./content/content-preview-routes.ts";
import { staffContentRoutes } from "./content/content-routes.ts";
import { staffMenuCardRoutes } from "./content/menu-card-routes.ts";
import { staffInboxRoutes } from "./inbox-routes.ts";
import { staffMeRoute } from "./me-route.ts";
import { staffMediaRoutes } from "./media-routes.ts";
import { staffUsersRoutes } from "./users-routes.ts";

export interface StaffRoutesOptions {
  publicSiteUrl: string;
  /** After a content write: the public read cache of this process forgets its answers. */
  onContentChange?: () => void | Promise<void>;
  /** Signs preview links to drafts (ADR 0063). */
  previewKey: Buffer;
}

/** Everything under /api/v1/staff. Answers are personal: never stored by a shared cache. */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "private, no-store");
    return payload;
  });
  await app.register(staffMeRoute);
  await app.register(staffAccountRoutes);
  await app.register(staffUsersRoutes, { publicSiteUrl: options.publicSiteUrl });
  await app.register(staffContentRoutes, { onContentChange: options.onContentChange });
  await app.register(staffMenuCardRoutes, { onContentChange: options.onContentChange });
  await app.register(staffPreviewRoutes, { previewKey: options.previewKey });
  await app.register(staffMediaRoutes);
  await app.register(staffInboxRoutes);
  await app.register(subjectRequestRoutes);
};
