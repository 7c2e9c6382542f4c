import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, createTestDatabase, type TestApp, withKey } from "./helpers.ts";
import { migrateUpTo } from "./migrate-up-to.ts";

/*
 * One booking address per brand (ADR 0058): brands stored with the two booking fields of before
 * keep, after the migration, the address the Book Online button used, or else the other field's,
 * and never turn an ordering address into a booking one.
 */

describe("brands stored with two booking fields", () => {
  let app: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { database, drop } = await createTestDatabase();
    await migrateUpTo(database, "0015_newsletter_drop_clear_token");
    await database.db.execute(sql`insert into websites (id, name, type, "order", domain, phones, images, book_now, book_online_url, order_now_url)
      values (101, 'Both set', 'restaurant', 1, 'https://both.test', '[]', '{}', 'https://old.test/book', 'https://button.test/book', null),
             (102, 'Only the first', 'restaurant', 2, 'https://first.test', '[]', '{}', ' https://first.test/book ', '', null),
             (103, 'Only the button', 'restaurant', 3, 'https://button.test', '[]', '{}', null, 'https://button.test/table', null),
             (104, 'Ordering twice', 'eshop', 4, 'https://order.test', '[]', '{}', 'https://order.test/order', null, 'https://order.test/order'),
             (105, 'Not an address', 'restaurant', 5, 'https://text.test', '[]', '{}', 'call us', null, null)`);
    const built = await buildTestApp({ database, seed: false });
    app = built.app;
    close = async () => {
      await built.close();
      await drop();
    };
  });
  afterAll(() => close());

  const brand = async (id: number) => {
    const answer = await app.inject({ url: `${API_PREFIX}/website/${id}`, headers: withKey });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as {
      book_online_url: string | null;
      book_now: string | null;
      order_now_url: string | null;
    };
  };

  it("keeps one column, and the address the button used", async () => {
    const columns = await app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'websites'`,
    );
    expect(JSON.stringify(columns)).not.toContain('"book_now"');
    expect((await brand(101)).book_online_url).toBe("https://button.test/book");
    expect((await brand(103)).book_online_url).toBe("https://button.test/table");
  });

  it("takes the other field's address when the button's was empty", async () => {
    expect((await brand(102)).book_online_url).toBe("https://first.test/book");
  });

  it("leaves an ordering address and words that are no address out of the booking button", async () => {
    expect(await brand(104)).toMatchObject({
      book_online_url: null,
      order_now_url: "https://order.test/order",
    });
    expect((await brand(105)).book_online_url).toBeNull();
  });

  it("still answers SPEC's book_now, as the one booking address", async () => {
    expect((await brand(101)).book_now).toBe("https://button.test/book");
    expect((await brand(104)).book_now).toBeNull();
  });
});
