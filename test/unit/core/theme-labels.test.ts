import { describe, expect, it } from 'vitest';
import { finishLabels, fitShortLabel } from '../../../lambdas/core/themes/labels.js';

describe('theme labels', () => {
  it('brings short labels to 2–4 words', () => {
    expect(fitShortLabel('Pricing')).toBe('Pricing Comments');
    expect(fitShortLabel('one two three four five')).toBe('one two three four');
    expect(fitShortLabel('  ')).toBe('General Comments');
  });

  it('makes short labels unique case-insensitively, keeping the first', () => {
    const out = finishLabels([
      { shortLabel: 'Delivery Delays', label: 'a', description: 'b' },
      { shortLabel: 'delivery delays', label: 'c', description: 'd' },
      { shortLabel: 'Delivery delays', label: '', description: '' },
    ]);
    expect(out.map((t) => t.shortLabel)).toEqual(['Delivery Delays', 'delivery delays Two', 'Delivery delays Three']);
    expect(new Set(out.map((t) => t.shortLabel.toLowerCase())).size).toBe(3);
    expect(out[2].label).toBe('Delivery delays Three');
    expect(out[2].description.length).toBeGreaterThan(0);
  });
});
