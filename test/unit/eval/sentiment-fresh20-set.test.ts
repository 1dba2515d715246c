import { OWN_SENTIMENT_FRESH20_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh20', OWN_SENTIMENT_FRESH20_FILE, '2026-12-12 (committed a third time; fresh19 scored on the unchanged default 2026-12-10)');
