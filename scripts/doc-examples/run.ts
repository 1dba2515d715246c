import type { Example, ExampleStep } from './catalog.js';
import { DOC_BASE, fillPlaceholders, renderCommand, type StepAnswer, type StepContext } from './render.js';

export interface ExampleRun {
  commands: string[];
  answers: StepAnswer[];
}

const POLL_MS = 100;
const JOB_TIMEOUT_MS = 120_000;

/**
 * Runs an example's steps against a server; answers and commands show `DOC_BASE` instead of the
 * server's own address, so the documentation reads as if the server ran on the default port.
 */
export async function runExample(example: Example, baseUrl: string, key: string): Promise<ExampleRun> {
  const ctx: StepContext = {};
  const shown: StepContext = {};
  const commands: string[] = [];
  const answers: StepAnswer[] = [];
  for (const step of example.steps) {
    commands.push(renderCommand(step, shown));
    const answer = await runStep(step, ctx, baseUrl, key);
    const text = answer.body === undefined ? undefined : JSON.stringify(answer.body).split(baseUrl).join(DOC_BASE);
    answers.push({ status: answer.status, body: text === undefined ? undefined : JSON.parse(text) });
    const body = answer.body as Record<string, unknown> | undefined;
    if (typeof body?.jobId === 'string') ctx.jobId = shown.jobId = body.jobId;
    if (typeof body?.id === 'string' && body.id.startsWith('wh_')) ctx.webhookId = shown.webhookId = body.id;
    if (typeof body?.uploadId === 'string' && typeof body.url === 'string') {
      ctx.uploadId = shown.uploadId = body.uploadId;
      ctx.uploadUrl = body.url;
      shown.uploadUrl = body.url.split(baseUrl).join(DOC_BASE);
    }
    if (typeof body?.resultUrl === 'string') {
      ctx.resultUrl = body.resultUrl;
      shown.resultUrl = body.resultUrl.split(baseUrl).join(DOC_BASE);
    }
  }
  return { commands, answers };
}

async function runStep(step: ExampleStep, ctx: StepContext, baseUrl: string, key: string): Promise<StepAnswer> {
  const path = fillPlaceholders(step.path, ctx);
  const url = path.startsWith('http') ? path : `${baseUrl}${path}`;
  const headers: Record<string, string> = {};
  if (step.auth !== false) headers.authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (step.body !== undefined || step.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    body = step.rawBody ?? fillPlaceholders(JSON.stringify(step.body), ctx);
  }
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(url, { method: step.method, headers, body });
    const text = await res.text();
    const answer: StepAnswer = { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
    const pending = step.untilDone && (answer.body as { status?: string } | undefined)?.status === 'pending';
    if (!pending) return answer;
    if (Date.now() > deadline) throw new Error(`${url} still pending after ${JOB_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
