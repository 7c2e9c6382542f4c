import { createHash } from "node:crypto";

/** The form a staff session token is stored in: its SHA-256, hex (the migration 0003 uses the same). */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface Where {
  field: string;
  value: unknown;
}

interface AdapterQuery {
  model?: unknown;
  where?: Where[];
  data?: Record<string, unknown>;
  update?: Record<string, unknown>;
  set?: Record<string, unknown>;
}

function isSessionQuery(query: unknown): query is AdapterQuery {
  return typeof query === "object" && query !== null && (query as AdapterQuery).model === "session";
}

/** The query with every session token (written, or looked for) replaced by its hash; `clear` learns which hash is which token. */
function hashTokens(query: AdapterQuery, clear: Map<string, string>): AdapterQuery {
  const hash = (value: unknown) => {
    if (typeof value !== "string") return value;
    const hashed = sessionTokenHash(value);
    clear.set(hashed, value);
    return hashed;
  };
  const inRecord = (record: Record<string, unknown> | undefined) =>
    record && "token" in record ? { ...record, token: hash(record.token) } : record;
  return {
    ...query,
    where: query.where?.map((w) =>
      w.field === "token" ? { ...w, value: Array.isArray(w.value) ? w.value.map(hash) : hash(w.value) } : w,
    ),
    data: inRecord(query.data),
    update: inRecord(query.update),
    set: inRecord(query.set),
  };
}

/**
 * Rows read back carry the token the caller knows (better-auth sets the cookie from a created
 * session's token and matches sessions found by token); a hash it did not give stays a hash.
 */
function restoreTokens(result: unknown, clear: Map<string, string>): unknown {
  const one = (row: unknown) => {
    if (typeof row !== "object" || row === null) return row;
    const token = (row as { token?: unknown }).token;
    return typeof token === "string" && clear.has(token) ? { ...row, token: clear.get(token) } : row;
  };
  return Array.isArray(result) ? result.map(one) : one(result);
}

/**
 * A better-auth database adapter that stores session tokens as their SHA-256 (ADR 0027): a reader
 * of the database or of a backup sees no token that could be put in a cookie. Every call on the
 * session model has its token hashed where it is written and where it is looked for, and answers
 * with the caller's own token; transactions get the same wrapping.
 */
export function withHashedSessionTokens<Adapter extends object>(adapter: Adapter): Adapter {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "transaction") {
        return (callback: (trx: object) => unknown) =>
          value.call(target, (trx: object) => callback(withHashedSessionTokens(trx)));
      }
      return (query: unknown, ...rest: unknown[]) => {
        if (!isSessionQuery(query)) return value.call(target, query, ...rest);
        const clear = new Map<string, string>();
        return Promise.resolve(value.call(target, hashTokens(query, clear), ...rest)).then((result) =>
          restoreTokens(result, clear),
        );
      };
    },
  });
}
