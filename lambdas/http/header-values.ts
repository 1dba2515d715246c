/**
 * Response header values that every HTTP stack accepts as they are (node:http, API Gateway,
 * browsers): printable ASCII only. Anything else a value could carry (a field name of a client
 * body with "€", an emoji, NUL, CR LF) is percent-encoded as UTF-8, so a header can never make a
 * response fail after its work was done, nor inject another header.
 */

/** Printable ASCII and space, without `%` (encoded so that the encoding can be undone). */
const PLAIN = /^[\x20-\x24\x26-\x7e]$/;

/** The value with every character outside printable ASCII (and `%`) percent-encoded as UTF-8. */
export function headerSafe(value: string): string {
  let out = '';
  for (const char of value) {
    if (PLAIN.test(char)) out += char;
    else if (char.length === 1 && char >= '\ud800' && char <= '\udfff') out += '%EF%BF%BD';
    else out += encodeURIComponent(char);
  }
  return out;
}

/** True when the value needs no encoding. */
export function isHeaderSafe(value: string): boolean {
  return /^[\x20-\x7e\t]*$/.test(value);
}

/** The headers with every unsafe value encoded (the names are the service's own). */
export function safeHeaders(headers: Record<string, string>): Record<string, string> {
  let changed = false;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = String(value);
    out[name] = isHeaderSafe(text) ? text : ((changed = true), headerSafe(text));
  }
  return changed ? out : headers;
}

/**
 * A comma-separated list header of client-chosen names, each encoded, cut at whole names so the
 * value stays under `maxChars` (the last entry is `...` when names were left out). A comma inside a
 * name is encoded too, so the list splits back unambiguously.
 */
export function headerList(names: readonly string[], maxChars = 1000): string {
  const parts: string[] = [];
  let length = 0;
  for (const name of names) {
    const part = headerSafe(name).replaceAll(',', '%2C');
    if (length + part.length + 2 > maxChars) {
      parts.push('...');
      break;
    }
    parts.push(part);
    length += part.length + 2;
  }
  return parts.join(', ');
}
