import { OWN_EXTRACTIONS_FRESH16_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-15 (split "fresh16"); the shape shared with fresh2 to fresh15 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh16', OWN_EXTRACTIONS_FRESH16_FILE, '2026-12-15', ['plasterer', 'tailor', 'boat hire', 'oven cleaning', 'walking tour'], { times: false });
