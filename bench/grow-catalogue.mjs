// Grows a seeded catalogue on PostgreSQL by copying its live stories and events under new
// addresses: the scale benchmark and the sitemap test use it.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ensurePostgresBinaries } from "../scripts/pg-cluster.mjs";

function psql(url, sql) {
  return execFileSync(join(ensurePostgresBinaries(), "psql"), [url, "-v", "ON_ERROR_STOP=1", "-Atc", sql], {
    encoding: "utf8",
  }).trim();
}

/** The table's columns but the id, in order, quoted. */
const columnsOf = (url, table) =>
  psql(
    url,
    `SELECT string_agg(quote_ident(column_name), ',' ORDER BY ordinal_position) FROM information_schema.columns
     WHERE table_name = '${table}' AND column_name <> 'id'`,
  ).split(",");

/**
 * Copies of the demo's live stories and events, each with its own address: stories an hour apart
 * going back from now, events spread over the coming year.
 */
export function growCatalogue(url, { news, events }) {
  const changed = (columns, replacements) =>
    columns.map((column) => replacements[column.replaceAll('"', "")] ?? `p.${column}`).join(",");
  const postColumns = columnsOf(url, "posts");
  psql(
    url,
    `INSERT INTO posts (${postColumns.join(",")})
     SELECT ${changed(postColumns, {
       url: "'scale-' || g || '-' || p.url",
       title: "p.title || ' (' || g || ')'",
       created_at: "now() - make_interval(hours => g)",
     })}
     FROM generate_series(1, ${news}) g
     CROSS JOIN LATERAL (SELECT * FROM posts WHERE post_type = 'news' AND status = 'live'
       ORDER BY id OFFSET g % (SELECT count(*) FROM posts WHERE post_type = 'news' AND status = 'live') LIMIT 1) p`,
  );
  const eventColumns = columnsOf(url, "events");
  psql(
    url,
    `INSERT INTO events (${eventColumns.join(",")})
     SELECT ${changed(eventColumns, {
       event_url: "'scale-' || g || '-' || p.event_url",
       name: "p.name || ' (' || g || ')'",
       date: "current_date + (g % 360)",
       expired_date: "current_date + (g % 360)",
     })}
     FROM generate_series(1, ${events}) g
     CROSS JOIN LATERAL (SELECT * FROM events WHERE status = 'live'
       ORDER BY id OFFSET g % (SELECT count(*) FROM events WHERE status = 'live') LIMIT 1) p`,
  );
  return {
    news: Number(psql(url, "SELECT count(*) FROM posts WHERE post_type = 'news' AND status = 'live'")),
    events: Number(
      psql(url, "SELECT count(*) FROM events WHERE status = 'live' AND expired_date >= current_date"),
    ),
  };
}
