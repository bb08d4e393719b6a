/**
 * The public (build-time) environment. Under Vite, import.meta.env holds the PUBLIC_* variables baked
 * into the bundle; under plain Node (server, scripts, tests) they come from process.env.
 */
type Env = Record<string, string | boolean | undefined>;

const source: Env =
  typeof import.meta.env === "object" && import.meta.env !== null
    ? (import.meta.env as Env)
    : typeof process === "object"
      ? process.env
      : {};

/** A PUBLIC_* variable, or undefined when it is unset or empty. */
export function publicEnv(name: `PUBLIC_${string}`): string | undefined {
  const value = source[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
