import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server-process.js';

/** Debian's Chromium, installed by `.ci/run`. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots of the browser tests (gitignored): look at them after a run. */
export const ARTIFACTS = join(ROOT, 'test-artifacts', 'console');

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchBrowser(): Promise<Browser> {
  await mkdir(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
  /** Requests the page tried to make to any other origin (all refused): proves it works offline. */
  foreign: string[];
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
}

/** A page with its own context, allowed to reach only `origin`; everything else is aborted and recorded. */
export async function openPage(browser: Browser, origin: string, viewport = { width: 1280, height: 800 }): Promise<BrowserPage> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const foreign: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, foreign, errors };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}
