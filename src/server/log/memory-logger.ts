import { createLogger, type LogLevel, type Logger } from './logger.ts';

export interface LogRecord {
  level: string;
  msg: string;
  name?: string;
  [key: string]: unknown;
}

/** A real logger (same redaction and fields) that keeps its JSON lines in memory: tests read what was logged. */
export function memoryLogger(level: LogLevel = 'debug'): {
  logger: Logger;
  lines: string[];
  records: () => LogRecord[];
  messages: () => string[];
} {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line.trimEnd()) } });
  const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
  return { logger, lines, records, messages: () => records().map((r) => r.msg) };
}
