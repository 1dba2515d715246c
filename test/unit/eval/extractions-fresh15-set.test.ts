import { OWN_EXTRACTIONS_FRESH15_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-14 (split "fresh15"); the shape shared with fresh2 to fresh14 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh15', OWN_EXTRACTIONS_FRESH15_FILE, '2026-12-14', ['landscape gardener', 'wedding photographer', 'farm shop', 'blinds fitter', 'pilates studio'], { times: false });
