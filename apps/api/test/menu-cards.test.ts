import { ALLERGENS } from "@thalassa/contract/menu-shapes";
import { responses } from "@thalassa/contract/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

/* Structured menus (ADR 0036): the seeded menus, drafts and publishing, brand buttons, CSV. */

let app: TestApp;
let close: () => Promise<void>;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  editor = (await staffSessions(app, ["editor"])).editor;
});
afterAll(() => close());

const read = (path: string) => app.inject({ url: `/api/v1/${path}`, headers: withKey });
const staff = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/staff/content/${path}`,
    headers: { ...withKey, cookie: editor },
    ...(payload ? { payload } : {}),
  });

const newMenu = (url: string) => ({
  url,
  status: "draft",
  website_id: 5,
  name: "Brunch",
  order: 3,
  served: { days: ["sat", "sun"], from: "09:00", until: "12:30" },
  sections: [
    {
      name: "Eggs",
      items: [
        {
          name: "Shakshuka",
          description: "Baked eggs, peppers, tomato",
          prices: [{ amount: 9.5 }],
          allergens: ["eggs"],
          diets: ["vegetarian", "spicy"],
        },
      ],
    },
  ],
});

describe("the seeded menus", () => {
  it("every brand of the demo menus has live structured menus with allergens a kitchen would name", async () => {
    for (const [brand, names] of [
      [4, ["All day", "Desserts", "Drinks"]],
      [10, ["All day", "Drinks"]],
    ] as const) {
      const response = await read(`menu-cards?website_id=${brand}`);
      expect(response.statusCode).toBe(200);
      const menus = responses.menuCards.parse(response.json()).data;
      expect(menus.map((m) => m.name)).toEqual(names);
      expect(menus[0]?.pdf_url).toMatch(/\.pdf$/);
    }
    const allDay = responses.menuCard.parse((await read("menu-card?url=kyma-beach")).json()).data;
    const items = allDay.sections.flatMap((s) => s.items);
    const item = (name: string) => items.find((i) => i.name === name);
    expect(item("Kalamari")?.allergens).toEqual(["gluten", "eggs", "molluscs"]);
    expect(item("Grilled King Prawns")?.allergens).toEqual(["crustaceans"]);
    expect(item("Wild Greens")?.diets).toContain("vegan");
    for (const i of items) for (const a of i.allergens) expect(ALLERGENS).toContain(a);
    const pizzas = responses.menuCard.parse((await read("menu-card?url=forno-strovolos")).json()).data;
    const margherita = pizzas.sections.flatMap((s) => s.items).find((i) => i.name === "Margherita");
    expect(margherita?.prices).toEqual([
      { label: "30 cm", amount: 11 },
      { label: "40 cm", amount: 15.5 },
    ]);
  });

  it("a brand names its first live menu, and its buttons are data", async () => {
    const kyma = (await read("website/4")).json().data;
    expect(kyma.menu_card_url).toBe("kyma-beach");
    expect(kyma.book_online_url).toMatch(/^https:\/\/.+\/book-a-table$/);
    expect(kyma.order_now_url).toBeNull();
    const forno = (await read("website/10")).json().data;
    expect(forno.order_now_url).toMatch(/\/order-online$/);
    expect(forno.book_online_url).toBeNull();
    expect((await read("website/7")).json().data.menu_card_url).toBeNull();
  });
});

describe("drafts and publishing", () => {
  it("a draft is not public; published, it is, and the brand links it", async () => {
    const created = await staff("POST", "menu-cards", newMenu("olive-brunch"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await read("menu-card?url=olive-brunch")).statusCode).toBe(404);
    expect((await read("menu-cards?website_id=5")).json().data).toEqual([]);
    expect((await read("website/5")).json().data.menu_card_url).toBeNull();

    const published = await staff("PUT", `menu-cards/${id}`, { ...newMenu("olive-brunch"), status: "live" });
    expect(published.statusCode, published.body).toBe(200);
    const shown = responses.menuCard.parse((await read("menu-card?url=olive-brunch")).json()).data;
    expect(shown.sections[0]?.items[0]).toMatchObject({
      name: "Shakshuka",
      available: true,
    });
    expect(shown.served).toEqual({ days: ["sat", "sun"], from: "09:00", until: "12:30" });
    expect((await read("website/5")).json().data.menu_card_url).toBe("olive-brunch");
  });

  it("refuses an unknown allergen, a negative price and a missing name, each at its field", async () => {
    const body = newMenu("bad-menu");
    const item = body.sections[0]?.items[0] as Record<string, unknown>;
    item.allergens = ["gluten", "shellfish"];
    item.prices = [{ amount: -1 }];
    item.name = "";
    const response = await staff("POST", "menu-cards", body);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      "sections.0.items.0.allergens.1",
      "sections.0.items.0.name",
      "sections.0.items.0.prices.0.amount",
    ]);
    expect(errors["sections.0.items.0.prices.0.amount"]).toEqual(["A price cannot be negative"]);
  });

  it("duplicates a menu as a draft under a free address", async () => {
    const created = await staff("POST", "menu-cards", newMenu("dup-source"));
    const id = created.json().data.id;
    const first = await staff("POST", `menu-cards/${id}/duplicate`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.url).toBe("dup-source-copy");
    const second = await staff("POST", `menu-cards/${id}/duplicate`);
    expect(second.json().data.url).toBe("dup-source-copy-2");
    const copy = (await staff("GET", `menu-cards/${first.json().data.id}`)).json().data;
    expect(copy).toMatchObject({ status: "draft", name: "Brunch (copy)", sections: newMenu("x").sections });
  });
});

describe("CSV export and import", () => {
  it("a menu goes out as CSV and comes back the same", async () => {
    const kyma = (await staff("GET", "menu-cards"))
      .json()
      .data.find((m: { url: string }) => m.url === "kyma-beach-drinks");
    const exported = await staff("GET", `menu-cards/${kyma.id}/csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^text\/csv/);
    const csv = exported.body;
    expect(csv.split("\n")[0]).toBe("section,name,description,price,sizes,allergens,diet,available");
    expect(csv).toContain("Wines by the Glass,Xynisteri,");
    expect(csv).toContain("Glass, 175 ml: 8.00 | Bottle: 32.00");

    const imported = await staff("POST", `menu-cards/${kyma.id}/csv`, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const after = (await staff("GET", `menu-cards/${kyma.id}`)).json().data;
    expect(after.sections).toEqual(kyma.sections);
  });

  it("imports a spreadsheet's words and changes the public menu", async () => {
    const created = await staff("POST", "menu-cards", { ...newMenu("csv-brunch"), status: "live" });
    const id = created.json().data.id;
    const csv = [
      "section,name,description,price,sizes,allergens,diet,available",
      'Eggs,Shakshuka,"Baked eggs, peppers",10.50,,Egg,Vegetarian; Spicy,yes',
      'Eggs,Eggs Benedict,,"12,00",,"Cereals containing gluten, eggs, milk, mustard",,no',
      "Coffee,Freddo,,,Small: 3.50 | Large: 4.50,,vegan|gluten-free,",
    ].join("\r\n");
    const response = await staff("POST", `menu-cards/${id}/csv`, { csv });
    expect(response.statusCode, response.body).toBe(200);
    const menu = responses.menuCard.parse((await read("menu-card?url=csv-brunch")).json()).data;
    expect(menu.sections.map((s) => s.name)).toEqual(["Eggs", "Coffee"]);
    expect(menu.sections[0]?.items[0]).toMatchObject({
      prices: [{ amount: 10.5 }],
      diets: ["vegetarian", "spicy"],
    });
    expect(menu.sections[0]?.items[1]).toMatchObject({
      prices: [{ amount: 12 }],
      allergens: ["gluten", "eggs", "milk", "mustard"],
      available: false,
    });
    expect(menu.sections[1]?.items[0]?.prices).toEqual([
      { label: "Small", amount: 3.5 },
      { label: "Large", amount: 4.5 },
    ]);
  });

  it("refuses bad rows with one message per row and imports nothing", async () => {
    const created = await staff("POST", "menu-cards", newMenu("csv-bad"));
    const id = created.json().data.id;
    const before = created.json().data.sections;
    const csv = [
      "section,name,description,price,sizes,allergens,diet,available",
      "Eggs,Good row,,5,,,,",
      "Eggs,,,abc,,kiwi,,maybe",
      ",Toast,,4,Small: 3,,keto,",
    ].join("\n");
    const response = await staff("POST", `menu-cards/${id}/csv`, { csv });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "2 rows have problems; nothing was imported. Fix them and import the file again.",
      errors: {
        "row 3": [
          "The name is empty.",
          'The price "abc" is not an amount like 12.50.',
          '"kiwi" is not one of the 14 allergens (gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs).',
          'available is "maybe"; use yes or no.',
        ],
        "row 4": [
          "The section is empty.",
          "Give either a price or sizes, not both.",
          '"keto" is not a dietary mark (vegetarian, vegan, gluten-free, contains-alcohol, spicy).',
        ],
      },
    });
    expect((await staff("GET", `menu-cards/${id}`)).json().data.sections).toEqual(before);
  });

  it("refuses a file without the header row, and a body that is not CSV text", async () => {
    const created = await staff("POST", "menu-cards", newMenu("csv-header"));
    const id = created.json().data.id;
    const noHeader = await staff("POST", `menu-cards/${id}/csv`, { csv: "Eggs,Toast,,4\n" });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().message).toMatch(/^The first row must name the columns: section,name,/);
    const notText = await staff("POST", `menu-cards/${id}/csv`, { rows: [] });
    expect(notText.statusCode).toBe(400);
  });
});
