import { OWN_SENTIMENT_FRESH16_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh16', OWN_SENTIMENT_FRESH16_FILE, '2026-12-12');
