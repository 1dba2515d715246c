import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * The client options and the DynamoDB clients, apart from the S3 and SQS clients
 * (`aws-clients.ts`) so that a function that needs only DynamoDB (the authorizer) bundles no more.
 */

/** Static credentials (emulators in tests); on Lambda leave them out and the role is used. */
export interface StaticCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * Overrides for the SDK clients. Everything is optional: on Lambda the SDK reads the region
 * and credentials from the environment; tests point each service at an emulator.
 */
export interface AwsClientOptions {
  region?: string;
  credentials?: StaticCredentials;
  endpoints?: { dynamodb?: string; s3?: string; sqs?: string };
  /** Path-style S3 URLs (`host/bucket/key`): emulators have no per-bucket host names. */
  forcePathStyle?: boolean;
  /** Attempts per call, including the first (SDK default 3). */
  maxAttempts?: number;
}

/**
 * A service that does not accept the connection within this time is treated as down, instead of
 * letting a Lambda spend its whole timeout on a single connect.
 */
const CONNECTION_TIMEOUT_MS = 3_000;

export function common(options: AwsClientOptions, endpoint: string | undefined) {
  return {
    ...(options.region ? { region: options.region } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(endpoint ? { endpoint } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS },
  };
}

/** The low-level DynamoDB client (table management in tests; the stores use the document client). */
export function createDynamoClient(options: AwsClientOptions = {}): DynamoDBClient {
  return new DynamoDBClient(common(options, options.endpoints?.dynamodb));
}

/**
 * The document client the stores use. `removeUndefinedValues`: optional job fields are often
 * present as `undefined` after a spread, and DynamoDB would refuse them.
 */
export function createDynamoDocumentClient(options: AwsClientOptions = {}): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(createDynamoClient(options), { marshallOptions: { removeUndefinedValues: true } });
}

