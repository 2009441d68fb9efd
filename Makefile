# ICNARI 2026 — the two commands a newcomer needs: `make start` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export NPM_CONFIG_FUND := false
export NPM_CONFIG_AUDIT := false

NODE_MODULES := node_modules/.package-lock.json
TMP_OPENAPI := .tmp-openapi

.PHONY: help install start dev build openapi check-openapi lint lint-openapi format typecheck test test-server test-server-node22 test-client e2e db-generate bench admin migrate

help:
	@echo "make start          build what changed and run the site on http://localhost:$${PORT:-3000}"
	@echo "make test           lint, typecheck, contract drift, API lint, server + client tests, browser end-to-end tests"
	@echo "make dev            API on :3000 and the client with hot reload on :5173"
	@echo "make build          build the web client, the page renderer and the server bundle"
	@echo "make install        install the npm dependencies when missing or older than the lockfile"
	@echo "make lint           Biome lint and formatting check of the whole tree, and the layer order (dependency-cruiser)"
	@echo "make format         Biome: fix what it can"
	@echo "make typecheck      TypeScript check of server, bench and client"
	@echo "make openapi        regenerate openapi/openapi.json and openapi/schema.d.ts from the server routes"
	@echo "make check-openapi  fail when openapi/ differs from what the routes produce"
	@echo "make lint-openapi   Redocly lint of the contract"
	@echo "make test-server    server integration tests (real Postgres with TEST_DATABASE_URL, else PGlite)"
	@echo "make test-server-node22  the server tests again on Node 22 (production's; installed from npm)"
	@echo "make test-client    client component tests"
	@echo "make e2e            Playwright browser tests against the built server"
	@echo "make migrate        apply the database migrations to DATABASE_URL (or ./.data) and exit"
	@echo "make db-generate    generate a migration from server/src/db/schema.ts (drizzle-kit)"
	@echo "make admin ARGS=... create an admin from the command line (--name, --email; password asked)"
	@echo "make backup         one-file backup of the database into BACKUP_DIR (./backups)"
	@echo "make restore FILE=… restore a backup (FORCE=1 to replace data)"
	@echo "make archive        write the static archive of the current edition into ARCHIVE_DIR"
	@echo "make new-edition ARGS=...  start the next edition (backup, archive, switch); --dry-run to preview"
	@echo "make bench          benchmark the API, start-up, client weight and Lighthouse scores"

# Installs dependencies when they are missing or older than the lockfile.
$(NODE_MODULES): package.json server/package.json client/package.json $(wildcard package-lock.json)
	@# --include=dev: the build needs vite, esbuild and TypeScript even when the shell has NODE_ENV=production.
	@echo "make: installing dependencies (npm ci)"
	@if [ -f package-lock.json ]; then npm ci --include=dev --no-audit --no-fund --loglevel=error; else npm install --include=dev --no-audit --no-fund --loglevel=error; fi
	@touch $(NODE_MODULES)

install: $(NODE_MODULES)

# Each part is rebuilt only when a file it is made from changed: a second `make start` with nothing changed
# starts at once. The builds' own output goes to .build/*.log, shown only when a build fails.
CLIENT_BUILT := client/dist/.built
SERVER_BUILT := server/dist/.built
CLIENT_INPUTS := $(shell find client/src client/public common openapi -type f -not -name '*.test.ts' -not -name '*.test.tsx' -not -name routeTree.gen.ts 2>/dev/null) \
	client/index.html client/boot.js client/vite.config.ts client/package.json client/tsconfig.json $(wildcard client/scripts/*)
SERVER_INPUTS := $(shell find server/src server/scripts common -type f -not -name '*.test.ts' 2>/dev/null) server/package.json

$(CLIENT_BUILT): $(NODE_MODULES) $(CLIENT_INPUTS)
	@echo "make: building the web client"
	@mkdir -p .build && npm run build -w @icnari/client > .build/client.log 2>&1 || { tail -60 .build/client.log; exit 1; }
	@touch $@

$(SERVER_BUILT): $(NODE_MODULES) $(SERVER_INPUTS)
	@echo "make: building the server"
	@mkdir -p .build && npm run build -w @icnari/server > .build/server.log 2>&1 || { cat .build/server.log; exit 1; }
	@touch $@

build: $(CLIENT_BUILT) $(SERVER_BUILT)

start: build
	@NODE_ENV=production npm run --silent start -w @icnari/server

dev: install
	@echo "API on :3000, client with hot reload on :5173 (proxying /api)"
	npm run dev -w @icnari/server & npm run dev -w @icnari/client

openapi: install
	cd server && npx tsx scripts/emit-openapi.ts
	npx openapi-typescript openapi/openapi.json -o openapi/schema.d.ts --default-non-nullable false

# Contract drift: the committed document and types must be exactly what the routes produce.
check-openapi: install
	@rm -rf $(TMP_OPENAPI) && mkdir -p $(TMP_OPENAPI)
	@cd server && npx tsx scripts/emit-openapi.ts ../$(TMP_OPENAPI)/openapi.json > /dev/null
	@npx openapi-typescript $(TMP_OPENAPI)/openapi.json -o $(TMP_OPENAPI)/schema.d.ts --default-non-nullable false > /dev/null 2>&1
	@if ! diff -q $(TMP_OPENAPI)/openapi.json openapi/openapi.json > /dev/null || ! diff -q $(TMP_OPENAPI)/schema.d.ts openapi/schema.d.ts > /dev/null; then \
		echo "CONTRACT DRIFT: openapi/ differs from what the server routes produce. Run 'make openapi' and commit."; \
		diff -u openapi/openapi.json $(TMP_OPENAPI)/openapi.json | head -40; rm -rf $(TMP_OPENAPI); exit 1; fi
	@rm -rf $(TMP_OPENAPI)
	@echo "contract: openapi/ matches the routes"

lint-openapi: install
	npx redocly lint openapi/openapi.json --config .redocly.yaml

# Server then bench, beside the client (tsc uses about one core each): server and client were 72 s one after the
# other on a 2-core host, 39 s side by side; bench adds ~22 s to the server's side.
typecheck: build
	@mkdir -p .build; echo "typecheck: tsc --noEmit -p server then -p bench, and -p client beside them"; \
	(npx tsc --noEmit -p server && npx tsc --noEmit -p bench) > .build/tsc-server.log 2>&1 & server=$$!; \
	npx tsc --noEmit -p client > .build/tsc-client.log 2>&1; client=$$?; \
	wait $$server; server=$$?; cat .build/tsc-server.log .build/tsc-client.log; \
	[ $$server = 0 ] && [ $$client = 0 ]

# The graceful-shutdown test times a server's whole shutdown under 16 requests in flight (9 s forced exit): it
# runs alone after the rest, so the suite's other files (up to 4 at a time on Postgres) do not starve it.
# The hostile uploads are parsed by a child at low CPU priority (the site comes first): beside three busy test files
# it can starve past the 20 s parse limit, so they run alone too. So does the soak: starved to a third of its
# request rate beside them, the memory its server kept once the load stopped varied by 23 MB from run to run.
SERIAL_SERVER_TESTS := test/reliability/shutdown.test.ts src/routes/papers/papers.hostile-import.test.ts src/uploads/spreadsheet-sandbox.test.ts test/reliability/soak.test.ts
test-server: install
	cd server && npx vitest run $(foreach t,$(SERIAL_SERVER_TESTS),--exclude '$(t)') && npx vitest run --no-file-parallelism $(SERIAL_SERVER_TESTS)

# Production runs the Dockerfile's Node 22 (.nvmrc): the server suite runs there too, so that every guard of an
# engine detail runs where the code runs. Node 22 comes from npm's node@22 package into NODE22_DIR.
NODE22_DIR ?= $(CURDIR)/.node22
test-server-node22: install
	@if [ ! -x "$(NODE22_DIR)/node_modules/node/bin/node" ]; then \
		npm install --prefix "$(NODE22_DIR)" --no-save --no-audit --no-fund --no-package-lock node@22 >/dev/null; fi
	@PATH="$(NODE22_DIR)/node_modules/node/bin:$$PATH" node -e 'if (!process.version.startsWith("v22.")) { console.error("not Node 22: " + process.version); process.exit(1) } console.log("server tests on Node " + process.version)'
	PATH="$(NODE22_DIR)/node_modules/node/bin:$$PATH" $(MAKE) --no-print-directory test-server

test-client: install
	cd client && npx vitest run

# Browser tests against the real built server, in Debian's chromium-headless-shell when it is installed (about 0.6 of
# chromium's CPU for the same suite: docs/decisions/047), else in chromium. In CI a missing browser is a failure; elsewhere it is said
# loudly. client/playwright.config.ts picks the browser by the same rule.
e2e: build
	@CHROME=$${E2E_CHROMIUM_PATH:-$$(command -v chromium-headless-shell || echo $${CHROMIUM_PATH:-/usr/bin/chromium})}; \
	if [ ! -x "$$CHROME" ]; then \
		if [ -n "$$CI" ]; then echo "ERROR: no Chromium at $$CHROME; CI must run the end-to-end tests" >&2; exit 1; fi; \
		echo ""; echo "##########################################################"; \
		echo "## WARNING: no Chromium at $$CHROME — END-TO-END TESTS SKIPPED"; \
		echo "## install it: apt-get install -y chromium-headless-shell (or chromium, or set E2E_CHROMIUM_PATH)"; \
		echo "##########################################################"; echo ""; exit 0; fi; \
	echo "e2e: browser tests in $$CHROME"; \
	cd client && E2E_CHROMIUM_PATH="$$CHROME" npx playwright test

# Biome (biome.json): lint rules and formatting for server, client, bench and tests, in about a second. Then the
# layer order (.dependency-cruiser.cjs, docs/decisions/034-layers-enforced.md): fails on any error-level violation.
lint: install
	npx biome check .
	npx depcruise server/src client/src common --config .dependency-cruiser.cjs --output-type err

format: install
	npx biome check --write .

test: install lint typecheck check-openapi lint-openapi test-server test-client e2e
	@echo "make test: all green"

db-generate: install
	npx drizzle-kit generate

# One-file backup of the database (DATABASE_URL, else the PGlite in DATA_DIR) into BACKUP_DIR (./backups);
# the file's path is the last line printed. Restore: make restore FILE=<that path> [FORCE=1 to replace data].
.PHONY: backup restore archive new-edition
# The next edition (as /admin/edition does): a backup, the archive of the current one, then the switch.
#   make new-edition ARGS='--short-name "ICNARI 2027" --acronym icnari2027 --year 2027 --start 2027-03-05 --end 2027-03-07 --public-url https://icnari2027.example.org [--dry-run]'
new-edition: build
	@NODE_ENV=production ./node_modules/.bin/tsx server/scripts/new-edition.ts $(ARGS)
# A static archive into ARCHIVE_DIR/<its host name>/ (the server answers that host from it):
#   make archive FROM=backups/icnari-<time>.tar.gz   the edition that backup holds (refreshes a past edition's archive)
#   make archive FORCE=1                             the current edition, over the live site at its own host
archive: build
	@FORCE="$(FORCE)" FROM="$(FROM)" NODE_ENV=production ./node_modules/.bin/tsx server/scripts/archive.ts $(ARGS)
backup: install
	@./node_modules/.bin/tsx server/scripts/backup.ts

restore: install
	@if [ -z "$(FILE)" ]; then echo "usage: make restore FILE=backups/icnari-<time>.tar.gz [FORCE=1]" >&2; exit 2; fi
	@FORCE="$(FORCE)" ./node_modules/.bin/tsx server/scripts/restore.ts "$(FILE)"

admin: install
	npm run build -w @icnari/server
	npm run admin:create -w @icnari/server -- $(ARGS)

# Applies the migrations to DATABASE_URL (or the PGlite in DATA_DIR) and exits, without serving.
migrate: install
	npm run build -w @icnari/server
	npm run migrate -w @icnari/server

# wrk generates the load (autocannon, in JavaScript, cannot receive large lists fast enough to measure the server);
# as root on Debian it is installed when missing, as .ci/run does for Chromium. Without it the bench uses autocannon and says so.
bench: build
	@if ! command -v wrk >/dev/null 2>&1 && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "bench: installing wrk (Debian package)"; \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null 2>&1 || \
		{ apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null 2>&1; } || \
		echo "bench: could not install wrk; autocannon will generate the load"; fi
	npx tsx bench/run.ts
	@# Backup and restore at the bench's sizes (issue 24): size, backup time, restore time.
	npx tsx bench/backup.ts
	@# Mail (issue 51): 1,000 mails to a local SMTP sink, and a cached list while mail is sent.
	npx tsx bench/mail-only.ts
