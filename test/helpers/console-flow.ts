import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, screenshot } from './browser.js';
import { surveyCsv } from '../fixtures/console-answers.js';

export interface ConsoleRun {
  /** From choosing the file to every result on screen, as the user waits for it. */
  uploadToResultsMs: number;
  /** Percentages the progress bars showed while the jobs ran (sampled). */
  progressSeen: string[][];
}

/** Signs in with the key through the form. */
export async function signIn(page: Page, url: string, key: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await page.getByLabel('CSV or XLSX file (first row: column names)').waitFor();
}

/** Uploads a generated CSV of `count` answers, runs themes + sentiment + extractions and waits for the results. */
export async function uploadAndAnalyse(page: Page, count: number, timeoutMs: number, shots: string): Promise<ConsoleRun> {
  const file = join(ARTIFACTS, `answers-${count}.csv`);
  await writeFile(file, surveyCsv(count));
  const started = performance.now();
  await page.getByLabel('CSV or XLSX file (first row: column names)').setInputFiles(file);
  await page.getByTestId('file-summary').waitFor();
  await page.getByRole('button', { name: `Analyse ${count.toLocaleString('en')} answers` }).click();
  await page.getByTestId('job').first().waitFor();
  const progressSeen: string[][] = [];
  const results = page.getByTestId('results');
  let shot = false;
  while (!(await results.isVisible()) && !(await page.getByTestId('run-error').isVisible())) {
    if (performance.now() - started > timeoutMs) throw new Error(`no results after ${timeoutMs} ms`);
    progressSeen.push(await page.getByTestId('job-pct').allInnerTexts());
    if (!shot && progressSeen.length > 2) {
      await screenshot(page, `${shots}-running`);
      shot = true;
    }
    await page.waitForTimeout(250);
  }
  const uploadToResultsMs = performance.now() - started;
  progressSeen.push(await page.getByTestId('job-pct').allInnerTexts());
  return { uploadToResultsMs, progressSeen };
}
