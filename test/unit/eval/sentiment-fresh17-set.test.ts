import { OWN_SENTIMENT_FRESH17_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh17', OWN_SENTIMENT_FRESH17_FILE, '2026-12-15 and 2026-12-29 (sentiment 2026-12-10 the default)');
