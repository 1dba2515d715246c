/**
 * Reads the small probe themes of test/fixtures/themes-probes-mend (one theme each: a label, its answers, a gold label) through
 * the label steps of themes 2026-12-25 (kindredComplaintLabel, unfoundedProblemsLabel) as a theme of those members alone,
 * and prints the label before the step -> after it. Usage: node --import tsx bench/eval/read-label-step-probes.ts
 */
import { readFileSync } from 'node:fs';
import { analyseAndTagTexts } from '../../lambdas/models/local/keyphrases-local.js';
import { kindredComplaintLabel } from '../../lambdas/models/local/theme-label-kindred.js';
import { unfoundedProblemsLabel } from '../../lambdas/models/local/theme-label-unfounded.js';
import { labelContext } from '../../lambdas/models/local/theme-label-context.js';
import { plainName } from '../../lambdas/models/local/theme-label-rules.js';
import { labelFault } from '../../lambdas/models/local/theme-label-checks.js';
import { phraseCandidates } from '../../lambdas/models/local/theme-phrase-candidates.js';

const { probes } = JSON.parse(readFileSync(new URL('../../test/fixtures/themes-probes-mend/label-steps.json', import.meta.url), 'utf8')) as {
  probes: { name: string; step: 'kindred' | 'unfounded'; label: string; gold: string; answers: string[] }[];
};
for (const p of probes) {
  const { tags } = analyseAndTagTexts(p.answers);
  const order = p.answers.map((_, i) => i);
  const weights = order.map(() => 1);
  const context = labelContext({ typicalOrder: order, tags, weights, size: p.answers.length, excluded: new Set(), ok: (l) => plainName(l) && labelFault(l, order, tags, p.answers.length) === undefined, free: plainName, pool: () => phraseCandidates(order, tags, weights, new Set()) });
  const after = (p.step === 'kindred' ? kindredComplaintLabel : unfoundedProblemsLabel)(p.label, context) ?? p.label.toLowerCase();
  console.log(`${p.name.padEnd(28)} ${p.label} -> ${after}   (gold: ${p.gold})`);
}
