# The shop as a container image: `docker compose up -d` (compose.yaml) runs it with PostgreSQL, or
# `docker build -t old-city-gifts . && docker run --init -p 127.0.0.1:4321:4321 -v shop-data:/data old-city-gifts`
# runs it on the embedded database. Configuration comes from the environment (see .env.example).

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. The dependencies, exactly as package-lock.json has them. Dev tools (tests, benchmarks, the second Node the npm
#    scripts use on a workstation) stay out: the image's own Node 24 runs the shop.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2. The shop. It writes its site builds (.builds/, dist, Astro's caches) next to its sources at run time, so the
#    folder belongs to the unprivileged `node` user that runs it; the data lives in the /data volume.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data \
    ASTRO_TELEMETRY_DISABLED=1 \
    npm_config_loglevel=silent \
    npm_config_update_notifier=false
WORKDIR /app
COPY --chown=node:node --from=dependencies /app/node_modules ./node_modules
COPY --chown=node:node . .
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 4321
# The image has no curl: Node asks /api/health, which answers 503 when the database does not answer. The first
# start seeds the catalog before it listens, hence the long start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm's own chatter is silenced above, so stdout carries only the shop's JSON log lines. SIGTERM (docker stop) lets
# in-flight requests finish and closes the database.
CMD ["npm", "start"]
