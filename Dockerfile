# The API and the site as container images (docs/operations.md, ADR 0032). One Dockerfile, two
# targets that share every layer but the last:
#   docker build --target api  -t thalassa-api  .
#   docker build --target site -t thalassa-site .
# BASE_IMAGE is the official Node.js 24 image; any Debian bookworm image with Node 24 and npm in
# /usr/local and a `node` user works (the image drill builds one from Debian's packages offline).
# Only the classic Dockerfile instructions are used, so the legacy builder and BuildKit both build it.
ARG BASE_IMAGE=node:24-bookworm-slim

# ── manifests: the lockfile and every workspace's package.json (npm checks the lockfile against
# all of them; their code is not copied), so dependency layers are rebuilt only when they change ─
FROM ${BASE_IMAGE} AS manifests
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY tools/demo-media/package.json tools/demo-media/
COPY e2e/package.json e2e/
COPY drills/package.json drills/

# ── build: every dependency of the API and the site, then their production builds ─────────────
FROM manifests AS build
RUN npm ci --workspace apps/api --workspace apps/web --include-workspace-root
COPY scripts/bundle-node-server.mjs scripts/
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build --workspace apps/api && npm run build --workspace apps/web

# ── deps: the packages the two servers load, nothing else ─────────────────────────────────────
FROM manifests AS deps
COPY deploy/prune-to-runtime.mjs /tmp/
# The two servers' production dependencies only (no browser tests, validators, PDF or demo-media
# packages: those workspaces are not installed), then the development tools npm keeps as optional
# peers are removed; the npm cache goes with the layer.
RUN npm ci --omit=dev --workspace apps/api --workspace apps/web \
  && node /tmp/prune-to-runtime.mjs /app apps/api apps/web \
  && rm -rf /root/.npm /tmp/prune-to-runtime.mjs \
  && rm -rf tools e2e drills packages

# ── runtime: what both servers share ──────────────────────────────────────────────────────────
FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data/pglite \
    BLOB_DIR=/data/blobs \
    MAIL_OUTBOX_DIR=/data/outbox
WORKDIR /app
COPY --from=deps /app /app
# The API: its bundle (server, migrate, backup, restore, invite-owner, reset-second-factor), migrations, and the demo
# catalogue with its pictures (SEED_DEMO_CONTENT=auto fills an empty database from them).
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/catalogue apps/api/catalogue
COPY --from=build /app/apps/api/media apps/api/media
COPY --from=build /app/apps/api/src/seed/media-manifest.json apps/api/src/seed/media-manifest.json
# The site: its server bundle and the React Router build (server and hashed client assets).
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/build apps/web/build
# Written at run time only under /data (a volume): uploads, the embedded database in development,
# the mail outbox without SMTP. The application files stay root's and read-only to the server.
RUN mkdir -p /data/blobs /data/outbox /data/pglite && chown -R node:node /data
VOLUME /data
USER node
# Node is PID 1 and both servers handle SIGTERM themselves (close-with-grace: stop accepting,
# finish requests in flight, close the database; exit within 10 s).
STOPSIGNAL SIGTERM

# ── api: the content API on port 4000 ─────────────────────────────────────────────────────────
FROM runtime AS api
WORKDIR /app/apps/api
ENV API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

# ── site: the server-rendered site on port 3000 ───────────────────────────────────────────────
FROM runtime AS site
WORKDIR /app/apps/web
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

# ── ops: the API image plus PostgreSQL's client tools, for `node dist/backup.js` and
# `node dist/restore.js` (the compose `backup` service). /backups is the node user's, mode 0700, so
# a new volume mounted there is too; gpg encrypts backups to a public key when one is set. pg_dump must be at least the server's major
# version: bookworm's postgresql-client is 15, as is the compose file's PostgreSQL. ────────────
FROM api AS ops
USER root
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-client gpg \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -m 700 /backups && chown node:node /backups
USER node
CMD ["node", "dist/backup.js", "--into", "/backups"]
