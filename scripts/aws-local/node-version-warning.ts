/** How the AWS SDK's notice about Node versions older than its next minimum begins. */
const NOTICE_PREFIX = 'NodeVersionSupportWarning';

/**
 * Drops the AWS SDK's notice that it will soon need a newer Node than the local one. Lambda runs
 * the functions on Node 22, where it never appears; locally it would repeat in every execution
 * environment. Every other warning still prints.
 */
export function dropNodeVersionNotice(): void {
  const emit = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.startsWith(NOTICE_PREFIX)) return;
    emit(warning, ...rest);
  }) as typeof process.emitWarning;
}
