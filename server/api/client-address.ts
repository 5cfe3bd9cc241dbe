import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Finds the address of the visitor who sent a request, if it can be known. */
export type ClientAddress = (c: Context) => string | undefined;

/** The peer of the TCP connection (Node server). Undefined when the request did not come over one. */
const socketAddress: ClientAddress = (c) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * Behind `hops` reverse proxies (TRUST_PROXY), the visitor is the entry that the outermost of our
 * proxies appended to X-Forwarded-For; entries left of it were written by the client and could
 * say anything. Without proxies the header is ignored: anyone can send it.
 */
export function clientAddress(hops: number): ClientAddress {
  if (hops <= 0) return socketAddress;
  return (c) => {
    const forwarded = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    return forwarded[forwarded.length - hops] ?? forwarded[0] ?? socketAddress(c);
  };
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The unit a rate limit counts: one IPv4 address, or one IPv6 /64 network (a single household
 * or server usually holds a whole /64 and could otherwise rotate addresses at will).
 */
export function rateLimitSubject(address: string | undefined): string {
  if (!address) return "unknown";
  const plain = address.replace(/%.*$/, "").replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return "unknown";
  const groups = expandIPv6(plain.toLowerCase()).map((g) => g.padStart(4, "0"));
  return `${groups.slice(0, 4).join(":")}::/64`;
}
