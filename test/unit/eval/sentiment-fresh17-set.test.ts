import { OWN_SENTIMENT_FRESH17_FILE } from '../../../bench/eval/own-sets.js';
import { describeSentimentCheckSet } from './sentiment-check-set.js';

describeSentimentCheckSet('fresh17', OWN_SENTIMENT_FRESH17_FILE, '2026-12-13');
