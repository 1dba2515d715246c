/** Transport-neutral HTTP shapes, shared by the local server and the Lambda handlers. */
export interface HttpRequest {
  method: string;
  /** Path without the query string, percent-encoded as received. */
  path: string;
  /** First value of each query parameter. */
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
