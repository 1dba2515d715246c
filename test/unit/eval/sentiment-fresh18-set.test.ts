import { OWN_SENTIMENT_FRESH18_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh18', OWN_SENTIMENT_FRESH18_FILE, '2026-12-12');
