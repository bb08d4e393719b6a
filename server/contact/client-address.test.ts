import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-address.ts";

describe("clientNetwork", () => {
  it.each([
    ["198.51.100.20", "198.51.100.20"],
    ["2001:db8:1:2::10", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:abcd::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.30", "198.51.100.30"],
    // The same mapped address in hex: the rate limit must not count it apart from its IPv4 form.
    ["::ffff:c633:641e", "198.51.100.30"],
    ["not-an-address", "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
