import { OWN_SENTIMENT_FRESH5_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh5', OWN_SENTIMENT_FRESH5_FILE, '2026-12-03');
