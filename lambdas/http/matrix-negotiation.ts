import Negotiator from 'negotiator';
import { DomainError } from '../core/errors.js';
import { MATRIX_DTYPES, MATRIX_MEDIA_TYPE, matrixContentType, type MatrixDtype } from '../core/similarity/binary-matrix.js';

/** What a result download sends: the stored JSON, or the binary form of a similarity matrix. */
export type ResultForm = { form: 'json' } | { form: 'binary'; dtype: MatrixDtype; jsonAcceptable: boolean };

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

/**
 * The binary form a job poll's `Accept` prefers (the link it answers with then points to that
 * form where it is stored as its own object), or undefined. A poll's body is the job status in
 * JSON whatever it asks for, so a header this negotiation refuses is no error here.
 */
export function preferredResultDtype(accept: string | undefined): MatrixDtype | undefined {
  try {
    const form = negotiateResultForm(accept);
    return form.form === 'binary' ? form.dtype : undefined;
  } catch {
    return undefined;
  }
}

export function notAcceptable(): DomainError {
  return new DomainError(
    'not_acceptable',
    `This result is available as ${JSON_MEDIA_TYPE}, and similarity results also as ${MATRIX_DTYPES.map(matrixContentType).join(' or ')}; the Accept header allows none of them.`,
  );
}
