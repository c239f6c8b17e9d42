# Kitly image: one process serves the API and the built web app on port 3000.
# Node runs the API's TypeScript directly (type stripping), so only the web app is built.
FROM node:24-bookworm-slim AS base
RUN npm install --global pnpm@10.34.9
WORKDIR /opt/kitly
COPY pnpm-workspace.yaml pnpm-lock.yaml package.json ./
COPY api/package.json api/
COPY db/package.json db/
COPY web/package.json web/
COPY search/package.json search/
COPY bench/package.json bench/
COPY paths/package.json paths/
# The lockfile names these patches of dependencies: the install reads them.
COPY patches patches/

FROM base AS web-build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @kitly/web build

FROM base
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
RUN pnpm install --prod --frozen-lockfile --filter "@kitly/api..."
COPY api api
COPY db db
COPY search search
COPY paths paths
COPY migrations migrations
COPY --from=web-build /opt/kitly/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/bin/kitly.js", "start"]
