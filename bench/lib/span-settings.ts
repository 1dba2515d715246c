import * as spans from '../../lambdas/models/local/extractions-spans.js';
import type { SpanSettings } from '../../lambdas/models/local/extractions-spans.js';

/** The span settings of an extractions version id ("2026-12-15" → SPAN_SETTINGS_2026_12_15), for the scripts that read versions side by side. */
export function spanSettingsOf(version: string): SpanSettings {
  const found = (spans as unknown as Record<string, SpanSettings | undefined>)[`SPAN_SETTINGS_${version.replace(/-/gu, '_')}`];
  if (found === undefined) throw new Error(`No extractions settings for ${version}`);
  return found;
}
