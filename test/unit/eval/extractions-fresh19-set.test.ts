import { OWN_EXTRACTIONS_FRESH19_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-18 (split "fresh19"); the shape shared with fresh2 to fresh18 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh19', OWN_EXTRACTIONS_FRESH19_FILE, '2026-12-18', ['riding school', 'stairlift installer', 'self-storage', 'cake maker', 'chiropodist'], { times: true });
