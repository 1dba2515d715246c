import { OWN_SENTIMENT_FRESH11_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh11', OWN_SENTIMENT_FRESH11_FILE, '2026-12-09');
