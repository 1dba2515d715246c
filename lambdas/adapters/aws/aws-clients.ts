import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { common, createDynamoDocumentClient, type AwsClientOptions } from './dynamo-clients.js';

export { createDynamoClient, createDynamoDocumentClient, type AwsClientOptions, type StaticCredentials } from './dynamo-clients.js';

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
