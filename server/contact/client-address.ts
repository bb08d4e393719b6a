import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6ToBinary,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";

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
 * or phone usually holds a whole /64, so counting single IPv6 addresses would not limit anyone), written
 * as its first four groups, e.g. "2001:db8:0:1::/64". IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientNetwork(address: string | undefined): string {
  if (address === undefined) return "unknown";
  const plain = stripZone(address);
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return "unknown";
  const bits = convertIPv6ToBinary(plain);
  if (isIPv4MappedIPv6(bits)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(bits));
  const groups = [0, 1, 2, 3].map((group) => ((bits >> BigInt(112 - 16 * group)) & 0xffffn).toString(16));
  return `${groups.join(":")}::/64`;
}
