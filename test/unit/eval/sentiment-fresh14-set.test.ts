import { OWN_SENTIMENT_FRESH14_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh14', OWN_SENTIMENT_FRESH14_FILE, '2026-12-10');
