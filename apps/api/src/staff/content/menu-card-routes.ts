import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { eq, like, or } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { menuCards } from "../../db/schema.ts";
import { audit } from "../audit.ts";
import { requireStaff, staffUserOf } from "../session.ts";
import { integerId } from "./adapter.ts";
import { contentItem } from "./content-fields.ts";
import { MENU_CSV_MAX_BYTES, MenuCsvError, menuFromCsv, menuToCsv } from "./menu-csv.ts";
import { recordRevision } from "./revisions.ts";

export interface MenuCardRoutesOptions {
  onContentChange?: () => void;
}

/** A menu row as the content routes' write body, for its revision. */
function menuBody(row: typeof menuCards.$inferSelect, sections = row.sections): Record<string, unknown> {
  const { id: _id, ...body } = contentItem("menu-cards", { ...row, sections });
  return body;
}

const csvBody = z.object({ csv: z.string().max(MENU_CSV_MAX_BYTES * 2) });

/**
 * What a structured menu needs beyond the usual content routes (ADR 0036): CSV export and
 * import (the sections replaced as a whole; the menu's state is left as it is) and duplication
 * (a draft copy under a free address). Editors and owners, like every menu write.
 */
export const staffMenuCardRoutes: FastifyPluginAsync<MenuCardRoutesOptions> = async (app, options) => {
  const guard = (action: string) => requireStaff("content:menu-cards", action);

  async function menuOf(request: FastifyRequest, reply: FastifyReply) {
    const raw = (request.params as { id: string }).id;
    const id = integerId(raw);
    const [row] = id === null ? [] : await app.db.select().from(menuCards).where(eq(menuCards.id, id));
    if (!row) void reply.code(404).send({ message: `There is no menu-cards item ${raw}.` });
    return row ?? null;
  }

  app.get("/content/menu-cards/:id/csv", { preHandler: guard("export menus") }, async (request, reply) => {
    const row = await menuOf(request, reply);
    if (!row) return reply;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${row.url}.csv"`)
      .send(menuToCsv(row.sections));
  });

  app.post("/content/menu-cards/:id/csv", { preHandler: guard("import menus") }, async (request, reply) => {
    const body = csvBody.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({ message: 'Send the CSV text as JSON: { "csv": "section,name,…" }.' });
    const row = await menuOf(request, reply);
    if (!row) return reply;
    const photoOf = (section: string, name: string) =>
      row.sections.find((s) => s.name === section)?.items.find((i) => i.name === name)?.photo ?? null;
    let sections: MenuSection[];
    try {
      sections = menuFromCsv(body.data.csv, photoOf);
    } catch (error) {
      if (!(error instanceof MenuCsvError)) throw error;
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    await app.db.transaction(async (tx) => {
      await tx.update(menuCards).set({ sections }).where(eq(menuCards.id, row.id));
      await recordRevision(
        tx,
        staffUserOf(request),
        "menu-cards",
        String(row.id),
        menuBody(row, sections),
        "csv-import",
      );
      await audit(tx, staffUserOf(request), {
        action: "update",
        entity: "menu-cards",
        entityId: row.id,
        detail: { fields: ["sections"], csvRows: sections.reduce((n, s) => n + s.items.length, 0) },
      });
    });
    options.onContentChange?.();
    return { data: { id: row.id, sections } };
  });

  app.post(
    "/content/menu-cards/:id/duplicate",
    { preHandler: guard("duplicate menus") },
    async (request, reply) => {
      const row = await menuOf(request, reply);
      if (!row) return reply;
      const taken = new Set(
        (
          await app.db
            .select({ url: menuCards.url })
            .from(menuCards)
            .where(or(eq(menuCards.url, row.url), like(menuCards.url, `${row.url}-copy%`)))
        ).map((r) => r.url),
      );
      let url = `${row.url}-copy`;
      for (let n = 2; taken.has(url); n++) url = `${row.url}-copy-${n}`;
      const { id: _id, ...copy } = row;
      const created = await app.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(menuCards)
          .values({ ...copy, url, status: "draft", name: `${row.name} (copy)`, order: row.order + 1 })
          .returning();
        if (inserted)
          await recordRevision(
            tx,
            staffUserOf(request),
            "menu-cards",
            String(inserted.id),
            menuBody(inserted),
            "create",
          );
        await audit(tx, staffUserOf(request), {
          action: "create",
          entity: "menu-cards",
          entityId: inserted?.id,
          detail: { duplicateOf: row.id },
        });
        return inserted;
      });
      options.onContentChange?.();
      return reply.code(201).send({ data: { id: created?.id, url } });
    },
  );
};
