/**
 * The example requests shown in the documentation. `npm run docs:examples` runs each against a
 * freshly started server on the default models and writes the real answers into the Markdown
 * files, between `<!-- example: ID -->` and `<!-- /example -->`; `test/e2e/doc-examples.test.ts`
 * fails when a recorded answer's shape no longer matches what the server returns, or, for the
 * answers of the default models, its values.
 * The server runs with `WEBHOOKS_ALLOW_LOOPBACK=true` (see `EXAMPLE_SERVER_ENV`).
 */

/** Settings of the server the examples run against, beyond the defaults. */
export const EXAMPLE_SERVER_ENV: Record<string, string> = { WEBHOOKS_ALLOW_LOOPBACK: 'true' };

export interface ExampleStep {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Path, or `{resultUrl}` for the result link of the job of an earlier step (`{uploadUrl}`: the
   * URL of an earlier step's upload); `{jobId}`, `{webhookId}` and `{uploadId}` are replaced too,
   * also in the body and in `display`.
   */
  path: string;
  /** JSON body (sent with `Content-Type: application/json`). */
  body?: unknown;
  /** A body sent as is (for the invalid-JSON example). */
  rawBody?: string;
  /** Sends the API key (default true; result links and health need none). */
  auth?: boolean;
  /** Polls this GET until the job is no longer `pending`, and shows the last answer. */
  untilDone?: boolean;
  /** A `# comment` shown above the command. */
  comment?: string;
  /** The command shown instead of the generated one, when the body is too long to print (it must send the same request). */
  display?: string;
}

export interface Example {
  id: string;
  steps: ExampleStep[];
}

const SENTIMENT_INPUTS = ['Great food but rude staff', 'Lovely!', 'The meeting is at 3pm'];
const EMBEDDING_INPUTS = ['The app keeps crashing', 'Delivery was late'];
const THEME_INPUTS = [
  'Delivery took weeks',
  'Parcel arrived late',
  'The courier lost my package',
  'Support was rude',
  'Agent hung up on me',
  'Nobody answered my emails',
];

/** Answers to one survey question (written for the README): tickets and snacks, seats, noise during the film. */
export const SURVEY_ANSWERS = [
  'Tickets cost far too much for a weekday film',
  'The popcorn prices are ridiculous',
  'Cheaper tickets for students would bring me back',
  'Snacks cost more than the ticket itself',
  'The seats are worn out and the armrests wobble',
  'My seat would not recline and the cushion was torn',
  'More comfortable seats please, my back hurt after two hours',
  'Broken seats in the front rows',
  'People talking on their phones during the film',
  'Staff should stop people chatting during the film',
  'Someone kept checking their phone in the dark',
  'Loud teenagers in the back row ruined the film',
];

/** The job flow of an asynchronous request: submit, poll until done, download the result. */
function jobFlow(path: string, body: Record<string, unknown>): ExampleStep[] {
  return [
    { method: 'POST', path, body },
    { method: 'GET', path: '/v1/jobs?jobId={jobId}', untilDone: true, comment: 'poll until "status" is no longer "pending"' },
    { method: 'GET', path: '{resultUrl}', auth: false, comment: 'no key needed: the same body as the synchronous call, with requestId = jobId' },
  ];
}

export const EXAMPLES: readonly Example[] = [
  { id: 'sentiment-sync', steps: [{ method: 'POST', path: '/v1/sentiment', body: { inputs: SENTIMENT_INPUTS, fast: true } }] },
  { id: 'embeddings-sync', steps: [{ method: 'POST', path: '/v1/embeddings', body: { inputs: EMBEDDING_INPUTS, fast: true } }] },
  { id: 'embeddings-job', steps: jobFlow('/v1/embeddings', { inputs: EMBEDDING_INPUTS }) },
  { id: 'sentiment-job', steps: jobFlow('/v1/sentiment', { inputs: SENTIMENT_INPUTS.slice(0, 2) }) },
  {
    id: 'upload-job',
    steps: [
      { method: 'POST', path: '/v1/uploads', comment: '1. an upload: where to PUT the body, until when, and how large it may be' },
      {
        method: 'PUT',
        path: '{uploadUrl}',
        auth: false,
        body: { inputs: SENTIMENT_INPUTS.slice(0, 2) },
        comment: '2. the request body, exactly as it would have been sent (body.json; up to 10 MiB), with the given headers',
        display: `curl -s -X PUT "{uploadUrl}" -H 'Content-Type: application/json' --data-binary @body.json`,
      },
      { method: 'POST', path: '/v1/sentiment', body: { upload: '{uploadId}' }, comment: '3. the request names the upload instead of carrying the body' },
      ...jobFlow('/v1/sentiment', {}).slice(1),
    ],
  },
  {
    id: 'job-by-path',
    steps: [
      { method: 'POST', path: '/v1/sentiment', body: { inputs: ['Lovely!'] } },
      { method: 'GET', path: '/v1/jobs/{jobId}', untilDone: true, comment: 'the same status, with the job id in the path' },
    ],
  },
  {
    id: 'similarity-self',
    steps: [{ method: 'POST', path: '/v1/similarity', body: { set: ['I love it', 'I like it a lot', 'It broke'], fast: true } }],
  },
  {
    id: 'similarity-cross',
    steps: [{ method: 'POST', path: '/v1/similarity', body: { set_a: ['refund please'], set_b: ['I want my money back', 'great service'], fast: true } }],
  },
  {
    id: 'similarity-top-k',
    steps: [
      {
        method: 'POST',
        path: '/v1/similarity',
        body: { set: ['Delivery took weeks', 'My parcel arrived late', 'Support was rude', 'The agent hung up on me', 'Shipping was slow'], topK: 2, threshold: 0.3, fast: true },
      },
    ],
  },
  {
    // The README's themes example: answers written for it, grouped by the default version with assignments.
    id: 'themes-survey',
    steps: [{ method: 'POST', path: '/v1/themes', body: { inputs: SURVEY_ANSWERS, context: 'What should the cinema improve?', includeAssignments: true, fast: true } }],
  },
  {
    id: 'themes-sync',
    steps: [{ method: 'POST', path: '/v1/themes', body: { inputs: THEME_INPUTS, minThemes: 2, maxThemes: 5, context: 'customer experience', fast: true } }],
  },
  {
    id: 'extractions-sync',
    steps: [
      {
        method: 'POST',
        path: '/v1/extractions',
        body: { inputs: ['The pasta was cold but the waiter was lovely.', 'Far too expensive for what you get.'], themes: ['food', 'service', 'price'], fast: true },
      },
    ],
  },
  {
    id: 'webhooks',
    steps: [
      {
        method: 'POST',
        path: '/v1/webhooks',
        body: { url: 'http://127.0.0.1:4000/hooks/tas', events: ['analysis.completed', 'analysis.failed'], description: 'orders pipeline' },
        comment: 'a local receiver: needs a server started with WEBHOOKS_ALLOW_LOOPBACK=true',
      },
      { method: 'GET', path: '/v1/webhooks/{webhookId}', comment: 'later reads hide the secret' },
      { method: 'GET', path: '/v1/webhooks' },
      { method: 'DELETE', path: '/v1/webhooks/{webhookId}' },
    ],
  },
  { id: 'versions', steps: [{ method: 'GET', path: '/v1/versions' }] },
  { id: 'health', steps: [{ method: 'GET', path: '/v1/health', auth: false }] },
  {
    id: 'error-limit',
    steps: [
      {
        method: 'POST',
        path: '/v1/sentiment',
        body: { inputs: Array.from({ length: 201 }, (_, i) => `c${i + 1}`), fast: true },
        comment: '201 inputs: "c1" … "c201"',
        display: `curl -s localhost:8787/v1/sentiment -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -d "{\\"inputs\\": [$(printf '"c%s",' $(seq 200))\\"c201\\"], \\"fast\\": true}"`,
      },
    ],
  },
  { id: 'error-validation', steps: [{ method: 'POST', path: '/v1/themes', body: { inputs: ['a', 'b'], minThemes: 0, fast: true } }] },
  { id: 'error-near-miss', steps: [{ method: 'POST', path: '/v1/themes', body: { inputs: ['a', 'b'], max_themes: 3, Fast: true } }] },
  { id: 'error-invalid-json', steps: [{ method: 'POST', path: '/v1/sentiment', rawBody: '{"inputs": ["a",]}' }] },
  { id: 'error-unauthorized', steps: [{ method: 'GET', path: '/v1/versions', auth: false }] },
  { id: 'error-not-found', steps: [{ method: 'GET', path: '/v1/jobs/job_00000000000000000000000000' }] },
];

export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
