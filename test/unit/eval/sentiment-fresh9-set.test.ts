import { OWN_SENTIMENT_FRESH9_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh9', OWN_SENTIMENT_FRESH9_FILE, '2026-12-07');
