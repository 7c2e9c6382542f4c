import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the SMTP server saw them. */
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(options: { reject?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (options.reject) return callback(new Error("mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A received mail's header block (up to the first empty line) and its body, line endings unified. */
export function splitMail(raw: string): { headers: string; body: string } {
  const text = raw.replace(/\r\n/g, "\n");
  const end = text.indexOf("\n\n");
  return end < 0 ? { headers: text, body: "" } : { headers: text.slice(0, end), body: text.slice(end + 2) };
}

/**
 * The careers team's mail as it left the server: one plain-text part and nothing attached (the CV
 * and permit stay in the blob store), with the link to the application in the staff inbox.
 */
export function expectApplicationTeamMail(raw: string, inboxUrl: string): void {
  const { headers, body } = splitMail(raw);
  if (!/^Content-Type: text\/plain/im.test(headers)) {
    throw new Error(`the careers mail is not a single plain-text part:\n${headers}`);
  }
  for (const part of [/^Content-Disposition:/im, /filename\*?=/i, /multipart\//i]) {
    if (part.test(raw)) throw new Error(`the careers mail carries an attachment (${part}):\n${raw}`);
  }
  // Quoted-printable may fold long lines; the link is read from the unfolded text.
  const text = body.replace(/=\n/g, "");
  if (!text.includes("Open the application in the staff area (hr and owner):")) {
    throw new Error(`the careers mail does not say where to open the application:\n${text}`);
  }
  if (!text.includes(inboxUrl)) throw new Error(`the careers mail does not link to ${inboxUrl}:\n${text}`);
}
