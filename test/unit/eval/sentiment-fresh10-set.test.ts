import { OWN_SENTIMENT_FRESH10_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh10', OWN_SENTIMENT_FRESH10_FILE, '2026-12-08');
