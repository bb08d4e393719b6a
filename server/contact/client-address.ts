import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address: the socket's peer, or — when `trustedProxies` proxies stand in front of the
 * server — the X-Forwarded-For entry that the outermost trusted proxy appended. Entries further left
 * were written by the client and cannot be trusted. Undefined when neither is known (app.request()
 * without a socket).
 */
export function clientAddress(c: Context, trustedProxies: number): string | undefined {
  const socket = socketAddress(c);
  if (trustedProxies <= 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const candidate = forwarded.at(-trustedProxies);
  return candidate !== undefined && (isIPv4(stripZone(candidate)) || isIPv6(stripZone(candidate))) ? candidate : socket;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no Node socket behind this request
  }
}

function stripZone(address: string): string {
  return address.replace(/%.*$/, "");
}

/**
 * The unit the rate limit counts: an IPv4 address, or the /64 network of an IPv6 address (one household
 * or phone usually holds a whole /64, so counting single IPv6 addresses would not limit anyone).
 * IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientNetwork(address: string | undefined): string {
  if (address === undefined) return "unknown";
  const plain = stripZone(address);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return "unknown";
  const groups = expandIPv6(plain);
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function expandIPv6(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
