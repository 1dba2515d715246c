/**
 * The label steps that follow the first choice of a short label (nameTypical of theme-typical-names.ts), in the order
 * they run, each switched on by its version's flag; each takes the label so far and the theme's context.
 */
import type { LabelStep } from './theme-label-context.js';
import { mostSaidLabel } from './theme-label-most.js';
import { saidOfLabel } from './theme-label-said.js';
import { termsLabel } from './theme-label-terms.js';
import { sharedSayingLabel } from './theme-label-shared.js';
import { verdictLabel } from './theme-label-verdict.js';
import { wishLabel } from './theme-label-wish.js';
import { complaintLabel } from './theme-label-complaint.js';
import { kindredComplaintLabel } from './theme-label-kindred.js';
import { unfoundedProblemsLabel } from './theme-label-unfounded.js';
import { fragmentLabel } from './theme-label-fragment.js';
import { kindLabel } from './theme-label-kind.js';
import { phraseLabel } from './theme-label-phrase.js';
import { polarityLabel } from './theme-label-polarity.js';
import { praiseOrPriceLabel } from './theme-label-praise.js';
import { nonAnswerLabel } from './theme-label-non-answer.js';
import { severalLabel } from './theme-label-several.js';
import { carryOnLabel } from './theme-carry-on.js';

/** Which rules of the shared-idea naming a version switches on. */
export interface StepFlags {
  /** 2026-12-02: a label of bare nouns gets the qualifier its members write of it (theme-stated-ideas.ts). */ stated?: boolean;
  /** 2026-12-03: theme-label-support.ts. */ writtenOf?: boolean;
  /** 2026-12-04: theme-label-heads.ts. */ sharedHead?: boolean;
  /** 2026-12-04: sharedLemmaChoice of theme-label-heads.ts. */ sharedLemma?: boolean;
  /** 2026-12-05: theme-label-ideas.ts. */ prepositions?: boolean;
  loneByLemma?: boolean;
  nounsUndenied?: boolean;
  /** 2026-12-08: theme-label-checks.ts. */ checks?: boolean;
  /** 2026-12-10: theme-label-most.ts. */ mostSaid?: boolean;
  /** 2026-12-12: theme-label-said.ts. */ saidOf?: boolean;
  /** 2026-12-14: theme-label-terms.ts, and the theme's own words of the context (themeExclusions). */ membersTerms?: boolean;
  /** 2026-12-17: theme-label-shared.ts. */ sharedSaying?: boolean;
  /** 2026-12-19: theme-label-verdict.ts. */ thingVerdict?: boolean;
  /** 2026-12-22: theme-label-wish.ts. */ wishes?: boolean;
  /** 2026-12-24: theme-label-complaint.ts. */ complaints?: boolean;
  /** 2026-12-25: theme-label-kindred.ts. */ kindredComplaints?: boolean;
  /** 2026-12-25: theme-label-unfounded.ts. */ unfoundedProblems?: boolean;
  /** 2026-12-27: theme-label-fragment.ts. */ fragments?: boolean;
  /** 2026-12-28: theme-label-kind.ts. */ kinds?: boolean;
  /** 2026-12-29: theme-label-phrase.ts. */ phrases?: boolean;
  /** 2026-12-30: theme-label-polarity.ts. */ polarity?: boolean;
  /** 2026-12-31: theme-label-praise.ts. */ praisedOrPrice?: boolean;
  /** 2027-01-01: theme-label-non-answer.ts (and the grouping of theme-non-answers.ts). */ nonAnswers?: boolean;
  /** 2027-01-01: theme-label-several.ts. */ sharedBySeveral?: boolean;
  /** 2027-01-02: the non-answers of nonAnswers with the carry-on answers of theme-carry-on.ts. */ carryOn?: boolean;
}

/** The flags of the steps from 2026-12-30 on, which a version's settings carry under the same names. */
export type LaterStepFlags = Pick<StepFlags, 'polarity' | 'praisedOrPrice' | 'nonAnswers' | 'sharedBySeveral' | 'carryOn'>;

/** The later steps' flags a version's settings switch on, as the naming reads them. */
export function laterStepFlags(settings: LaterStepFlags): LaterStepFlags {
  const on = (['polarity', 'praisedOrPrice', 'nonAnswers', 'sharedBySeveral', 'carryOn'] as const).filter((flag) => settings[flag]);
  return Object.fromEntries(on.map((flag) => [flag, true]));
}

/** The label steps in the order they run, with whether each is on. */
export function labelSteps(flags: StepFlags | undefined): readonly (readonly [boolean | undefined, LabelStep])[] {
  return [
    // 2026-12-10: a label of a few members' words gives way to one around the word most of the theme writes (theme-label-most.ts).
    [flags?.mostSaid, mostSaidLabel],
    // 2026-12-12: a label of one member's detail, a dropped denial, a fragment or a reversed polarity gives way to what most members say of their thing (theme-label-said.ts).
    [flags?.saidOf, saidOfLabel],
    // 2026-12-14: a padded word, a closing verb or empty noun, or one member's words where the members deny one act, in the members' terms (theme-label-terms.ts).
    [flags?.membersTerms, termsLabel],
    // 2026-12-17: one member's adjective over the thing, or the thing alone where most members say it fails, in what most members say (theme-label-shared.ts).
    [flags?.sharedSaying, sharedSayingLabel],
    // 2026-12-19: a theme of complaints named by its thing alone, in what its members say of it (theme-label-verdict.ts).
    [flags?.thingVerdict, verdictLabel],
    // 2026-12-22: a theme of requests named by one member's detail or its thing alone, in what its members ask for (theme-label-wish.ts).
    [flags?.wishes, wishLabel],
    // 2026-12-24: a theme of complaints named by one member's detail or a thing fewer name, in the complaint most members write (theme-label-complaint.ts).
    [flags?.complaints, complaintLabel],
    // 2026-12-25: a theme of complaints said in different words of one kind, in the complaint they share (theme-label-kindred.ts).
    [flags?.kindredComplaints, kindredComplaintLabel],
    // 2026-12-25: "Problems with X" over members who praise X and mostly do not complain, in their own phrase of X (theme-label-unfounded.ts).
    [flags?.unfoundedProblems, unfoundedProblemsLabel],
    // 2026-12-27: a fragment cut from one answer ("Prices going", "Early on saturdays"), completed as the members write it or in their most written phrase (theme-label-fragment.ts).
    [flags?.fragments, fragmentLabel],
    // 2026-12-28: one member's detail over a theme whose members speak of one kind, in the members' phrase of the kind (theme-label-kind.ts).
    [flags?.kinds, kindLabel],
    // 2026-12-29: a label no member's sentence holds as a phrase (a verb read as a noun, a piece of a hyphenated word, a cut compound or particle, words stitched across a gap), made whole or in the members' most written phrase (theme-label-phrase.ts).
    [flags?.phrases, phraseLabel],
    // 2026-12-30: a label that contradicts most of its writers (a thing they deny or call scarce) or cuts a compound they write, in their phrase (theme-label-polarity.ts).
    [flags?.polarity, polarityLabel],
    // 2026-12-31: "Problems with X" or a denied complaint over praise of X, one member's detail over a verdict on price, a denied worth, in the members' praise or verdict (theme-label-praise.ts).
    [flags?.praisedOrPrice, praiseOrPriceLabel],
    // 2027-01-01: a label only one member's words support, in a phrase two members or more write (theme-label-several.ts).
    [flags?.sharedBySeveral, severalLabel],
    // 2027-01-01: a theme most of whose members give no answer is named by the non-answer they write most (theme-label-non-answer.ts).
    [flags?.nonAnswers && !flags.carryOn, nonAnswerLabel],
    // 2027-01-02: the same, a carry-on answer ("Keep it up", "Can't fault it") read as a non-answer (theme-carry-on.ts).
    [flags?.carryOn, carryOnLabel],
  ];
}
