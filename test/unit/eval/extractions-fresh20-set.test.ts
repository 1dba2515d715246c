import { OWN_EXTRACTIONS_FRESH20_FILE } from '../../../bench/eval/own-sets.js';
import { describeFiveDomainBlindSet } from './extraction-check-set.js';

/** The blind extraction set of 2026-12-19 (split "fresh20"); the shape shared with fresh2 to fresh19 is checked in own-sets.test.ts. */
describeFiveDomainBlindSet('fresh20', OWN_EXTRACTIONS_FRESH20_FILE, '2026-12-19', ['dry cleaner', 'van hire', 'nail salon', 'golf driving range', 'plumber'], { times: true });
