import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffUsers } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  ({ editor: cookie } = await staffSessions(app, ["editor"]));
});
afterAll(() => close());

function call(method: "GET" | "POST", url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...withKey, cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe("the staff interface language, chosen per account", () => {
  it("is English until chosen, in who-am-I and the account data", async () => {
    expect((await call("GET", "/me")).json().interface_language).toBe("en");
    expect((await call("GET", "/account")).json().interface_language).toBe("en");
  });

  it("is stored, returned from then on, and the change is audited", async () => {
    const saved = await call("POST", "/account/interface-language", { interface_language: "el" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.interface_language).toBe("el");
    expect((await call("GET", "/me")).json().interface_language).toBe("el");
    expect((await call("GET", "/account")).json().interface_language).toBe("el");
    const me = (await call("GET", "/me")).json().user;
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, me.id));
    expect(row?.interfaceLanguage).toBe("el");
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.entityId, me.id));
    expect(actions.map((a) => a.action)).toContain("interface-language-change");

    await call("POST", "/account/interface-language", { interface_language: "en" });
    expect((await call("GET", "/me")).json().interface_language).toBe("en");
  });

  it("refuses a language the staff interface is not written in, with a sentence", async () => {
    const refused = await call("POST", "/account/interface-language", { interface_language: "ru" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Choose the interface language");
    expect((await call("GET", "/me")).json().interface_language).toBe("en");
  });
});
