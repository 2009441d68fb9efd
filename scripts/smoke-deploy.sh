#!/usr/bin/env bash
# Deploys a clean clone as the README says and checks it answers, twice:
#   1. `NODE_ENV=production make start` with DATABASE_URL (a fresh database on the local Postgres);
#   2. the built artefacts copied next to a production-only install (`npm ci --omit=dev`): `node server/dist/migrate.js`,
#      `node server/dist/create-admin.js`, `node server/dist/index.js`, with no tsx and no esbuild installed.
# Usage: scripts/smoke-deploy.sh [git-url-or-path]   (default: this checkout's committed HEAD)
# Needs: a Postgres at PGHOST (127.0.0.1:5432, user postgres, trust auth), psql, curl.
set -euo pipefail
SRC="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
PGURL="${SMOKE_PG_URL:-postgres://postgres@127.0.0.1:5432}"
WORK="$(mktemp -d /tmp/icnari-smoke.XXXXXX)"
DB="smoke_$$_$RANDOM"
PID=""
stop() { # the process group started with setsid (make, npm and node under it)
  [ -n "$PID" ] || return 0
  kill -TERM -- "-$PID" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 -- "-$PID" 2>/dev/null || break; sleep 0.2; done
  kill -KILL -- "-$PID" 2>/dev/null || true
  PID=""
}
cleanup() {
  stop
  psql "$PGURL/postgres" -qc "drop database if exists \"$DB\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'echo "smoke: FAILED at line $LINENO: $BASH_COMMAND" >&2; tail -20 "$WORK"/*.log 2>/dev/null' ERR
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
wait_ready() { # url, seconds
  for _ in $(seq 1 "$2"); do curl -fsS -o /dev/null "$1/api/readyz" 2>/dev/null && return 0; sleep 1; done
  echo "smoke: $1 did not become ready" >&2; return 1
}
check_site() { # url
  curl -fsS "$1/" -o "$WORK/home.html"
  grep -qi '<html' "$WORK/home.html" || { echo "smoke: / is not the web client" >&2; return 1; }
  grep -q '<div id="root" data-ssr>' "$WORK/home.html" || { echo "smoke: / was not rendered on the server" >&2; return 1; }
  curl -fsS "$1/api/papers/all" >/dev/null
  local token
  token=$(curl -fsS -H 'content-type: application/json' -d '{"email":"smoke@example.org","password":"smoke-password-1"}' \
    "$1/api/user/login" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).token))")
  # An image upload runs sharp (native code): it must load from a production install too.
  node -e "
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==','base64');
    const fd = new FormData(); fd.append('image', new Blob([png], {type:'image/png'}), 'dot.png');
    fetch('$1/api/user/image', {method:'POST', headers:{token:'$token'}, body: fd}).then(async r => {
      const t = await r.text(); if (!r.ok) { console.error('smoke: upload', r.status, t); process.exit(1) } })"
}

psql "$PGURL/postgres" -qc "create database \"$DB\"" >/dev/null
export DATABASE_URL="$PGURL/$DB"
unset PORT TRUST_PROXY DATA_DIR CLIENT_DIST
export ADMIN_EMAIL=smoke@example.org ADMIN_PASSWORD=smoke-password-1 LOG_LEVEL=error

echo "smoke: cloning $SRC"
git clone -q "$SRC" "$WORK/app"
cd "$WORK/app"

echo "smoke: 1/2 NODE_ENV=production make start"
PORT1=$(free_port)
NODE_ENV=production PORT=$PORT1 setsid make start >"$WORK/start.log" 2>&1 &
PID=$!
wait_ready "http://127.0.0.1:$PORT1" 400 || { tail -30 "$WORK/start.log"; exit 1; }
check_site "http://127.0.0.1:$PORT1"
stop
echo "smoke: make start served the site"

echo "smoke: 2/2 production-only install of the artefacts"
mkdir -p "$WORK/prod/server" "$WORK/prod/client"
cp package.json package-lock.json "$WORK/prod/"
cp server/package.json "$WORK/prod/server/"; cp client/package.json "$WORK/prod/client/"
cp -r server/dist "$WORK/prod/server/dist"; cp -r client/dist "$WORK/prod/client/dist"; cp -r client/dist-server "$WORK/prod/client/dist-server"; cp -r migrations "$WORK/prod/migrations"
cd "$WORK/prod"
NODE_ENV=production npm ci --omit=dev --workspace @icnari/server --no-audit --no-fund >"$WORK/ci.log" 2>&1 || { cat "$WORK/ci.log"; exit 1; }
for dev in tsx esbuild vite typescript vitest; do
  if [ -e "node_modules/$dev" ] || [ -e "server/node_modules/$dev" ]; then echo "smoke: $dev is installed in the production copy" >&2; exit 1; fi
done
psql "$PGURL/postgres" -qc "drop database \"$DB\" with (force)" -c "create database \"$DB\"" >/dev/null
node server/dist/migrate.js
unset ADMIN_EMAIL ADMIN_PASSWORD
NEW_ADMIN_PASSWORD=smoke-password-1 node server/dist/create-admin.js --name Smoke --email smoke@example.org
PORT2=$(free_port)
NODE_ENV=production PORT=$PORT2 setsid node server/dist/index.js >"$WORK/prod.log" 2>&1 &
PID=$!
wait_ready "http://127.0.0.1:$PORT2" 30 || { cat "$WORK/prod.log"; exit 1; }
check_site "http://127.0.0.1:$PORT2"
echo "smoke: OK — make start (NODE_ENV=production) and a production-only install both serve the site"
