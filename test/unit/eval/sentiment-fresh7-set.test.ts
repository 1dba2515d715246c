import { OWN_SENTIMENT_FRESH7_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh7', OWN_SENTIMENT_FRESH7_FILE, '2026-12-05');
