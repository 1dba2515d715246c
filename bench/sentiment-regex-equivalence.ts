/**
 * Proof that each pattern of a pinned sentiment version rewritten for speed matches exactly the
 * strings its original matched: for every pair of test/unit/models/sentiment-regex-rewrites.json,
 * the old and the new pattern give the same results (index, text and groups of every match, all
 * matches for a global pattern) on every given text and on seeded random strings built from the
 * words, spaces and punctuation the patterns read.
 *
 *   node --import tsx bench/sentiment-regex-equivalence.ts [--data ../shared/data] [--random 100000]
 *
 * The unit test test/unit/models/sentiment-regex-rewrites.test.ts runs the same check on the
 * committed texts and a smaller random set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../lambdas/core/clustering/prng.js';

export interface Rewrite { old: string; new: string; flags: string }

export const REWRITES: readonly Rewrite[] = JSON.parse(readFileSync(fileURLToPath(new URL('../test/unit/models/sentiment-regex-rewrites.json', import.meta.url)), 'utf8'));

/** Every match of `re` in `s` (the first only for a pattern without the g flag), as index, text and groups. */
function matches(re: RegExp, s: string): string {
  re.lastIndex = 0;
  if (!re.global && !re.sticky) {
    const m = re.exec(s);
    return m ? JSON.stringify([m.index, ...m]) : '-';
  }
  return JSON.stringify([...s.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => [m.index, ...m]));
}

const SEPARATORS = [' ', ' ', ' ', ' ', '  ', '   ', '    ', '\t', '\n', ' \n ', ', ', ',', '. ', '.', '; ', '!', '?', ' - ', ' — ', "'", '’', '-', ''];
const FILLERS = ['a', 'x', 'xx', 'the', 'my', 'it', 'and', 'but', 'I', 'We', '5', '10', '12', 'min', 'mins', 'at', 'all', 'twice', 'as', 'far', 'many', 'costs', 'paid', "n't", 'n’t', 'not', 'never', 'no', 'can', 'now', 'wrong', 'other', 'is', 'was', 'Nothing', 'none', 'to', 'add', 'be', 'much', 'than', 'better', 'faster', 'worse', 'my bag', 'lost', 'luggage', 'covers', 'fixed', 'me', 'us', 'in', 'within', 'minutes', 'early'];

/** The words a pattern names (runs of letters and apostrophes), so that random strings reach its branches. */
export function vocabulary(source: string): string[] {
  const plain = source.replace(/\\[a-zA-Z]/gu, ' ');
  return [...new Set(plain.match(/[A-Za-z’']+(?: [A-Za-z’']+)*/gu) ?? [])].filter((w) => w.length > 0);
}

/** `count` random strings for a pattern: 1 to 14 tokens (its own words, common words, numbers) joined by spaces and punctuation, some capitalised. */
export function randomStrings(source: string, count: number, seed: number): string[] {
  const rnd = mulberry32(seed);
  const own = vocabulary(source);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(rnd() * 14);
    let s = rnd() < 0.15 ? pick(SEPARATORS) : '';
    for (let k = 0; k < n; k++) {
      let w = rnd() < 0.6 ? pick(own) : pick(FILLERS);
      if (rnd() < 0.1) w = w.toUpperCase();
      else if (rnd() < 0.2) w = w.charAt(0).toUpperCase() + w.slice(1);
      s += w + (k < n - 1 || rnd() < 0.5 ? pick(SEPARATORS) : '');
    }
    out.push(s);
  }
  return out;
}

/** The first text on which old and new differ, or undefined; and how many texts were compared. */
export function compare(rewrite: Rewrite, texts: Iterable<string>): { differs?: string; compared: number } {
  const a = new RegExp(rewrite.old, rewrite.flags);
  const b = new RegExp(rewrite.new, rewrite.flags);
  let compared = 0;
  for (const t of texts) {
    compared++;
    if (matches(a, t) !== matches(b, t)) return { differs: t, compared };
  }
  return { compared };
}

/** The texts of jsonl files (a "text" field) and of plain text files (one per line) in a folder, by name filter. */
export function textsOf(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).filter(keep).flatMap((name) => readFileSync(`${dir}/${name}`, 'utf8').split('\n').filter(Boolean).map((line) => (name.endsWith('.jsonl') ? String(JSON.parse(line).text) : line)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
  const fixtures = fileURLToPath(new URL('../test/fixtures', import.meta.url));
  const committed = [...textsOf(fixtures, (n) => n.startsWith('sentiment-pinned-texts')), ...textsOf(`${fixtures}/quality`, (n) => /^sentiment-(?:check|fresh[2-8]?|holdout|own)\.jsonl$/u.test(n))];
  const data = arg('data');
  const shared = data ? textsOf(`${data}/sentiment`, (n) => n.endsWith('.jsonl')) : [];
  const random = Number(arg('random') ?? 100_000);
  let failed = 0;
  let total = 0;
  REWRITES.forEach((r, k) => {
    const variants = (ts: string[]) => ts.flatMap((t) => [t, t.replace(/\s+/gu, ' ').trim()]);
    const runs = [compare(r, variants(committed)), compare(r, variants(shared)), compare(r, randomStrings(r.new, random, 1000 + k))];
    const bad = runs.find((x) => x.differs !== undefined);
    total += runs.reduce((s, x) => s + x.compared, 0);
    if (bad) failed++;
    console.log(`${k}\t${bad ? `DIFFERS on ${JSON.stringify(bad.differs)}` : 'same'}\tcommitted ${runs[0].compared}\tdata ${runs[1].compared}\trandom ${runs[2].compared}\t/${r.new.slice(0, 60)}…/${r.flags}`);
  });
  console.log(`${REWRITES.length} rewritten patterns, ${total} comparisons, ${failed} differ`);
  process.exitCode = failed ? 1 : 0;
}
