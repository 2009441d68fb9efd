# ICNARI 2026 site: build stage (dev dependencies, vite + esbuild) and a runtime stage with production dependencies
# only, running `node server/dist/index.js` as the non-root `node` user. Node 22 LTS (the code also runs on 20).
#   podman build -t icnari-site .      (or docker build)
#   podman run -p 3000:3000 -e DATABASE_URL=postgres://... icnari-site
ARG NODE_IMAGE=docker.io/library/node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# --include=dev: the image sets no NODE_ENV here, but a build arg or base image might.
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build -w @icnari/client && npm run build -w @icnari/server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data BACKUP_DIR=/data/backups ARCHIVE_DIR=/data/archives
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# The server's production dependencies only (no tsx, esbuild, vite or test tools); sharp brings its prebuilt libvips.
RUN npm ci --omit=dev --workspace @icnari/server --no-audit --no-fund && npm cache clean --force
COPY migrations migrations
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-server client/dist-server
# /data holds the embedded PGlite database (when no DATABASE_URL is given), backups and past editions' archives: mount a volume there.
RUN mkdir -p /data/backups /data/archives && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node server/dist/migrate.js` applies the migrations and exits; `node server/dist/create-admin.js` adds an admin.
# The V8 flag widens polymorphic inline caches for the http and stream code (docs/decisions/023).
CMD ["node", "--max-valid-polymorphic-map-count=16", "server/dist/index.js"]
