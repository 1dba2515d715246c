import { describe, expect, it } from 'vitest';
import { assignInputs } from '../../../lambdas/operations/theme-assignments.js';
import { computeThemes } from '../../../lambdas/operations/themes.js';
import type { ThemesModel } from '../../../lambdas/core/ports/models.js';

const theme = (name: string) => ({ shortLabel: name, label: name, description: name, representatives: [name, name] as [string, string] });

describe('assignInputs', () => {
  it('maps members to theme positions, blanks to -1, and counts non-blank sizes', () => {
    const inputs = ['a', 'b', ' ', 'c', 'd'];
    const out = assignInputs(inputs, [
      { theme: theme('x'), members: [0, 1, 2], draftIndex: 0 },
      { theme: theme('y'), members: [3, 4], draftIndex: 1 },
    ], undefined);
    expect(out.assignments).toEqual([0, 0, -1, 1, 1]);
    expect(out.themes.map((t) => t.size)).toEqual([2, 2]);
  });

  it('places members of dropped themes by preference and re-orders themes by size', () => {
    const inputs = ['a', 'b', 'c', 'd', 'e', 'f'];
    // Draft 1 was dropped; its members 3, 4 and 5 prefer draft 2, which then outgrows draft 0.
    const preferences = [[0], [0], [2], [1, 2, 0], [1, 2, 0], [1, 2, 0]];
    const out = assignInputs(inputs, [
      { theme: theme('x'), members: [0, 1], draftIndex: 0 },
      { theme: theme('z'), members: [2], draftIndex: 2 },
    ], preferences);
    expect(out.themes.map((t) => [t.shortLabel, t.size])).toEqual([['z', 4], ['x', 2]]);
    expect(out.assignments).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('without preferences, members of a dropped theme join the largest kept theme', () => {
    const out = assignInputs(['a', 'b', 'c'], [{ theme: theme('x'), members: [0], draftIndex: 0 }], undefined);
    expect(out.assignments).toEqual([0, 0, 0]);
    expect(out.themes[0].size).toBe(3);
  });
});

describe('computeThemes with includeAssignments', () => {
  const model: ThemesModel = {
    async findThemes() {
      return {
        themes: [
          { shortLabel: 'Small one', label: 's', description: 's', members: [4], typical: [4] },
          { shortLabel: 'Big one', label: 'b', description: 'b', members: [0, 1, 2, 3], typical: [0, 1] },
        ],
        preferences: [[1], [1], [1], [1], [1, 0]],
      };
    },
  };
  const inputs = ['p', 'q', 'r', 's', 't'];

  it('leaves the body as it was without the flag', async () => {
    const { result } = await computeThemes({ inputs }, model);
    expect(Object.keys(result)).toEqual(['themes']);
    expect(result.themes.map((t) => t.shortLabel)).toEqual(['Big one', 'Small one']);
    expect(result.themes.every((t) => !('size' in t))).toBe(true);
  });

  it('adds sizes and assignments, and reassigns members of pruned themes', async () => {
    const { result } = await computeThemes({ inputs, includeAssignments: true }, model);
    expect(result.assignments).toEqual([0, 0, 0, 0, 1]);
    expect(result.themes.map((t) => t.size)).toEqual([4, 1]);
    const pruned = await computeThemes({ inputs, includeAssignments: true, prune: 30 }, model);
    expect(pruned.result.themes.map((t) => t.shortLabel)).toEqual(['Big one']);
    expect(pruned.result.assignments).toEqual([0, 0, 0, 0, 0]);
    expect(pruned.result.themes[0].size).toBe(5);
  });
});
