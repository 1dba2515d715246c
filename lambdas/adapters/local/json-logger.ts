import type { LogFields, Logger } from '../../core/ports/logger.js';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

/** One JSON object a line on standard error. */
export class JsonLogger implements Logger {
  constructor(private readonly level: LogLevel = 'info') {}

  info(message: string, fields?: LogFields): void {
    this.write('info', message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.write('warn', message, fields);
  }

  error(message: string, fields?: LogFields): void {
    this.write('error', message, fields);
  }

  private write(level: Exclude<LogLevel, 'silent' | 'debug'>, message: string, fields?: LogFields): void {
    if (LEVELS[level] < LEVELS[this.level]) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  }
}
