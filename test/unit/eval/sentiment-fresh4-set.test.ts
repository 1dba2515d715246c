import { OWN_SENTIMENT_FRESH4_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh4', OWN_SENTIMENT_FRESH4_FILE, '2026-12-02');
