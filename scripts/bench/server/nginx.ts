import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { exited, sleep, spawnTracked } from "./processes.ts";
import { brotliModule } from "./setup.ts";

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export interface RunningNginx {
  origin: string;
  brotli: boolean;
  stop(): Promise<void>;
}

/**
 * Serves `root` with nginx, configured like a careful static host: one worker (our server is one
 * process too), precompressed .br/.gz files, keep-alive, no access log.
 */
export async function startNginx(
  port: number,
  root: string,
  workDir: string,
  /** Serve HTTPS with this certificate and key (files) instead of plain HTTP. */
  tls?: { cert: string; key: string },
): Promise<RunningNginx> {
  mkdirSync(join(workDir, "temp"), { recursive: true });
  const brotli = existsSync(brotliModule);
  const config = `
${brotli ? `load_module ${brotliModule};` : ""}
worker_processes 1;
daemon off;
master_process on;
user root;
pid ${join(workDir, "nginx.pid")};
error_log ${join(workDir, "error.log")} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${join(workDir, "temp")};
  proxy_temp_path ${join(workDir, "temp")};
  fastcgi_temp_path ${join(workDir, "temp")};
  gzip_static on;
  ${brotli ? "brotli_static on;" : ""}
  server {
    listen 127.0.0.1:${port}${tls ? " ssl" : ""};
    ${tls ? `ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n    ssl_protocols TLSv1.2 TLSv1.3;` : ""}
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  const file = join(workDir, "nginx.conf");
  writeFileSync(file, config);
  const child = spawnTracked("nginx", ["-c", file, "-p", workDir]);
  let stderr = "";
  child.stderr?.on("data", (data: Buffer) => {
    stderr += data.toString("utf8");
  });
  const origin = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    try {
      // The certificate is one of Caddy's local authority, unknown to fetch: only the port is checked.
      if (tls ? await listening(port) : (await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} in 10 s`);
    await sleep(100);
  }
  return {
    origin,
    brotli,
    async stop() {
      // SIGQUIT: the master stops its worker, then itself.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      }, 5000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
