#!/bin/sh
# Restarts the containers Docker reports unhealthy: Docker and compose restart a container whose
# process exits, never one that hangs while its process lives (a stuck event loop, a lost database
# pool). Run it every minute on the host (cron, or a systemd timer: docs/operations.md, "Releases"):
# `* * * * * /srv/thalassa/deploy/watchdog.sh`. It logs one JSON line per restart.
# WATCHDOG_PROJECT limits it to one compose project (unset: every container of this host).
set -eu
filter="--filter health=unhealthy"
[ -n "${WATCHDOG_PROJECT:-}" ] && filter="$filter --filter label=com.docker.compose.project=$WATCHDOG_PROJECT"
# shellcheck disable=SC2086
for id in $(docker ps -q $filter); do
  name=$(docker inspect --format '{{.Name}}' "$id" | sed 's#^/##')
  docker restart --time 15 "$id" >/dev/null
  printf '{"time":"%s","service":"watchdog","msg":"restarted an unhealthy container","container":"%s"}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$name"
done
