import {
  staffAccountMessages,
  staffFieldErrors,
  staffInterfaceLanguageChangeSchema,
  staffPasswordChangeSchema,
  staffPasswordConfirmSchema,
  staffPasswordResetRequestSchema,
  staffPasswordResetSchema,
  staffSecondFactorCodeSchema,
} from "@thalassa/contract/staff";
import { and, desc, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { staffAccounts, staffSessions, staffUsers } from "../db/schema.ts";
import { sendInvalid } from "../submissions/invalid-data.ts";
import { audit } from "./audit.ts";
import { verifyStaffPassword } from "./auth.ts";
import { type AuthRefusal, callStaffAuth, isRefusal } from "./better-auth-call.ts";
import { confirmReplacement, startReplacement } from "./second-factor-replacement.ts";
import { requireStaff, staffSessionOf, staffUserOf } from "./session.ts";
import { normaliseEmail } from "./sign-in-guard.ts";
import { interfaceLanguageOf } from "./staff-users.ts";

const sessionParams = z.object({ id: z.string().min(1).max(100) });

/** better-auth's codes, said the way the staff area says things. */
function refusalMessage(refusal: AuthRefusal): string {
  switch (refusal.code) {
    case "INVALID_PASSWORD":
      return staffAccountMessages.wrongPassword;
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return staffAccountMessages.wrongCode;
    case "TOTP_ALREADY_ENABLED":
      return staffAccountMessages.secondFactorAlreadyOn;
    case "INVALID_TOKEN":
    case "USER_NOT_FOUND":
      return staffAccountMessages.passwordResetInvalid;
    default:
      return refusal.message || "The request was refused.";
  }
}

function refuse(reply: FastifyReply, refusal: AuthRefusal, status = refusal.status) {
  return reply.code(status).send({ message: refusalMessage(refusal) });
}

/**
 * A staff member's own account (ADR 0037): password change, the second factor, their sessions; and
 * the public password reset by mailed link. Each change is in the audit log.
 */
export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const auth = app.staffAuth.api;
  // The own account stays open to an owner or hr who still has to set up the second factor.
  const signedIn = requireStaff(undefined, "do this", { beforeSecondFactor: true });
  const record = (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => {
    const user = staffUserOf(request);
    return audit(app.db, user, { action, entity: "staff-user", entityId: user.id, detail });
  };

  app.get("/account", { preHandler: signedIn }, async (request) => {
    const user = staffUserOf(request);
    const session = staffSessionOf(request);
    const rows = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, user.id))
      .orderBy(desc(staffSessions.updatedAt));
    return {
      interface_language: await interfaceLanguageOf(app.db, user.id),
      second_factor: {
        enabled: session.secondFactorEnabled,
        required: session.secondFactorSetupRequired || session.secondFactorEnabled,
      },
      sessions: rows
        .filter((row) => row.expiresAt > new Date())
        .map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.updatedAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          ip_address: row.ipAddress,
          user_agent: row.userAgent,
          current: row.id === session.id,
        })),
    };
  });

  app.post(
    "/account/password",
    { preHandler: signedIn, config: { rateLimit: {} } },
    async (request, reply) => {
      const parsed = staffPasswordChangeSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
      const result = await callStaffAuth(request, reply, (headers) =>
        auth.changePassword({
          headers,
          returnHeaders: true,
          body: {
            currentPassword: parsed.data.current_password,
            newPassword: parsed.data.new_password,
            // Whoever knew the old password is signed out with it.
            revokeOtherSessions: true,
          },
        }),
      );
      if (isRefusal(result)) {
        if (result.code === "INVALID_PASSWORD") await record(request, "password-change-refused");
        return refuse(reply, result, result.code === "INVALID_PASSWORD" ? 422 : result.status);
      }
      await record(request, "password-change");
      return { message: staffAccountMessages.passwordChanged };
    },
  );

  /** The language of the staff interface for this account (ADR 0065); the change is audited. */
  app.post("/account/interface-language", { preHandler: signedIn }, async (request, reply) => {
    const parsed = staffInterfaceLanguageChangeSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    const language = parsed.data.interface_language;
    const user = staffUserOf(request);
    await app.db.update(staffUsers).set({ interfaceLanguage: language }).where(eq(staffUsers.id, user.id));
    await record(request, "interface-language-change", { interface_language: language });
    return { data: { interface_language: language } };
  });

  app.delete("/account/sessions/:id", { preHandler: signedIn }, async (request, reply) => {
    const params = sessionParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: "A session id is 1 to 100 characters." });
    const user = staffUserOf(request);
    const removed = await app.db
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, params.data.id), eq(staffSessions.userId, user.id)))
      .returning({ id: staffSessions.id });
    if (!removed.length) return reply.code(404).send({ message: staffAccountMessages.noSuchSession });
    await record(request, "session-sign-out", { session_id: params.data.id });
    return reply.code(204).send();
  });

  app.post("/account/sessions/sign-out-others", { preHandler: signedIn }, async (request) => {
    const user = staffUserOf(request);
    const removed = await app.db
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, user.id), ne(staffSessions.id, staffSessionOf(request).id)))
      .returning({ id: staffSessions.id });
    await record(request, "session-sign-out-others", { sessions: removed.length });
    return { data: { signed_out: removed.length } };
  });

  /** Starts (or restarts, while unconfirmed) the TOTP set-up: the app's key and ten recovery codes. */
  app.post(
    "/account/second-factor",
    { preHandler: signedIn, config: { rateLimit: {} } },
    async (request, reply) => {
      const parsed = staffPasswordConfirmSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
      const result = await callStaffAuth(request, reply, (headers) =>
        auth.enableTwoFactor({ headers, returnHeaders: true, body: { password: parsed.data.password } }),
      );
      if (isRefusal(result)) {
        const status =
          result.code === "INVALID_PASSWORD"
            ? 422
            : result.code === "TOTP_ALREADY_ENABLED"
              ? 409
              : result.status;
        return refuse(reply, result, status);
      }
      if (!("totpURI" in result) || !result.totpURI) throw new Error("better-auth answered no TOTP key");
      await record(request, "second-factor-set-up-started");
      const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
      return { data: { totp_uri: result.totpURI, secret, recovery_codes: result.backupCodes ?? [] } };
    },
  );

  /**
   * Moves two-step sign-in to a new phone (ADR 0059), from any full session (one signed in with a
   * recovery code included) after the password: a new key and codes are given, and they replace the
   * old ones at the first code from the new app; until then the old phone and codes go on working
   * (second-factor-replacement.ts). No other owner or operator is needed.
   */
  app.post(
    "/account/second-factor/replace",
    { preHandler: signedIn, config: { rateLimit: {} } },
    async (request, reply) => {
      const parsed = staffPasswordConfirmSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
      if (!staffSessionOf(request).secondFactorEnabled) {
        return reply.code(409).send({ message: "Two-step sign-in is not on yet: set it up instead." });
      }
      const user = staffUserOf(request);
      const [credential] = await app.db
        .select({ password: staffAccounts.password })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.userId, user.id), eq(staffAccounts.providerId, "credential")));
      const hash = credential?.password;
      if (!hash || !(await verifyStaffPassword({ hash, password: parsed.data.password }))) {
        return sendInvalid(reply, { password: [staffAccountMessages.wrongPassword] });
      }
      const result = await startReplacement(app.db, user.id, () =>
        callStaffAuth(request, reply, (headers) =>
          auth.enableTwoFactor({ headers, returnHeaders: true, body: { password: parsed.data.password } }),
        ),
      );
      if (isRefusal(result))
        return refuse(reply, result, result.code === "INVALID_PASSWORD" ? 422 : result.status);
      if (!("totpURI" in result) || !result.totpURI) throw new Error("better-auth answered no TOTP key");
      await record(request, "second-factor-replace-started");
      const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
      return { data: { totp_uri: result.totpURI, secret, recovery_codes: result.backupCodes ?? [] } };
    },
  );

  /** The first code from the app turns the second factor on; the session is renewed. */
  app.post(
    "/account/second-factor/confirm",
    { preHandler: signedIn, config: { rateLimit: {} } },
    async (request, reply) => {
      const parsed = staffSecondFactorCodeSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
      const check = () =>
        callStaffAuth(request, reply, (headers) =>
          auth.verifyTOTP({ headers, returnHeaders: true, body: { code: parsed.data.code } }),
        );
      const user = staffUserOf(request);
      const replaced = staffSessionOf(request).secondFactorEnabled
        ? await confirmReplacement(app.db, user.id, check, (answer) => !isRefusal(answer))
        : undefined;
      const result = replaced ?? (await check());
      if (isRefusal(result)) {
        const status =
          result.code === "INVALID_CODE" ? 422 : result.code === "TOTP_NOT_ENABLED" ? 409 : result.status;
        if (result.code === "TOTP_NOT_ENABLED") {
          return reply
            .code(409)
            .send({ message: "Start the set-up first: confirm your password to get a key." });
        }
        return refuse(reply, result, status);
      }
      await record(request, replaced ? "second-factor-replaced" : "second-factor-enabled");
      return { data: { enabled: true } };
    },
  );

  /** New recovery codes (the old ones stop working). */
  app.post(
    "/account/second-factor/recovery-codes",
    { preHandler: signedIn, config: { rateLimit: {} } },
    async (request, reply) => {
      const parsed = staffPasswordConfirmSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
      if (!staffSessionOf(request).secondFactorEnabled) {
        return reply.code(409).send({ message: "Set up two-step sign-in first." });
      }
      const result = await callStaffAuth(request, reply, (headers) =>
        auth.generateBackupCodes({ headers, returnHeaders: true, body: { password: parsed.data.password } }),
      );
      if (isRefusal(result))
        return refuse(reply, result, result.code === "INVALID_PASSWORD" ? 422 : result.status);
      await record(request, "second-factor-recovery-codes");
      return { data: { recovery_codes: result.backupCodes } };
    },
  );

  // Public: whoever forgot their password has no session. The answer is the same whether or not
  // the address has an account; the mail (at most a few an hour per address) carries the link.
  app.post("/password-reset", { config: { rateLimit: {} } }, async (request, reply) => {
    const parsed = staffPasswordResetRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    const email = normaliseEmail(parsed.data.email);
    const [user] = await app.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (user) {
      await auth.requestPasswordReset({ body: { email } });
    } else {
      await audit(app.db, null, {
        action: "password-reset-requested",
        entity: "staff-user",
        detail: { email: email.slice(0, 254), known: false },
      });
    }
    return reply.code(202).send({ message: staffAccountMessages.passwordResetRequested });
  });

  app.post("/password-reset/complete", { config: { rateLimit: {} } }, async (request, reply) => {
    const parsed = staffPasswordResetSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    const result = await callStaffAuth(request, reply, () =>
      auth.resetPassword({
        returnHeaders: true,
        body: { token: parsed.data.token, newPassword: parsed.data.new_password },
      }),
    );
    if (isRefusal(result))
      return refuse(reply, result, result.code === "INVALID_TOKEN" ? 410 : result.status);
    return { message: "Your new password is set. Sign in with it." };
  });
};
