#!/bin/sh
# A release on one host without refused requests: replaces the containers of the API, then of the
# site, one at a time with the images `docker compose build` made (docs/operations.md, "Upgrades").
# For each old container: a new one is started beside it and must turn healthy (Docker's health
# check, /readyz), then the old one is stopped with SIGTERM (it stops accepting, finishes the
# requests it has, exits) and removed; nginx sends each request to a replica that answers and
# retries the next when one refuses. A new container that does not turn healthy stops the release
# with the old ones still serving.
#
# Settings (environment): RELEASE_SERVICES (default "api site"); RELEASE_ORDER=start-first (the
# default; a new container beside the old) or stop-first (the old one stopped first, its siblings
# serving meanwhile: for replicas that cannot run twice at once, e.g. on host networking with a
# port each); RELEASE_HEALTH_TIMEOUT seconds per container (180); RELEASE_SETTLE seconds after a
# container turns healthy before the next step (6: nginx looks replicas up again every 5 s);
# COMPOSE, the compose command ("docker compose"; "docker-compose" for 1.x).
set -eu

services=${RELEASE_SERVICES:-api site}
order=${RELEASE_ORDER:-start-first}
timeout=${RELEASE_HEALTH_TIMEOUT:-180}
settle=${RELEASE_SETTLE:-6}
compose=${COMPOSE:-docker compose}

log() { printf 'release: %s\n' "$*"; }
fail() { printf 'release: %s\n' "$*" >&2; exit 1; }

# Waits until every container of a service reports healthy; names the one that does not.
wait_healthy() {
  service=$1
  waited=0
  while :; do
    pending=""
    for id in $($compose ps -q "$service"); do
      state=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id")
      case $state in healthy | running) ;; *) pending="$pending $id:$state" ;; esac
    done
    [ -z "$pending" ] && return 0
    [ "$waited" -ge "$timeout" ] && fail "$service did not turn healthy within ${timeout} s:$pending (docker logs <id>); the old containers still serve"
    sleep 2
    waited=$((waited + 2))
  done
}

for service in $services; do
  old=$($compose ps -q "$service")
  count=$(printf '%s\n' "$old" | grep -c . || true)
  [ "$count" -gt 0 ] || fail "no running $service container: start the stack with docker compose up -d first"
  log "$service: replacing $count container(s) one at a time ($order)"
  for id in $old; do
    name=$(docker inspect --format '{{.Name}}' "$id" | sed 's#^/##')
    if [ "$order" = stop-first ]; then
      docker stop --time 30 "$id" >/dev/null
      docker rm "$id" >/dev/null
      $compose up -d --no-deps --no-recreate --scale "$service=$count" "$service"
    else
      $compose up -d --no-deps --no-recreate --scale "$service=$((count + 1))" "$service"
      wait_healthy "$service"
      sleep "$settle"
      docker stop --time 30 "$id" >/dev/null
      docker rm "$id" >/dev/null
    fi
    wait_healthy "$service"
    log "$service: $name replaced"
  done
  sleep "$settle"
done
log "done: $services"
