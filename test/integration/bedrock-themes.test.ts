/**
 * Themes on the Bedrock backend (propose, then assign every input) through the real
 * `@aws-sdk/client-bedrock-runtime`, against the local fake of the Bedrock runtime.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ThemesRequest } from '../../lambdas/core/schemas/requests.js';
import { BEDROCK_V1, BedrockModelProvider } from '../../lambdas/models/bedrock/index.js';
import { computeThemes } from '../../lambdas/operations/themes.js';
import { TOOL_NAMES } from '../../lambdas/models/llm/prompt-data.js';
import { startFakeBedrock, toolUseResponse, type FakeBedrock } from '../helpers/fake-bedrock.js';

let fake: FakeBedrock;

beforeAll(async () => {
  fake = await startFakeBedrock();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const themesModel = () =>
  new BedrockModelProvider({ clientOptions: fake.clientOptions, logger: silent, retry: { maxAttempts: 2, baseDelayMs: 1 } }).themes(BEDROCK_V1);
const converseCalls = () => fake.calls.filter((c) => c.operation === 'converse');
const promptOf = (body: any): string => body.messages[0].content[0].text;
const listed = (prompt: string, tag: string) => (prompt.split(`<${tag}>`)[1]?.split(`</${tag}>`)[0].match(/"index":/g) ?? []).length;

describe('themes', () => {
  const inputs = [
    'The delivery was late again',
    'Delivery took two weeks',
    'Late delivery, no tracking',
    'The price is too high',
    'Price went up without notice',
    'Fair price for what you get',
    'The app crashes on login',
    'App is slow and crashes',
    '',
    'the delivery was LATE again',
    '   ',
    'The app needs a dark mode',
  ];

  it('puts every input in exactly one theme, with typical members among its own', async () => {
    const { themes, warning } = await themesModel().findThemes(inputs, { minThemes: 2, maxThemes: 4 });

    expect(warning).toBeUndefined();
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.length).toBeLessThanOrEqual(4);
    const members = themes.flatMap((t) => t.members).sort((a, b) => a - b);
    expect(members).toEqual(inputs.map((_, i) => i));
    for (const theme of themes) {
      expect(theme.typical.length).toBeGreaterThan(0);
      expect(theme.typical.every((i) => theme.members.includes(i))).toBe(true);
      expect(theme.shortLabel.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(theme.shortLabel.split(' ').length).toBeLessThanOrEqual(4);
    }
    const themeOf = (i: number) => themes.findIndex((t) => t.members.includes(i));
    expect(themeOf(9)).toBe(themeOf(0)); // same text up to case: same theme
    expect(themeOf(1)).toBe(themeOf(0));
    expect(themeOf(4)).toBe(themeOf(3));
    expect(themeOf(7)).toBe(themeOf(6));
    expect(themeOf(3)).not.toBe(themeOf(0));
    // Proposal sees distinct texts; assignment sends each distinct text once.
    const [proposal, ...assignments] = converseCalls();
    expect(proposal.body.toolConfig.toolChoice.tool.name).toBe(TOOL_NAMES.proposeThemes);
    const schema = proposal.body.toolConfig.tools[0].toolSpec.inputSchema.json.properties.themes;
    expect([schema.minItems, schema.maxItems]).toEqual([2, 4]);
    expect(assignments.map((c) => listed(promptOf(c.body), 'texts'))).toEqual([9]);
  });

  it('steers the themes with the context', async () => {
    const context = 'Focus on the mobile app';
    const { themes } = await themesModel().findThemes(inputs, { minThemes: 2, maxThemes: 3, context });

    const proposal = converseCalls()[0].body;
    expect(promptOf(proposal)).toContain(`<context>\n${JSON.stringify(context)}\n</context>`);
    expect(promptOf(converseCalls()[1].body)).toContain('<context>');
    expect(themes[0].shortLabel).toBe('App Comments');
    expect(themes[0].members.map((i) => inputs[i])).toEqual(['The app crashes on login', 'App is slow and crashes', 'The app needs a dark mode']);
  });

  it('asks again when the proposal breaks minThemes/maxThemes or repeats a label', async () => {
    const theme = (label: string) => ({ shortLabel: label, label: `${label} issues`, description: `About ${label}.` });
    fake.enqueue(
      'converse',
      toolUseResponse(TOOL_NAMES.proposeThemes, { themes: [theme('Delivery Delays'), theme('delivery delays'), theme('Pricing'), theme('App'), theme('Other')] }),
      toolUseResponse(TOOL_NAMES.proposeThemes, { themes: [theme('Delivery Delays'), theme('Price Concerns'), theme('App Problems')] }),
    );
    const { themes } = await themesModel().findThemes(inputs, { minThemes: 2, maxThemes: 3 });

    const feedback = converseCalls()[1].body.messages[2].content[0].toolResult.content[0].text;
    expect(feedback).toContain('themes: Too big');
    expect(themes.map((t) => t.shortLabel)).toEqual(['Delivery Delays', 'Price Concerns', 'App Problems']);
  });

  it('assigns in batches of 40 distinct comments', async () => {
    const many = Array.from({ length: 100 }, (_, i) => `${['delivery', 'price', 'app'][i % 3]} ${i}`);
    const { themes } = await themesModel().findThemes(many, { minThemes: 3, maxThemes: 3 });

    const assignCalls = converseCalls().filter((c) => c.body.toolConfig.toolChoice.tool.name === TOOL_NAMES.assignThemes);
    expect(assignCalls.map((c) => listed(promptOf(c.body), 'texts'))).toEqual([40, 40, 20]);
    expect(themes.map((t) => t.members.length).sort()).toEqual([33, 33, 34]);
  });

  it('fails when the assignment leaves a comment out twice', async () => {
    const proposal = toolUseResponse(TOOL_NAMES.proposeThemes, {
      themes: [
        { shortLabel: 'Delivery Delays', label: 'Late deliveries', description: 'Late deliveries.' },
        { shortLabel: 'Pricing Concerns', label: 'Prices', description: 'Prices.' },
      ],
    });
    const partial = toolUseResponse(TOOL_NAMES.assignThemes, { assignments: [{ index: 0, theme: 0, typicality: 1 }] });
    fake.enqueue('converse', proposal, partial, partial);

    await expect(themesModel().findThemes(['late', 'slow', 'pricey', 'costly'], { minThemes: 2, maxThemes: 2 })).rejects.toThrow(
      /assign_themes answer in 2 attempts/,
    );
  });

  it('forms fewer themes with a warning when the inputs cannot support minThemes', async () => {
    const { themes, warning } = await themesModel().findThemes(['late delivery', 'high price', 'late delivery'], { minThemes: 3, maxThemes: 5 });

    expect(themes).toHaveLength(1);
    expect(themes[0].members).toEqual([0, 1, 2]);
    expect(warning).toMatch(/Only 2 distinct non-blank comments were given, too few for 3 themes/);
    expect(converseCalls()).toHaveLength(1); // one theme: nothing to assign
  });
});

describe('themes use case on the Bedrock backend', () => {
  it('returns exactly two verbatim representatives per theme, largest theme first', async () => {
    const inputs = ['Late delivery again', 'delivery was late', 'Delivery took weeks', 'Price is too high', 'price went up', 'price is fine'];
    const { result } = await computeThemes({ inputs, minThemes: 2, maxThemes: 2 } as ThemesRequest, themesModel());

    expect(result.themes).toHaveLength(2);
    for (const theme of result.themes) {
      expect(theme.representatives).toHaveLength(2);
      expect(theme.representatives.every((r) => inputs.includes(r))).toBe(true);
      expect(theme.representatives[0]).not.toBe(theme.representatives[1]);
    }
    expect(result.themes.map((t) => t.shortLabel)).toEqual(['Delivery Comments', 'Price Comments']);
  });
});
