#!/usr/bin/env bash
# Builds the Dockerfile's image and checks it serves: readyz through its own HEALTHCHECK command, the web client,
# a login, with Postgres on the host (127.0.0.1:5432) and the container on the host network.
# Usage: scripts/image-smoke.sh   (podman, else docker; needs access to the base image registry)
set -euo pipefail
cd "$(dirname "$0")/.."
ENGINE="${ENGINE:-$(command -v podman || command -v docker || true)}"
[ -n "$ENGINE" ] || { echo "image-smoke: neither podman nor docker is installed" >&2; exit 2; }
IMAGE=icnari-site:smoke
PGURL="${SMOKE_PG_URL:-postgres://postgres@127.0.0.1:5432}"
DB="image_smoke_$$"
NAME="icnari-smoke-$$"
PORT="${SMOKE_PORT:-3999}"
cleanup() {
  "$ENGINE" rm -f "$NAME" >/dev/null 2>&1 || true
  psql "$PGURL/postgres" -qc "drop database if exists \"$DB\" with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

base=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
if ! "$ENGINE" image exists "$base" 2>/dev/null && ! "$ENGINE" pull -q "$base" >/dev/null 2>&1; then
  echo "image-smoke: cannot pull the base image $base (no registry access?): image not built" >&2
  exit 3
fi
echo "image-smoke: building $IMAGE"
"$ENGINE" build -t "$IMAGE" .
echo "image-smoke: runs as $("$ENGINE" run --rm --entrypoint id "$IMAGE" -un)"
"$ENGINE" run --rm --entrypoint sh "$IMAGE" -c 'test ! -e node_modules/tsx && test ! -e node_modules/esbuild && test ! -e node_modules/vite' \
  || { echo "image-smoke: dev dependencies in the runtime image" >&2; exit 1; }

psql "$PGURL/postgres" -qc "create database \"$DB\"" >/dev/null
"$ENGINE" run -d --name "$NAME" --network host -e PORT="$PORT" -e DATABASE_URL="$PGURL/$DB" \
  -e ADMIN_EMAIL=smoke@example.org -e ADMIN_PASSWORD=smoke-password-1 "$IMAGE" >/dev/null
for _ in $(seq 1 60); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/readyz" 2>/dev/null && break; sleep 1; done
"$ENGINE" exec "$NAME" node -e "fetch('http://127.0.0.1:$PORT/api/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
curl -fsS "http://127.0.0.1:$PORT/" -o /dev/null
curl -fsS -H 'content-type: application/json' -d '{"email":"smoke@example.org","password":"smoke-password-1"}' \
  "http://127.0.0.1:$PORT/api/user/login" | grep -q '"token"'
echo "image-smoke: OK — the image serves the site, healthy, as a non-root user, without dev dependencies"
