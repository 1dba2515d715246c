import { OWN_EXTRACTIONS_FRESH17_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-16 (split "fresh17"); the shape shared with fresh2 to fresh16 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh17', OWN_EXTRACTIONS_FRESH17_FILE, '2026-12-16', ['gutter cleaning', 'aquarium', 'computer repair shop', 'boarding kennels', 'balloon flight'], { times: true });
