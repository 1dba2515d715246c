import { z } from 'zod';

/**
 * The OAuth 2.0 client-credentials grant (RFC 6749 §4.4) at `POST /oauth/token`, as the
 * TypeScript SDK (form body) and the spreadsheet add-ins (JSON body) send it.
 */
export const TokenRequest = z
  .object({
    grant_type: z.literal('client_credentials').meta({ description: 'Always `client_credentials`.' }),
    client_id: z.string().min(1).max(200).optional().meta({ description: 'From `tas clients create`. May come in an HTTP Basic `Authorization` header instead.' }),
    client_secret: z.string().min(1).max(200).optional().meta({ description: 'Shown once by `tas clients create`. May come in an HTTP Basic `Authorization` header instead.' }),
    audience: z.string().max(500).optional().meta({ description: 'Accepted and ignored (identity providers use it; the token is for this service).' }),
    scope: z.string().max(500).optional().meta({ description: 'Accepted and ignored: a token grants what an API key of its tenant grants.' }),
  })
  .meta({ id: 'TokenRequest', description: 'JSON (`application/json`) or form (`application/x-www-form-urlencoded`) body.' });

export const TokenResponse = z
  .object({
    access_token: z.string().meta({ description: 'Send as `Authorization: Bearer <access_token>` to every operation. A JWT signed by the service (HS256).' }),
    token_type: z.literal('Bearer'),
    expires_in: z.int().min(1).meta({ description: 'Seconds until the token expires (default 3600); then request a new one.' }),
  })
  .meta({ id: 'TokenResponse' });
