import { OWN_SENTIMENT_FRESH6_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh6', OWN_SENTIMENT_FRESH6_FILE, '2026-12-04');
