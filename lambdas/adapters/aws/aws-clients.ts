import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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

function common(options: AwsClientOptions, endpoint: string | undefined) {
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

/**
 * The S3 client. Checksums only when an operation requires them: with the SDK's default
 * (`WHEN_SUPPORTED`) streamed uploads use aws-chunked encoding with trailing checksums, which
 * S3-compatible emulators store corrupted; AWS itself accepts both.
 */
export function createS3Client(options: AwsClientOptions = {}): S3Client {
  return new S3Client({
    ...common(options, options.endpoints?.s3),
    forcePathStyle: options.forcePathStyle ?? false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createSqsClient(options: AwsClientOptions = {}): SQSClient {
  return new SQSClient(common(options, options.endpoints?.sqs));
}

/** The three data-plane clients of a function, built once per execution environment. */
export interface AwsDataClients {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  sqs: SQSClient;
}

export function createAwsDataClients(options: AwsClientOptions = {}): AwsDataClients {
  return { db: createDynamoDocumentClient(options), s3: createS3Client(options), sqs: createSqsClient(options) };
}
