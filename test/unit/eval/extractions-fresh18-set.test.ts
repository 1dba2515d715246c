import { OWN_EXTRACTIONS_FRESH18_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-17 (split "fresh18"); the shape shared with fresh2 to fresh17 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh18', OWN_EXTRACTIONS_FRESH18_FILE, '2026-12-17', ['mobile mechanic', 'ironing service', 'hot tub hire', 'sports massage', 'pest control'], { times: true });
