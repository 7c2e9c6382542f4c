// Stand-ins for the two official images compose.yaml names besides its own, built on the drill's
// stand-in base when no registry is reachable: `postgres:15-bookworm` (Debian's PostgreSQL 15 with
// an entrypoint that, like the official one, creates POSTGRES_USER, its password and POSTGRES_DB
// in an empty data folder) and `nginx:1.27-bookworm` (Debian's nginx, conf.d included, logs to
// the container's output, curl for the health check). Built once; later runs reuse them.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_TAG } from "../container-image/base-image.mjs";

const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pw=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pw"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pw" --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f "$pw"
  # Set-up on a socket of its own: the health check (pg_isready) answers only once the real server runs.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses= -c port=\${PGPORT:-5432} -c unix_socket_directories=/tmp" -w start >/dev/null
  createdb -h /tmp -U "$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses="\${POSTGRES_LISTEN:-*}" -c port="\${PGPORT:-5432}"
`;

const IMAGES = {
  "postgres:15-bookworm": {
    files: { "docker-entrypoint.sh": POSTGRES_ENTRYPOINT },
    dockerfile: `FROM ${BASE_TAG}
RUN mkdir -p /etc/postgresql-common && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \\
 && apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \\
 && rm -rf /var/lib/apt/lists/* \\
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \\
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql && chmod 700 /var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin PGDATA=/var/lib/postgresql/data
USER postgres
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
`,
  },
  "nginx:1.27-bookworm": {
    files: {},
    dockerfile: `FROM ${BASE_TAG}
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx curl \\
 && rm -rf /var/lib/apt/lists/* && rm -f /etc/nginx/sites-enabled/default \\
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
`,
  },
};

/** Builds each stand-in that is missing; answers { tag: seconds } (0 when cached). */
export function ensureStandIns(docker, workDir) {
  const took = {};
  for (const [tag, { files, dockerfile }] of Object.entries(IMAGES)) {
    // Rebuilt when its recipe changed (the recipe's hash is a label of the image).
    const recipe = createHash("sha256")
      .update(JSON.stringify({ files, dockerfile }))
      .digest("hex")
      .slice(0, 16);
    const label = docker.ok(["image", "inspect", tag])
      ? docker
          .run(["image", "inspect", "--format", '{{index .Config.Labels "thalassa.stand-in"}}', tag])
          .trim()
      : "";
    if (label === recipe) {
      took[tag] = 0;
      continue;
    }
    const started = Date.now();
    const context = join(workDir, tag.replace(/[^a-z0-9.-]/gi, "-"));
    mkdirSync(context, { recursive: true });
    writeFileSync(join(context, "Dockerfile"), `${dockerfile}LABEL thalassa.stand-in=${recipe}\n`);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(context, name), text);
    docker.run(["build", "--network", "host", "-t", tag, context], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    took[tag] = (Date.now() - started) / 1000;
  }
  return took;
}
