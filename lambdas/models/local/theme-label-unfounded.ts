/**
 * Themes 2026-12-25: "Problems with X" stands only over members who complain.
 *
 * Since 2026-12-12 (complaintOf of theme-label-said.ts) a label that praises where members do not praise gives way to
 * what those members complain of, else to "problems with" and the label's noun. Members who do not praise are not all
 * members who complain: five answers on a pharmacy's home delivery ("The home delivery service is brilliant", "Delivery
 * always arrives on the day promised", "I rely on your delivery and it has never let me down") were labelled "Problems
 * with delivery", a word no member writes over a theme no member complains in. Here, after every earlier step, where the
 * label is "problems with" and a noun, no member writes "problem", and fewer members complain (a complaint word of
 * theme-label-kindred.ts, or a word VADER reads as negative, not under a denial) than praise and than half the theme,
 * the label gives way to the phrase of the members holding that noun whose words the most members write (two members at
 * least, or the most typical member's), with no word of complaint, passing the label checks of 2026-12-08.
 * Mended before release: a "problem" under a denial ("Never had a problem with the delivery") is not counted.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { deniedAt } from './theme-label-most.js';
import { memberStems } from './theme-label-support.js';
import { praises, sign } from './theme-label-shared.js';
import { complaintHere } from './theme-label-kindred.js';
import type { Tags } from './theme-label-said-words.js';

const TEMPLATE = /^problems with (.+)$/u;
/** Candidates tried against the label checks (each check reads every member). */
const TRIED = 3;

/** Does the member complain: a complaint word, or a word of negative sentiment, not under a denial? */
function complains(m: Tags[number]): boolean {
  return m.some((x, i) => x.word && (complaintHere(m, i) || (sign(x.normal) < 0 && !deniedAt(m, i))));
}

/** The label for a theme that "Problems with X" names where its members do not complain, or undefined where it stands. */
export function unfoundedProblemsLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, ok } = context;
  const named = TEMPLATE.exec(label.trim().toLowerCase());
  if (!named) return undefined;
  const sum = (f: (t: number) => boolean) => typicalOrder.filter(f).reduce((s, t) => s + weights[t], 0);
  // Mended before release: a "problem" under a denial ("Never had a problem with the delivery") is none.
  if (sum((t) => tags[t].some((x, i) => stem(x.lemma) === stem('problem') && !deniedAt(tags[t], i))) > 0) return undefined;
  const complainers = sum((t) => complains(tags[t]));
  if (complainers * 2 >= size || complainers >= sum((t) => praises(tags[t]))) return undefined;
  const thing = stem(named[1].split(/\s+/).pop()!);
  const rank = new Map(typicalOrder.map((t, r) => [t, r]));
  const writersOf = (lemma: string) => sum((t) => memberStems(tags[t]).has(stem(lemma)));
  const judgedBad = (display: string) => display.split(/\s+/).some((w) => sign(w) < 0);
  const scored = context
    .pool()
    .filter((p) => p.content.some((w) => stem(w) === thing) && !judgedBad(p.display) && p.content.length <= 4)
    .map((p) => ({ p, n: Math.min(...p.content.map(writersOf)), first: Math.min(...p.writers.map((t) => rank.get(t) ?? Number.MAX_SAFE_INTEGER)) }))
    .filter((s) => s.n >= 2 || s.first === 0)
    .sort((a, b) => b.n - a.n || a.first - b.first || (a.p.key < b.p.key ? -1 : 1));
  const seen = new Set<string>();
  let tried = 0;
  for (const { p } of scored) {
    const l = p.display.toLowerCase();
    if (seen.has(l) || !l.includes(' ')) continue;
    seen.add(l);
    if (tried++ >= TRIED) break;
    if (ok(l)) return l;
  }
  return undefined;
}
