import { OWN_SENTIMENT_FRESH21_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh21', OWN_SENTIMENT_FRESH21_FILE, '2026-12-13');
