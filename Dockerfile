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

# --- runtime: production dependencies, compiled code, rule sets, a JRE for the fast engine
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends openjdk-17-jre-headless \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/rules ./rules
COPY --from=build --chown=node:node /app/java/validator/target ./java/validator/target
COPY --from=build --chown=node:node /app/proto ./proto
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/main.js"]
