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
  /**
   * The tenant an upstream authorizer (API Gateway's Lambda authorizer) found for the bearer
   * key: empty when the key was missing, unknown or revoked. When set, the key is not looked up
   * again. The local server never sets it.
   */
  upstreamTenant?: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
