import pino from 'pino';
import pretty from 'pino-pretty';

/**
 * The shop's one logger: pino, one JSON object per line for log collectors (journald, docker logs), or readable
 * coloured lines when a person watches a terminal. Each area logs through a child: `logger.child({ name: 'site' })`.
 */
export type Logger = pino.Logger;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Values that never reach a log line: at the top of a log call's object, and inside the objects a secret would come
 * in (a request's headers or body, a user, a mail, a payment). Request lines carry no headers or bodies at all; this
 * catches a credential or a mail someone passes to a log call by mistake. Explicit paths, not wildcards: a `*.key`
 * path makes pino look through every field of every line (several times the cost of the line itself).
 */
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'clientSecret',
  'authorization',
  'cookie',
  'cardNumber',
  'cvv',
  'html',
  'text',
  'body',
];
const holders = ['headers', 'req', 'body', 'user', 'mail', 'message', 'payment', 'card'];
const secretHeaders = ['authorization', 'cookie', '"set-cookie"', '"x-password"', '"x-current-password"'];
export const redactedPaths = [
  ...secretKeys,
  ...holders.flatMap((holder) => secretKeys.map((key) => `${holder}.${key}`)),
  ...['headers', 'req.headers'].flatMap((headers) => secretHeaders.map((name) => `${headers}[${name}]`)),
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Readable lines instead of JSON; default: when stdout is a terminal. */
  pretty?: boolean;
  /** Where lines go (tests); default stdout. */
  destination?: pino.DestinationStream | NodeJS.WritableStream;
}

export function createLogger({
  level = 'info',
  pretty: readable = Boolean(process.stdout.isTTY),
  destination,
}: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"error" rather than 50: what an operator types into jq or a log search.
    formatters: { level: (label) => ({ level: label }) },
  };
  if (!readable) return destination ? pino(options, destination) : pino(options);
  // In-process and synchronous: a terminal needs no worker thread, and lines stay in order with the start banner.
  // A person reads the messages, a request's duration and an error's stack; the other fields are for the JSON lines.
  return pino(
    options,
    pretty({
      sync: true,
      destination: destination ?? 1,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      hideObject: true,
      messageFormat: (record, messageKey) => {
        const { responseTime, err } = record as { responseTime?: number; err?: { stack?: string } };
        const duration = responseTime === undefined ? '' : ` ${responseTime}ms`;
        const stack = err?.stack ? `\n${err.stack.replace(/^/gm, '    ')}` : '';
        return `${String(record[messageKey])}${duration}${stack}`;
      },
    }),
  );
}
