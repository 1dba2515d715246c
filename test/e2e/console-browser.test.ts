import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { ARTIFACTS, chromiumAvailable, launchBrowser, openPage, screenshot, type BrowserPage } from '../helpers/browser.js';
import { signIn, uploadAndAnalyse } from '../helpers/console-flow.js';
import { surveyAnswers } from '../fixtures/console-answers.js';

/** The page's document, inside `page.evaluate` callbacks (the test itself compiles without the DOM library). */
declare const document: any, sessionStorage: Record<string, string>, localStorage: Record<string, string>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ANSWERS = 300;

let service: TestService;
let browser: Browser;
let tab: BrowserPage;
let page: Page;

describe.skipIf(!chromiumAvailable() && !process.env.CI)('web console in headless Chromium', () => {
  beforeAll(async () => {
    service = await startTestService();
    browser = await launchBrowser();
    tab = await openPage(browser, service.url);
    page = tab.page;
  });
  afterAll(async () => {
    await browser?.close();
    await service?.cleanup();
  });

  it('shows the API message for a wrong key and keeps a good one for the tab only', async () => {
    await page.goto(service.url);
    await page.getByLabel('API key').fill('tas_wrong_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = (await (await service.call('/v1/versions', { auth: 'tas_wrong_key' })).json()) as { message: string };
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(refused.message);
    await screenshot(page, '01-sign-in-error');
    await signIn(page, service.url, service.key);
    expect(await page.evaluate(() => Object.values(sessionStorage))).toContain(service.key);
    expect(await page.evaluate(() => Object.values(localStorage))).not.toContain(service.key);
    const other = await tab.context.browser()!.newContext();
    const fresh = await other.newPage();
    await fresh.goto(service.url);
    await fresh.getByLabel('API key').waitFor();
    await other.close();
  });

  let csv: Record<string, string>[] = [];
  it(`runs themes, sentiment and extractions on ${ANSWERS} uploaded answers with progress to 100%`, async () => {
    const run = await uploadAndAnalyse(page, ANSWERS, 120_000, '02');
    console.log(`console: ${ANSWERS} answers from upload to results in ${(run.uploadToResultsMs / 1000).toFixed(1)} s`);
    await writeFile(join(ARTIFACTS, `timing-${ANSWERS}.json`), JSON.stringify({ answers: ANSWERS, uploadToResultsMs: Math.round(run.uploadToResultsMs) }));
    expect(await page.getByTestId('run-error').count()).toBe(0);
    const final = run.progressSeen.at(-1)!;
    expect(final.length).toBeGreaterThanOrEqual(3);
    expect(final.every((p) => p === '100%')).toBe(true);
    expect(await page.getByTestId('elapsed').innerText()).toMatch(/^Finished in \d+\.\d s$/);
    await screenshot(page, '03-results', true);
  });

  it('exports CSV and XLSX with one row per answer, read back', async () => {
    const answers = surveyAnswers(ANSWERS);
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csvPath = join(ARTIFACTS, 'export.csv');
    await csvDownload.saveAs(csvPath);
    const parsed = Papa.parse<Record<string, string>>((await readFile(csvPath, 'utf8')).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    csv = parsed.data;
    expect(csv.map((r) => r.text)).toEqual(answers);
    expect(parsed.meta.fields!.slice(0, 6)).toEqual(['row', 'text', 'theme', 'theme label', 'sentiment', 'confidence']);
    expect(parsed.meta.fields!.filter((f) => f.startsWith('extractions: ')).length).toBeGreaterThanOrEqual(2);
    expect(csv.every((r) => r.theme !== '' && ['positive', 'negative', 'neutral', 'mixed'].includes(r.sentiment))).toBe(true);
    expect(csv.every((r) => Number(r.confidence) >= 0 && Number(r.confidence) <= 1)).toBe(true);

    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
    const xlsxPath = join(ARTIFACTS, 'export.xlsx');
    await xlsxDownload.saveAs(xlsxPath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    const sheet = workbook.getWorksheet('Answers')!;
    expect(sheet.rowCount).toBe(ANSWERS + 1);
    const texts: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) texts.push(String(row.getCell(2).value));
    });
    expect(texts).toEqual(answers);
    expect(sheet.getRow(2).getCell(5).value).toBe(csv[0].sentiment);
    const themes = workbook.getWorksheet('Themes')!;
    const sizes: number[] = [];
    themes.eachRow((row, n) => {
      if (n > 1) sizes.push(Number(row.getCell(4).value));
    });
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(ANSWERS);
  });

  it('opens a theme: its answers with sentiment, extracted spans highlighted verbatim', async () => {
    const first = page.locator('.theme-button').first();
    const shortLabel = await first.locator('strong').innerText();
    await first.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('theme-detail');
    await detail.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('theme-title');
    const items = await detail.getByTestId('answer').evaluateAll((lis) =>
      lis.map((li) => ({ index: Number(li.getAttribute('data-index')), text: li.querySelector('[data-testid=answer-text]')!.textContent!, marks: [...li.querySelectorAll('mark')].map((m) => m.textContent!), badge: li.querySelector('.badge')?.textContent ?? '' })),
    );
    expect(items.length).toBeGreaterThan(0);
    let marks = 0;
    for (const item of items) {
      const row = csv[item.index];
      expect(item.text).toBe(row.text);
      expect(row.theme).toBe(shortLabel);
      expect(item.badge).toBe(`${row.sentiment} ${Number(row.confidence).toFixed(2)}`);
      const spans = Object.entries(row).filter(([k]) => k.startsWith('extractions: ')).flatMap(([, v]) => (v ? v.split(' | ') : []));
      for (const mark of item.marks) {
        marks++;
        expect(row.text.includes(mark)).toBe(true);
        // A highlight is one span, or overlapping spans merged: it starts with one and ends with one.
        expect(spans.some((s) => mark.startsWith(s)) && spans.some((s) => mark.endsWith(s))).toBe(true);
      }
      for (const span of spans) expect(item.marks.some((m) => m.includes(span))).toBe(true);
    }
    expect(marks).toBeGreaterThan(0);
    await screenshot(page, '04-theme', true);
    // The overview of docs/console.md: charts, then the opened theme.
    await page.locator('#themes-title').evaluate((h: any) => h.scrollIntoView()); // eslint-disable-line @typescript-eslint/no-explicit-any
    await screenshot(page, 'overview');
  });

  it('is readable at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, '05-phone', true);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const overflowing = await page.evaluate((w) => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 0.5).map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.textContent?.slice(0, 30)}`), width);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(overflowing).toEqual([]);
  });

  it('says which limit a too-large file breaks', async () => {
    const big = join(ARTIFACTS, 'too-many.csv');
    await writeFile(big, `answer\n${Array.from({ length: 10_001 }, (_, i) => `answer number ${i}`).join('\n')}\n`);
    await page.getByLabel('CSV or XLSX file (first row: column names)').setInputFiles(big);
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('at most 10,000 at once (the asynchronous sentiment limit)');
    expect(await page.getByRole('button', { name: /Analyse/ }).isDisabled()).toBe(true);
    await screenshot(page, '06-limit');
  });

  it('serves the API reference at /docs from the OpenAPI document, offline, with curl examples', async () => {
    const docs = await openPage(browser, service.url);
    await docs.page.goto(`${service.url}/docs`);
    await docs.page.getByText('Pairwise cosine similarity (self or cross)').first().waitFor({ timeout: 20_000 });
    await docs.page.getByText('curl -s', { exact: false }).first().waitFor({ timeout: 20_000 });
    await screenshot(docs.page, '07-docs');
    expect(docs.foreign).toEqual([]);
    expect(tab.foreign).toEqual([]);
    await docs.context.close();
  });
});
