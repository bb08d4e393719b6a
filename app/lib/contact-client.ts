import { site } from "../../core/site.ts";
import { publicEnv } from "../../core/public-env.ts";
import { devAnonKey } from "../../core/contact-fields.ts";
import type { ContactRequestInput } from "../../core/contact-schema.ts";
import { locale } from "../../core/locale.ts";


/** The key the browser sends and the server expects. */
export function publicAnonKey(): string {
  return publicEnv("PUBLIC_ANON_KEY") ?? devAnonKey;
}

/** Where the contact function lives: the site's own /functions/v1 unless a build points elsewhere. */
export function contactEndpoint(): string {
  const base = (publicEnv("PUBLIC_FUNCTIONS_URL") ?? "/functions/v1").replace(/\/+$/, "");
  return `${base}/send-contact-email`;
}

/**
 * `id` is the stored message's id when the endpoint names one (this site's server does); a hosted
 * function may answer 204 or `{}`, which is a success all the same: only an error is read. `error`
 * says what went wrong for logs and tests, in the server's English; visitors never see it (the
 * form shows its own words, in the page's language).
 */
export type SendContactResult = { ok: true; id: string | null } | { ok: false; error: string };

export interface SendContactOptions {
  /**
   * One fresh value (crypto.randomUUID()) per filled-in form. Sending again with the same key and the
   * same content answers with the first message's id instead of storing a second message, so a retry
   * after a timeout is safe. Make a new key as soon as the visitor changes the content.
   */
  idempotencyKey: string;
  /** Lets the caller give up early; the request also gives up after site.timers.requestTimeoutMs. */
  signal?: AbortSignal;
  /** Test seam; the browser's fetch by default. */
  fetch?: typeof fetch;
}

/**
 * Sends one contact message and never throws. Any 2xx answer is a success, whatever its body;
 * every failure, including a timeout or a network error, comes back as `{ ok: false, error }`, on
 * which the page shows its error toast.
 */
export async function sendContactMessage(
  input: ContactRequestInput,
  { idempotencyKey, signal, fetch: fetchImpl = globalThis.fetch }: SendContactOptions,
): Promise<SendContactResult> {
  // A plain AbortController and timer rather than AbortSignal.timeout/any, which older Safari lacks.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, site.timers.requestTimeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener("abort", cancel, { once: true });
  if (signal?.aborted) cancel();
  try {
    const response = await fetchImpl(contactEndpoint(), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${publicAnonKey()}`,
        "Idempotency-Key": idempotencyKey,
      },
      // The page's language, so the owner knows which language to answer in.
      body: JSON.stringify({ ...input, language: locale, sentAt: Date.now() }),
      signal: controller.signal,
    });
    // The body is read in full (so a timeout still applies to it) but may be empty or not JSON.
    const text = await response.text();
    const body = parseJson(text);
    if (response.ok) {
      return { ok: true, id: isRecord(body) && typeof body.id === "string" ? body.id : null };
    }
    const error = isRecord(body) && typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
    return { ok: false, error };
  } catch (cause) {
    if (timedOut) return { ok: false, error: "The request timed out." };
    if (signal?.aborted) return { ok: false, error: "The request was canceled." };
    return { ok: false, error: cause instanceof Error ? cause.message : "The request failed." };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
