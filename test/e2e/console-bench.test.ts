import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { ARTIFACTS, launchBrowser, openPage, screenshot } from '../helpers/browser.js';
import { signIn, uploadAndAnalyse } from '../helpers/console-flow.js';

/**
 * Opt-in (CONSOLE_BENCH=1): time from choosing the file to every result on screen, in the
 * console, for 300 and 2,000 answers, on one fresh local server. 2,000 answers go over the
 * themes limit (500), so this also runs the sampled themes and the embeddings that place the rest.
 */
let service: TestService;
let browser: Browser;

describe.runIf(process.env.CONSOLE_BENCH === '1')('console: upload to results', () => {
  beforeAll(async () => {
    service = await startTestService();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.cleanup();
  });

  it.each([300, 2_000])('%i answers', async (count) => {
    const { page, context } = await openPage(browser, service.url);
    await signIn(page, service.url, service.key);
    const run = await uploadAndAnalyse(page, count, 900_000, `bench-${count}`);
    expect(await page.getByTestId('run-error').count()).toBe(0);
    expect(run.progressSeen.at(-1)!.every((p) => p === '100%')).toBe(true);
    const jobs = await page.getByTestId('job').allInnerTexts();
    console.log(`console bench: ${count} answers, upload to results ${(run.uploadToResultsMs / 1000).toFixed(1)} s\n  ${jobs.join('\n  ').replaceAll('\n', ' ')}`);
    await writeFile(join(ARTIFACTS, `bench-${count}.json`), JSON.stringify({ answers: count, uploadToResultsMs: Math.round(run.uploadToResultsMs), jobs }, null, 1));
    await screenshot(page, `bench-${count}-results`, true);
    await context.close();
  }, 1_000_000);
});
