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
const secretKeys = ['password', 'newPassword', 'currentPassword', 'token', 'secret', 'clientSecret', 'authorization', 'cookie', 'cardNumber', 'cvv', 'html', 'text', 'body'];
const holders = ['headers', 'req', 'body', 'user', 'mail', 'message', 'payment', 'card'];
const secretHeaders = ['authorization', 'cookie', '"set-cookie"', '"x-password"', '"x-current-password"'];
export const redactedPaths = [
  ...secretKeys,
  ...holders.flatMap((holder) => secretKeys.map((key) => `${holder}.${key}`)),
  ...['headers', 'req.headers'].flatMap((headers) => secretHeaders.map((name) => `${headers}[${name}]`)),
];

/** Request fields a terminal reader does not need on every line; the JSON lines keep them. */
const hiddenOnTerminal = ['pid', 'hostname', 'reqId', 'method', 'path', 'route', 'status', 'responseTime', 'userId'];

export interface LoggerOptions {
  level?: LogLevel;
  /** Readable lines instead of JSON; default: when stdout is a terminal. */
  pretty?: boolean;
  /** Where lines go (tests); default stdout. */
  destination?: pino.DestinationStream;
}

export function createLogger({ level = 'info', pretty: readable = Boolean(process.stdout.isTTY), destination }: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"error" rather than 50: what an operator types into jq or a log search.
    formatters: { level: (label) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (!readable) return pino(options);
  // In-process and synchronous: a terminal needs no worker thread, and lines stay in order with the start banner.
  return pino(
    options,
    pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: hiddenOnTerminal.join(','),
      messageFormat: '{msg}{if responseTime} {responseTime}ms{end}',
    }),
  );
}
