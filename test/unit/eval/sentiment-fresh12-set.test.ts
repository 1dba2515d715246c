import { OWN_SENTIMENT_FRESH12_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh12', OWN_SENTIMENT_FRESH12_FILE, '2026-12-10');
