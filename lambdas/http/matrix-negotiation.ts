import Negotiator from 'negotiator';
import { DomainError } from '../core/errors.js';
import { MATRIX_DTYPES, MATRIX_MEDIA_TYPE, type MatrixDtype } from '../core/similarity/binary-matrix.js';

/** What a result download sends: the stored JSON, or the binary form of a similarity matrix. */
export type ResultForm = { form: 'json' } | { form: 'binary'; dtype: MatrixDtype; jsonAcceptable: boolean };

/** `application/vnd.tas.matrix; dtype=float32` (the Content-Type of a binary download). */
export function matrixContentType(dtype: MatrixDtype): string {
  return `${MATRIX_MEDIA_TYPE}; dtype=${dtype}`;
}

/** JSON first: `*` and a missing Accept header keep getting JSON; float32 before float16. */
const JSON_MEDIA_TYPE = 'application/json';
const OFFERED = [JSON_MEDIA_TYPE, ...MATRIX_DTYPES.map((dtype) => `${MATRIX_MEDIA_TYPE};dtype=${dtype}`)];

/**
 * Negotiates a result download by `Accept` (quality values honoured, by the `negotiator` library).
 * The binary form only when the client prefers it; an Accept header that names the matrix type
 * but none of its dtypes (and not JSON) is 406. Any other Accept header gets JSON, as before.
 */
export function negotiateResultForm(accept: string | undefined): ResultForm {
  const ranked = new Negotiator({ headers: { accept } }).mediaTypes(OFFERED);
  const jsonAcceptable = ranked.includes(JSON_MEDIA_TYPE);
  const best = ranked[0];
  if (best?.startsWith(MATRIX_MEDIA_TYPE)) return { form: 'binary', dtype: best.slice(best.indexOf('=') + 1) as MatrixDtype, jsonAcceptable };
  if (best === undefined && accept?.toLowerCase().includes(MATRIX_MEDIA_TYPE)) throw notAcceptable();
  return { form: 'json' };
}

export function notAcceptable(): DomainError {
  return new DomainError(
    'not_acceptable',
    `This result is available as ${JSON_MEDIA_TYPE}, and similarity results also as ${MATRIX_DTYPES.map(matrixContentType).join(' or ')}; the Accept header allows none of them.`,
  );
}
