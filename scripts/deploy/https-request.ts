import {
  type Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
} from "node:http";
import { type Agent as HttpsAgent, request as httpsRequest } from "node:https";

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The certificate authority to trust (PEM), e.g. Caddy's local one. */
  ca?: string;
  /** The local address to send from, e.g. 127.0.0.2: another visitor on the same machine. */
  localAddress?: string;
  /** Keeps connections open between requests; otherwise each request has its own. */
  agent?: HttpAgent | HttpsAgent;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTP or HTTPS request with what `fetch` cannot choose: the address it is sent from and
 * the authority trusted. Loopback servers here listen on IPv4 only, so names resolve to IPv4.
 */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        family: 4,
        ...(options.ca ? { ca: options.ca } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
