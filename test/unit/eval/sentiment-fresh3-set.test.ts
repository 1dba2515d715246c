import { OWN_SENTIMENT_FRESH3_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh3', OWN_SENTIMENT_FRESH3_FILE, '2026-12-01');
