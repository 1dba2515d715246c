import type { ThemeDraft, ThemeOptions, ThemesModel, ThemesOutcome } from '../../core/ports/models.js';
import { assignThemes, type Assignment } from './themes-assign.js';
import { proposeThemes, type ProposedTheme } from './themes-propose.js';
import { distinctTexts, type DistinctTexts } from '../../core/themes/distinct-texts.js';
import { sampleForProposal } from './themes-sample.js';
import { emptyUsage, type TextModel } from './answer-tool.js';

/** A theme needs this many distinct comments to be more than one person's remark (as locally). */
const MIN_DISTINCT_PER_THEME = 2;
/** How many typical members each theme lists (the use case shows two). */
export const TYPICAL_LIMIT = 5;
/** Typicality of every comment when there is a single theme and nothing is asked of the model. */
const SOLE_THEME_TYPICALITY = 1;

interface CountBounds {
  min: number;
  max: number;
  warning?: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** How many themes to ask for; fewer than minThemes (with a warning) when the comments cannot support them. */
export function themeCountBounds(distinct: number, options: ThemeOptions): CountBounds {
  const supported = Math.max(1, Math.floor(distinct / MIN_DISTINCT_PER_THEME));
  if (distinct >= MIN_DISTINCT_PER_THEME * options.minThemes) {
    return { min: options.minThemes, max: Math.max(options.minThemes, Math.min(options.maxThemes, supported)) };
  }
  const k = Math.min(options.maxThemes, supported);
  const given = `Only ${plural(distinct, 'distinct non-blank comment')} ${distinct === 1 ? 'was' : 'were'} given`;
  const warning =
    k < options.minThemes
      ? `${given}, too few for ${plural(options.minThemes, 'theme')} of at least ${MIN_DISTINCT_PER_THEME} distinct comments each, ` +
        `so ${plural(k, 'theme')} ${k === 1 ? 'was' : 'were'} formed.`
      : `${given}, so there was nothing to group: it forms the only theme.`;
  return { min: k, max: k, warning };
}

/**
 * Themes with an LLM (any transport), in two steps:
 *  1. propose: the model reads a bounded, deterministic sample of the distinct comments (about
 *     6,000 tokens, see `PROPOSAL_SAMPLE`) and the `context`, and proposes min..max themes;
 *  2. assign: every distinct comment is assigned to one theme by the model, 40 to a call,
 *     with a typicality score that ranks the representatives.
 * Assignment is done by the LLM rather than by nearest theme in embedding space because the
 * themes are the LLM's own, context-steered definitions: an embedding of "complaints about
 * staff" sits next to "praise for staff" and next to every comment that merely mentions staff,
 * while the model applies the description it wrote. It also keeps the themes on one model
 * (no embedding call per comment) and gives typicality for free; the cost is about one call
 * per 40 distinct comments. Identical comments (up to case and spacing) are sent once; blank
 * ones join the largest theme.
 */
export class LlmThemesModel implements ThemesModel {
  constructor(private readonly model: TextModel) {}

  async findThemes(inputs: readonly string[], options: ThemeOptions): Promise<ThemesOutcome> {
    const started = Date.now();
    const distinct = distinctTexts(inputs);
    if (distinct.texts.length === 0) return allBlank(inputs.length);
    const bounds = themeCountBounds(distinct.texts.length, options);
    const context = options.context?.trim() || undefined;
    const usage = emptyUsage();
    const proposed = await proposeThemes(
      this.model,
      { sample: sampleForProposal(distinct), distinctCount: distinct.texts.length, minThemes: bounds.min, maxThemes: bounds.max, context },
      usage,
    );
    const assignments: Assignment[] =
      proposed.length === 1
        ? distinct.texts.map(() => ({ theme: 0, typicality: SOLE_THEME_TYPICALITY }))
        : await assignThemes(this.model, { texts: distinct.texts, themes: proposed, context }, usage);
    const themes = assemble(proposed, assignments, distinct);
    this.model.logger.info(`${this.model.backend} themes`, {
      modelId: this.model.modelId,
      inputs: inputs.length,
      distinct: distinct.texts.length,
      proposed: proposed.length,
      formed: themes.length,
      ...usage,
      durationMs: Date.now() - started,
    });
    const warning = bounds.warning ?? emptyThemesWarning(proposed.length, themes.length, options.minThemes);
    return warning ? { themes, warning } : { themes };
  }
}

/** Drafts over the inputs: members expanded from distinct texts, typical ones by typicality. */
function assemble(proposed: readonly ProposedTheme[], assignments: readonly Assignment[], distinct: DistinctTexts): ThemeDraft[] {
  const groups: number[][] = proposed.map(() => []);
  assignments.forEach((a, id) => groups[a.theme].push(id));
  const firstInput = (id: number) => distinct.members[id][0];
  const drafts = proposed
    .map((theme, t) => ({ theme, ids: groups[t] }))
    // A proposed theme nobody was assigned to has no members and no representatives to show.
    .filter(({ ids }) => ids.length > 0)
    .map(({ theme, ids }) => ({
      ...theme,
      members: ids.flatMap((id) => distinct.members[id]).sort((a, b) => a - b),
      typical: [...ids]
        .sort((a, b) => assignments[b].typicality - assignments[a].typicality || firstInput(a) - firstInput(b))
        .slice(0, TYPICAL_LIMIT)
        .map(firstInput),
    }));
  if (distinct.blanks.length > 0) {
    // Every input must belong to a theme; blank ones say nothing, so the largest theme takes them.
    const largest = drafts.reduce((best, d) => (d.members.length > best.members.length ? d : best), drafts[0]);
    largest.members = [...largest.members, ...distinct.blanks].sort((a, b) => a - b);
    largest.description += ` It also holds ${plural(distinct.blanks.length, 'blank answer')}.`;
  }
  return drafts;
}

function emptyThemesWarning(proposed: number, formed: number, minThemes: number): string | undefined {
  if (formed >= minThemes) return undefined;
  return `The model assigned no comments to ${plural(proposed - formed, 'proposed theme')}, so ${plural(formed, 'theme')} ${formed === 1 ? 'was' : 'were'} formed.`;
}

function allBlank(count: number): ThemesOutcome {
  return {
    themes: [
      {
        shortLabel: 'Blank Answers',
        label: 'Blank answers',
        description: `All ${plural(count, 'answer')} ${count === 1 ? 'was' : 'were'} blank.`,
        members: Array.from({ length: count }, (_, i) => i),
        typical: [0],
      },
    ],
    warning: 'Every comment was blank, so there was nothing to group: all are in one theme.',
  };
}
