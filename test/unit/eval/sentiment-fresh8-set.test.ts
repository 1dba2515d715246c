import { OWN_SENTIMENT_FRESH8_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh8', OWN_SENTIMENT_FRESH8_FILE, '2026-12-06');
