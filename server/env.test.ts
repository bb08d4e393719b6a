import { afterEach, describe, expect, it, vi } from "vitest";
import { loadServerEnv, parseServerEnv } from "./env.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("parseServerEnv", () => {
  it("applies the defaults", () => {
    expect(parseServerEnv({})).toEqual({
      ok: true,
      env: { PORT: 3000, HOST: "0.0.0.0", CLIENT_DIR: "build/client" },
    });
  });

  it("reads the variables and treats blank values as unset", () => {
    expect(parseServerEnv({ PORT: " 8080 ", HOST: "127.0.0.1", CLIENT_DIR: "  " })).toEqual({
      ok: true,
      env: { PORT: 8080, HOST: "127.0.0.1", CLIENT_DIR: "build/client" },
    });
  });

  it("accepts port 0 for a free port", () => {
    expect(parseServerEnv({ PORT: "0" })).toMatchObject({ ok: true, env: { PORT: 0 } });
  });

  it.each(["abc", "3000.5", "-1", "70000", "3e3"])("rejects PORT=%s, naming the variable", (PORT) => {
    const result = parseServerEnv({ PORT });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^Invalid server environment:\n {2}PORT: /);
      expect(result.message).not.toContain(PORT);
    }
  });
});

describe("deployment variables", () => {
  it("reads CORS_ORIGINS as a list of exact origins", () => {
    expect(parseServerEnv({ CORS_ORIGINS: "https://www.example.com, http://127.0.0.1:8080" })).toMatchObject({
      ok: true,
      env: { CORS_ORIGINS: ["https://www.example.com", "http://127.0.0.1:8080"] },
    });
  });

  it.each(["*", "https://www.example.com/", "https://www.example.com/functions", "ftp://example.com", "www.example.com"])(
    "rejects CORS_ORIGINS=%s",
    (CORS_ORIGINS) => {
      const result = parseServerEnv({ CORS_ORIGINS });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/CORS_ORIGINS(\.\d+)?: must be origins/);
    },
  );

  it("checks INSTANCE_ID, HEALTH_MAX_WAIT_MINUTES and DIGEST_HOUR", () => {
    expect(parseServerEnv({ INSTANCE_ID: "web-1", HEALTH_MAX_WAIT_MINUTES: "15", DIGEST_HOUR: "0" })).toMatchObject({
      ok: true,
      env: { INSTANCE_ID: "web-1", HEALTH_MAX_WAIT_MINUTES: 15, DIGEST_HOUR: 0 },
    });
    for (const bad of [{ INSTANCE_ID: "web 1" }, { HEALTH_MAX_WAIT_MINUTES: "0" }, { DIGEST_HOUR: "24" }]) {
      expect(parseServerEnv(bad)).toMatchObject({ ok: false });
    }
  });
});

describe("loadServerEnv", () => {
  it("prints the problem and exits with status 1", () => {
    vi.stubEnv("PORT", "eighty");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as typeof process.exit);
    expect(() => loadServerEnv()).toThrow("exit");
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls[0]?.[0]).toContain("PORT: must be a whole number");
  });

  it("returns the parsed environment", () => {
    vi.stubEnv("PORT", "4321");
    expect(loadServerEnv().PORT).toBe(4321);
  });
});
