import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on localhost that keeps what it receives, for tests that follow links in mails. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) addressed to `to`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** While true, every MAIL FROM is answered `451 Try again later`, as a server that is down for a while. */
  refusing: boolean;
  /** How many sending attempts were refused. */
  refused: number;
  close(): Promise<void>;
}

/** `port` 0 picks a free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (m: ReceivedMail) => void }> = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to)) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    get refusing() {
      return state.refusing;
    },
    set refusing(on: boolean) {
      state.refusing = on;
    },
    get refused() {
      return state.refused;
    },
    waitFor(to, timeoutMs = 10_000) {
      const found = mails.find((m) => m.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
