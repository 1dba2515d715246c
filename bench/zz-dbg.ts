import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { find20261212, opposableSides } from '../lambdas/models/local/sentiment-decision-2026-12-12.js';
import { contrastOf, listedWay } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { readFileSync } from 'node:fs';
const texts = readFileSync(0, 'utf8').split('\n').filter(Boolean);
const m = new BlendedSentimentModel(new UseLiteEncoder(), { find: (t: string) => find20261212(t), decide: (t, p, c, judged) => {
  const s = opposableSides(t.replace(/\s+/gu, ' ').trim());
  console.log(t, '| contrastOf', JSON.stringify(contrastOf(t)), '| sides', JSON.stringify(s), s ? s.map((x) => [listedWay(x).way, judged.get(x)?.slice(0, 2).map((v) => v.toFixed(2))]) : '');
  return { sentiment: 'neutral', confidence: 0 };
} });
await m.classify(texts);
