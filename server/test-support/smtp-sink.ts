import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

/** A message as the sink received it, with the parts the tests look at decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Unfolded header lines, names lowercased; repeated headers keep every value. */
  headers: Map<string, string[]>;
  messageId: string;
  /** The decoded text/plain and text/html parts, with line breaks as \n. */
  text: string;
  html: string;
}

/** What the sink answers to the next DATA: accept, or reject with an SMTP reply code. */
export type SinkReply = "accept" | { code: number; message?: string };

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it receives. It can be told
 * to reject with a given code, be stopped and started again on the same port (an outage), and counts
 * deliveries per Message-ID so a test can prove there was no loss and no duplicate.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Replies used, in order, before falling back to `defaultReply`. */
  private planned: SinkReply[] = [];
  defaultReply: SinkReply = "accept";
  /** How long the server takes to answer each message's DATA. */
  latencyMs = 0;
  /** When set, each message's DATA is answered only once this settles (after `latencyMs`). */
  gate: Promise<void> | undefined;
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.up();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Answers the next `times` messages with `reply`, then goes back to the default. */
  plan(reply: SinkReply, times = 1): void {
    for (let i = 0; i < times; i++) this.planned.push(reply);
  }

  deliveriesOf(messageId: string): number {
    return this.received.filter((mail) => mail.messageId === messageId).length;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => setTimeout(() => void (this.gate ?? Promise.resolve()).then(finish), this.latencyMs));
        const finish = () => {
          const reply = this.planned.shift() ?? this.defaultReply;
          if (reply !== "accept") {
            const error = Object.assign(new Error(reply.message ?? `Rejected with ${reply.code}`), {
              responseCode: reply.code,
            });
            callback(error);
            return;
          }
          const envelope = session.envelope;
          this.received.push(
            parseMail(
              Buffer.concat(chunks).toString("utf8"),
              envelope.mailFrom ? envelope.mailFrom.address : "",
              envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback(null, "Queued");
        };
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => undefined);
    this.server = server;
  }

  /** Stops listening and drops open connections: the "mail server is down" state. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A TCP server that accepts connections and never says a word: a mail server that never greets. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers,
    messageId: headers.get("message-id")?.[0]?.trim() ?? "",
    text: parts.find((part) => part.type === "text/plain")?.content ?? "",
    html: parts.find((part) => part.type === "text/html")?.content ?? "",
  };
}

function splitHeaders(raw: string): { headers: Map<string, string[]>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

/** Walks a (possibly multipart) MIME body and decodes its leaf parts; enough MIME for our own mails. */
function leafParts(headers: Map<string, string[]>, body: string): { type: string; content: string }[] {
  const contentType = headers.get("content-type")?.[0] ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\r?\n/, ""));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = headers.get("content-transfer-encoding")?.[0]?.trim().toLowerCase() ?? "7bit";
  return [{ type, content: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  let decoded = body;
  if (encoding === "base64") decoded = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    decoded = Buffer.from(bytes, "latin1").toString("utf8");
  }
  return decoded.replace(/\r\n/g, "\n").replace(/\n$/, "");
}
