import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import type { UnsharedNaming } from '../../../lambdas/models/local/theme-idea-names.js';
import { nameAnswerGroups } from './theme-idea-groups.js';
import { sharedStems, sharedWindows } from '../../../lambdas/models/local/theme-shared-words.js';

/** Short labels of themes given as lists of answers (largest first). */
const name = (themes: string[][], unshared: UnsharedNaming) => nameAnswerGroups(themes, [], unshared).map((l) => l.shortLabel);

/** Ferry passengers: the later themes share no two-word phrase between two members. */
const FERRY = [
  ['The cabin was spotless.', 'Clean cabins and fresh towels.', 'Our cabin was clean and quiet.', 'Spotless cabin, comfortable beds.'],
  ['The queue at the terminal was far too long.', 'Long queues at every single crossing.', 'Boarding was delayed because the queue barely moved.'],
  ['It took forever to get off at the port.', 'Nobody told us which deck the cars were on.', 'Getting off took ages because the car deck doors jammed.'],
];

describe('names of themes 2026-11-28 without a shared phrase', () => {
  it('names the word several members write, in their words, not one member\'s phrase or first words', () => {
    const before = name(FERRY, 'first-words');
    const after = name(FERRY, 'shared-words');
    expect(after[0]).toBe(before[0]);
    for (const label of after.slice(1)) {
      const words = label.toLowerCase().split(' ');
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(4);
      // Never a sentence cut short at a function word ("Crossing left an").
      expect(words[words.length - 1]).not.toMatch(/^(a|an|the|our|my|was|were|is|to|of|and)$/);
    }
    // 2026-11-27 took one member's phrase, about crossings, for a theme whose members all write of queues.
    expect(before[1]).toBe('Single crossing');
    expect(after[1]).toBe('Long queues');
    expect(after[2]).toBe('Car deck');
  });

  it('keeps only words two members write, and windows that end in a noun and follow no negation', () => {
    const texts = ['The strap rubs a sore patch on my wrist.', 'It pinches my wrist.', 'The strap is not too tight on my wrist.'];
    const { tags } = analyseAndTagTexts(texts);
    const stems = sharedStems([0, 1, 2], tags, [1, 1, 1], new Set(), 2);
    expect([...stems.keys()].sort()).toEqual(['strap', 'wrist']);
    const windows = sharedWindows([0, 1, 2], tags, stems, new Set());
    expect(windows).toContain('patch on my wrist');
    expect(windows.every((w) => /(wrist|strap)$/.test(w) || /\bwrist\b|\bstrap\b/.test(w))).toBe(true);
    expect(windows.some((w) => /tight/.test(w))).toBe(false);
  });

  it('puts no number word in a window', () => {
    const texts = ['Students log in on a second computer.', 'A second computer sits on the desk.'];
    const { tags } = analyseAndTagTexts(texts);
    const stems = sharedStems([0, 1], tags, [1, 1], new Set(), 2);
    const windows = sharedWindows([0, 1], tags, stems, new Set(), false);
    expect(windows.length).toBeGreaterThan(0);
    expect(windows.some((w) => /second/.test(w))).toBe(false);
  });
});
