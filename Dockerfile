# syntax=docker/dockerfile:1
# einvoice: one container, one port for gRPC, gRPC-Web, Connect, REST and MCP.

# --- build: compile TypeScript, fetch and prepare the official rule sets, build the JVM worker
FROM node:20-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends openjdk-17-jdk-headless maven \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm run rules:prepare \
 && npm prune --omit=dev

# --- runtime: production dependencies, compiled code, rule sets, a JRE for the fast engine.
# The application is owned by root and read-only for the service; the one place it writes is
# the data volume (the SQLite accounts database), owned by the user it runs as.
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends openjdk-17-jre-headless \
 && rm -rf /var/lib/apt/lists/*
# `docker stop` sends SIGTERM and kills after 10 s: the grace for requests received before the
# signal stays below it (the rest closes workers and databases). A longer grace needs a longer
# stop timeout with it: `docker stop -t N` / `docker run --stop-timeout N` (README, Stopping).
ENV NODE_ENV=production \
    SHUTDOWN_GRACE_MS=8000 \
    PORT=8080 \
    HOST=0.0.0.0 \
    SQLITE_PATH=/data/einvoice.db
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/rules ./rules
COPY --from=build /app/java/validator/target ./java/validator/target
COPY --from=build /app/proto ./proto
# `einvoice validate|generate|retrieve|preview|keys …` inside the container run the compiled CLI
# (`docker exec <container> einvoice --help`).
RUN ln -s /app/bin/einvoice.js /usr/local/bin/einvoice \
 && mkdir -p /data \
 && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# Healthy means able to serve (/readyz: rule sets loaded, accounts database reachable), not just alive.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/main.js"]
