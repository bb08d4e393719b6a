import https from "node:https";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { devAnonKey } from "../../core/contact-fields.ts";
import { request } from "./topology.ts";

/*
 * A flood of contact posts from one loopback address, run as its own process by proxy.spec.ts so
 * the flood's work never sits in the event loop that measures page latency:
 *
 *   node --import tsx tests/deploy/flood.ts <base URL> <source address> <max ms> <max posts>
 *
 * Prints `flood under way` after 50 posts, then one JSON line: posts sent, seconds, answers by status.
 */
const [base = "", from = "127.0.0.31", maxMs = "5000", maxPosts = "4000"] = process.argv.slice(2);
const secure = base.startsWith("https:");
const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: 16, localAddress: from, ...(secure ? { rejectUnauthorized: false } : {}) });
const answers: Record<number, number> = {};
const deadline = Date.now() + Number(maxMs);
let sent = 0;
const started = performance.now();

async function flooder() {
  while (sent < Number(maxPosts) && Date.now() < deadline) {
    sent++;
    const reply = await request(`${base}/functions/v1/send-contact-email`, {
      method: "POST",
      agent,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${devAnonKey}`, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ name: "Flood", email: "flood@example.net", message: `flood ${sent}` }),
    }).catch(() => ({ status: 0 }));
    answers[reply.status] = (answers[reply.status] ?? 0) + 1;
    if (sent === 50) console.log("flood under way");
  }
}

await Promise.all(Array.from({ length: 16 }, flooder));
agent.destroy();
console.log(JSON.stringify({ sent, seconds: (performance.now() - started) / 1000, answers }));
