# The site's server and everything a publish from the Studio builds with: the Node 24 the project
# pins, the dependencies the server and the build run with, and the sample site a first start
# puts in the volume. All state lives in the one volume, /data. How to run it:
# docs/going-online.md; what it holds and why: docs/decisions/020-container-image.md.

FROM debian:trixie-slim AS build
# Debian's Node and npm only run `npm ci`, which brings the project's own Node 24 (the `node`
# package); they stay in this stage. Debian's npm 9 would also install the musl (Alpine) and
# WebAssembly builds of sharp, Rolldown and Lightning CSS beside the ones for this system: the npm
# the lockfile is made with leaves them out.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm tini \
 && rm -rf /var/lib/apt/lists/* \
 && npm install --global --no-audit --no-fund npm@11.19.1
WORKDIR /app
COPY package.json package-lock.json ./
# The Node 24 binary is set aside before the development dependencies go (it is one of them);
# then the type checker, type declarations and source maps go, which neither the server nor a
# build reads.
RUN npm ci --no-audit --no-fund \
 && install -m 755 node_modules/node/bin/node /usr/local/bin/node \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/@typescript node_modules/@types \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete \
 && rm -rf /root/.npm
COPY . .

FROM debian:trixie-slim
COPY --from=build /usr/local/bin/node /usr/local/bin/node
# tini passes the stop signal on to the server and reaps what the builds leave behind.
COPY --from=build /usr/bin/tini /usr/bin/tini
RUN groupadd --gid 10001 portfolio \
 && useradd --uid 10001 --gid portfolio --home-dir /nonexistent --no-create-home \
      --shell /usr/sbin/nologin portfolio \
 && install -d -o portfolio -g portfolio -m 750 /data
# Owned by root: the server's user reads the code and writes only in /data.
COPY --from=build /app /app
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 \
    DATA_DIR=/data BUILD_DIR=/data/build CONTENT_DIR=/data/content IMAGE_CACHE_DIR=/data/cache/images
USER portfolio
VOLUME ["/data"]
EXPOSE 3000
# The first start builds the site before it serves: on an empty volume that takes minutes.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15m --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/main.ts"]
