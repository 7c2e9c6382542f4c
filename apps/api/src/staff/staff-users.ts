import { randomUUID } from "node:crypto";
import type { StaffInterfaceLanguage, StaffRole } from "@thalassa/contract/staff";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffAccounts, staffUsers } from "../db/schema.ts";
import { hashStaffPassword } from "./auth.ts";
import { normaliseEmail } from "./sign-in-guard.ts";

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A staff account as better-auth reads it: the user (with its role) and a "credential" account
 * holding the argon2id hash. Sign-up is off, so this (behind an invitation) is the only way in.
 */
export async function createStaffUser(tx: Tx | Db, input: NewStaffUser) {
  const id = randomUUID();
  const passwordHash = await hashStaffPassword(input.password);
  const [user] = await tx
    .insert(staffUsers)
    .values({
      id,
      email: normaliseEmail(input.email),
      name: input.name,
      role: input.role,
      emailVerified: true,
    })
    .returning();
  await tx.insert(staffAccounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: passwordHash,
  });
  if (!user) throw new Error("the staff user was not stored");
  return user;
}

/** The language this person reads the staff interface in (English for an account that is gone). */
export async function interfaceLanguageOf(db: Db, userId: string): Promise<StaffInterfaceLanguage> {
  const [row] = await db
    .select({ language: staffUsers.interfaceLanguage })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return row?.language ?? "en";
}
