import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { LogFields, Logger } from '../../core/ports/logger.js';

/** The service name in every log line and metric of the deployment. */
export const SERVICE_NAME = 'text-analysis';

/**
 * The logger port on Lambda: Powertools Logger, one JSON object per line with the function's
 * request id and cold-start flag added by its middleware. Fields are ids, counts and codes only.
 */
export class PowertoolsLoggerAdapter implements Logger {
  readonly powertools: PowertoolsLogger;

  constructor(logLevel: string) {
    this.powertools = new PowertoolsLogger({ serviceName: SERVICE_NAME, logLevel: logLevel.toUpperCase() as 'INFO' });
  }

  info(message: string, fields?: LogFields): void {
    this.powertools.info(message, { ...fields });
  }

  warn(message: string, fields?: LogFields): void {
    this.powertools.warn(message, { ...fields });
  }

  error(message: string, fields?: LogFields): void {
    this.powertools.error(message, { ...fields });
  }
}
