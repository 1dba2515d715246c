/** Bodies at least this large are gzip-compressed for clients that accept it (contract §1). */
export const GZIP_MIN_BYTES = 1024;

/** True when the client lists gzip in Accept-Encoding with a non-zero quality. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
