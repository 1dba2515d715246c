import { OWN_SENTIMENT_FRESH19_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh19', OWN_SENTIMENT_FRESH19_FILE, '2026-12-12 (committed again; fresh18 scored on the unchanged default 2026-12-10)');
