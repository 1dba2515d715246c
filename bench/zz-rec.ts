import { readFileSync } from 'node:fs';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
const [file, ...versions] = process.argv.slice(2);
const texts = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const p = new LocalModelProvider();
const all = await Promise.all(versions.map((v) => p.sentiment(v).classify(texts)));
texts.forEach((t, i) => console.log(versions.map((v, k) => `${all[k][i].sentiment.padEnd(8)} ${all[k][i].confidence.toFixed(2)}`).join(' | '), t));
