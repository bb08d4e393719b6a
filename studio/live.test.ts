import { describe, expect, it } from "vitest";
import { readSession, sessionValue } from "./live.ts";

const secret = "s".repeat(40);
const session = { sid: "a-sign-in", id: 31415926, login: "maria-suncoast", name: "Maria Lopez", expires: Date.now() + 60_000 };

describe("the live studio's sign-in cookie", () => {
  it("reads back the session it wrote", () => {
    expect(readSession(secret, sessionValue(secret, session))).toEqual(session);
  });

  it("refuses a cookie signed with another secret, changed, expired or not a session", () => {
    expect(readSession("t".repeat(40), sessionValue(secret, session))).toBeUndefined();
    const [body, signature] = sessionValue(secret, session).split(".");
    const forged = Buffer.from(JSON.stringify({ ...session, login: "stranger" })).toString("base64url");
    expect(readSession(secret, `${forged}.${signature}`)).toBeUndefined();
    expect(readSession(secret, `${body}.${signature}`, session.expires + 1)).toBeUndefined();
    expect(readSession(secret, undefined)).toBeUndefined();
    expect(readSession(secret, "not-a-cookie")).toBeUndefined();
    // A cookie of before sign-ins had ids: no account id, no sign-in.
    expect(readSession(secret, sessionValue(secret, { login: "maria-suncoast", name: "Maria", expires: session.expires } as never))).toBeUndefined();
  });
});
