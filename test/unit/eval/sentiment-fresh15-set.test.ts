import { OWN_SENTIMENT_FRESH15_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh15', OWN_SENTIMENT_FRESH15_FILE, '2026-12-11');
