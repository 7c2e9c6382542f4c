import type { StaffUser } from "@thalassa/contract/staff";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** Who acted: a staff user, or a part of the API acting on its own (the scheduler, ADR 0043). */
type Actor = Omit<StaffUser, "id" | "role" | "name"> & {
  id: string | null;
  role: string | null;
  name?: string;
};

/** Records a staff write (who, with which role, did what to which entity); call it in the write's transaction. */
export async function audit(tx: Tx | Db, who: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: who?.id ?? null,
    userEmail: who?.email ?? null,
    role: who?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
