/**
 * Structured logs. Fields are ids, counts, codes and durations: never input texts, vectors,
 * keys or secrets.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}
