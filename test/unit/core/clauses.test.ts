import { describe, expect, it } from 'vitest';
import { splitClauses, trimSpan, type ClauseSpan } from '../../../lambdas/core/text/clauses.js';

const texts = (s: string) => splitClauses(s).map((c) => c.text);

/** The invariants every split must satisfy, whatever the input. */
function expectWellFormed(text: string, spans: ClauseSpan[]): void {
  let previousEnd = 0;
  for (const span of spans) {
    expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(span.end).toBeGreaterThan(span.start);
    expect(span.start).toBeGreaterThanOrEqual(previousEnd);
    expect(span.text).toBe(span.text.trim());
    // Never cut inside a surrogate pair.
    expect(span.text.charCodeAt(0) & 0xfc00).not.toBe(0xdc00);
    expect(span.text.charCodeAt(span.text.length - 1) & 0xfc00).not.toBe(0xd800);
    previousEnd = span.end;
  }
}

describe('splitClauses', () => {
  it('splits at contrastive conjunctions and drops the conjunction', () => {
    expect(texts('great food but rude staff')).toEqual(['great food', 'rude staff']);
    expect(texts('The pasta was cold but the waiter was lovely')).toEqual(['The pasta was cold', 'the waiter was lovely']);
    expect(texts('The battery is excellent, however the screen scratches easily.')).toEqual([
      'The battery is excellent',
      'the screen scratches easily',
    ]);
    expect(texts('The room was small whereas the lobby was huge')).toEqual(['The room was small', 'the lobby was huge']);
  });

  it('splits sentences, semicolons, newlines, spaced dashes and parentheses', () => {
    expect(texts('Good coffee. Slow service! Would I return? Maybe')).toEqual(['Good coffee', 'Slow service', 'Would I return', 'Maybe']);
    expect(texts('Cheap; cheerful')).toEqual(['Cheap', 'cheerful']);
    expect(texts('line one\nline two')).toEqual(['line one', 'line two']);
    expect(texts('We arrived at noon - the place was empty - and nobody came')).toEqual([
      'We arrived at noon',
      'the place was empty',
      'nobody came',
    ]);
    expect(texts('The fish (a huge portion) was fresh')).toEqual(['The fish', 'a huge portion', 'was fresh']);
  });

  it('ends a fronted subordinate clause at its comma', () => {
    expect(texts('Although the food was good, the service was slow.')).toEqual(['the food was good', 'the service was slow']);
    expect(texts('Even though it is pricey, we love it')).toEqual(['it is pricey', 'we love it']);
  });

  it('splits at a comma before a connective but not inside a list', () => {
    expect(texts('It was fine, and the staff were friendly')).toEqual(['It was fine', 'the staff were friendly']);
    expect(texts('We had pasta, salad, and bread.')).toEqual(['We had pasta, salad, and bread']);
    expect(texts('Service was slow, so we left')).toEqual(['Service was slow', 'we left']);
  });

  it('splits "and" only between two clauses with their own verbs', () => {
    expect(texts('The pasta was cold and the waiter was rude')).toEqual(['The pasta was cold', 'the waiter was rude']);
    expect(texts('My wife and I loved it')).toEqual(['My wife and I loved it']);
    expect(texts('Salt and pepper were on the table')).toEqual(['Salt and pepper were on the table']);
  });

  it('keeps non-contrastive uses of but/while/yet/though together', () => {
    expect(texts('It was nothing but trouble')).toEqual(['It was nothing but trouble']);
    expect(texts('We waited for a while')).toEqual(['We waited for a while']);
    expect(texts("I haven't tried the dessert yet.")).toEqual(["I haven't tried the dessert yet"]);
    expect(texts('Service was slow though.')).toEqual(['Service was slow though']);
    expect(texts('The food, however, was bad.')).toEqual(['The food, however, was bad']);
  });

  it('does not end sentences at abbreviations, decimals or a lowercase ellipsis', () => {
    expect(texts('Mr. Smith runs the U.S. branch')).toEqual(['Mr. Smith runs the U.S. branch']);
    expect(texts('Prices are 3.5% higher')).toEqual(['Prices are 3.5% higher']);
    expect(texts('The food was... okay')).toEqual(['The food was... okay']);
  });

  it('keeps symbols and balanced quotes at clause edges', () => {
    expect(texts('It costs $20')).toEqual(['It costs $20']);
    expect(texts('"Great" place, even though it\'s pricey')).toEqual(['"Great" place', "it's pricey"]);
    expect(texts('They said "never again".')).toEqual(['They said "never again"']);
  });

  it('keeps offsets right around emoji and other surrogate pairs', () => {
    const text = 'Love it 😍 but the battery dies 🔋. 𝒜wful 👎🏽; ok';
    const spans = splitClauses(text);
    expect(spans.map((s) => s.text)).toEqual(['Love it 😍', 'the battery dies 🔋', '𝒜wful 👎🏽', 'ok']);
    expectWellFormed(text, spans);
    expect(spans[1].start).toBe(text.indexOf('the battery'));
  });

  it('returns nothing for text without content', () => {
    expect(splitClauses('')).toEqual([]);
    expect(splitClauses('  ...  ;; !! ')).toEqual([]);
    expect(splitClauses('but')).toEqual([]);
  });

  it('always returns exact, ordered, trimmed slices (seeded fuzz)', () => {
    const pool = ['the', 'food', 'but', 'and', 'was', 'good', 'however', ',', '.', ';', '!', '?', ' ', ' ', ' ', '😍', '🔋', '"', "'", '(', ')', ' - ', '\n', 'Mr.', '3.5', 'while', 'a', 'é', '…'];
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 400; n++) {
      const length = 1 + Math.floor(next() * 25);
      const text = Array.from({ length }, () => pool[Math.floor(next() * pool.length)]).join(next() < 0.5 ? ' ' : '');
      expectWellFormed(text, splitClauses(text));
    }
  });
});

describe('trimSpan', () => {
  const trimmed = (text: string, start = 0, end = text.length) => {
    const span = trimSpan(text, start, end);
    return text.slice(span.start, span.end);
  };

  it('drops surrounding whitespace and punctuation', () => {
    expect(trimmed('  , the soup was cold!  ')).toBe('the soup was cold');
    expect(trimmed('(great)')).toBe('great');
  });

  it('drops leading conjunctions and discourse fillers but keeps determiners', () => {
    expect(trimmed('and the staff')).toBe('the staff');
    expect(trimmed('But, also the pizza')).toBe('the pizza');
    expect(trimmed('However, the screen scratches')).toBe('the screen scratches');
    expect(trimmed('Well, the service')).toBe('the service');
    expect(trimmed('even though it rained')).toBe('it rained');
    expect(trimmed('The andouille')).toBe('The andouille');
    expect(trimmed('Butter chicken')).toBe('Butter chicken');
    expect(trimmed('well done steak')).toBe('well done steak');
  });

  it('works on a sub-range and returns offsets into the full text', () => {
    const text = 'Great food, but the staff was rude.';
    const span = trimSpan(text, text.indexOf(','), text.length);
    expect(text.slice(span.start, span.end)).toBe('the staff was rude');
    expect(span.start).toBe(text.indexOf('the staff'));
  });

  it('returns an empty span when only fillers remain', () => {
    const span = trimSpan(' and, so ', 0, 9);
    expect(span.end).toBe(span.start);
  });

  it('keeps quotes and brackets whose partner is inside', () => {
    expect(trimmed('"perks" were great')).toBe('"perks" were great');
    expect(trimmed('the soup (lentil)')).toBe('the soup (lentil)');
    expect(trimmed('"unbalanced')).toBe('unbalanced');
  });
});
