import { OWN_SENTIMENT_FRESH13_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh13', OWN_SENTIMENT_FRESH13_FILE, '2026-12-10');
