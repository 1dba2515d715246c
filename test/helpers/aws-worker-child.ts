import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { analysisWorkerFunction } from '../../lambdas/runtime/aws-handlers.js';
import { lambdaContext, sqsEvent } from './aws-handler-harness.js';

/**
 * A worker execution environment as its own process (run with `node --import tsx`), so a test can
 * kill it mid-job: it receives one message of the jobs queue the way the SQS event source does
 * and hands it, with its real receipt handle, to the worker handler. Configured by the
 * environment the parent's handler harness set.
 */
const queueUrl = process.env.JOBS_QUEUE_URL!;
const sqs = new SQSClient({});
const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 5 }));
if (!Messages?.length) throw new Error('no job message to work on');
const [message] = Messages;
const event = sqsEvent([{ messageId: message.MessageId!, body: message.Body! }]);
event.Records[0]!.receiptHandle = message.ReceiptHandle!;
console.log('received');
const result = await analysisWorkerFunction()(event, lambdaContext('worker-child'));
console.log(JSON.stringify(result));
sqs.destroy();
