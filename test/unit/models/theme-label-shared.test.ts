import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts, type TaggedWord } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelFault } from '../../../lambdas/models/local/theme-label-checks.js';
import { unrealPraise } from '../../../lambdas/models/local/theme-label-unreal.js';
import { plainName } from '../../../lambdas/models/local/theme-label-rules.js';
import { sharedSayingLabel } from '../../../lambdas/models/local/theme-label-shared.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { bestCpuMs } from '../../helpers/cpu-time.js';

/**
 * The label (capitalised) 2026-12-17 gives a theme of these answers in place of `label` (undefined: the label stays);
 * `checked`: a label must pass the model's own checks (plainName, labelFault) as in the themes model, not any label.
 */
function relabel(label: string, texts: readonly string[], checked = false): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  const order = texts.map((_, i) => i);
  const ok = checked ? (l: string) => plainName(l) && labelFault(l, order, tags, texts.length) === undefined : () => true;
  const next = sharedSayingLabel(label, labelContext({ typicalOrder: order, tags, weights: order.map(() => 1), size: texts.length, excluded: new Set(), ok }));
  // Capitalised as the themes model shows it.
  return next && next[0].toUpperCase() + next.slice(1);
}

describe('labels that say what most members say of their thing (2026-12-17)', () => {
  it('gives one member\'s adjective over the thing way to the one half the theme write of it', () => {
    const showers = ['The showers were dirty and cold.', 'Noisy, dirty showers.', 'Dirty floors in the showers again.', 'The lockers are fine but the showers are dirty.', 'Hair everywhere in the shower block.'];
    expect(relabel('Noisy showers', showers)).toBe('Dirty showers');
    // Written by two members, the adjective is the theme's own: it stays.
    expect(relabel('Dirty showers', showers)).toBeUndefined();
    // No adjective written by half the theme: the label stays.
    expect(relabel('Noisy showers', ['Noisy, cramped showers.', 'The showers are tiny.', 'Cold showers in winter.', 'Showers need more hooks.'])).toBeUndefined();
    // A denied adjective is not written of the thing: "not dirty" counts for nobody.
    expect(relabel('Noisy showers', ['Noisy showers but not dirty.', 'The showers are not dirty at all.', 'Showers never dirty.', 'The showers were dirty once.'])).toBeUndefined();
  });

  it('names a thing half the theme say fails as not working, where two members say it does not work', () => {
    const printer = ['The printer has not worked since Easter.', 'Printer jammed and nobody came to fix it.', 'The printer keeps crashing halfway through a job.', 'Our printer is broken again, it never works.', 'The library printer is fine.'];
    expect(relabel('Printer', printer)).toBeUndefined();
    expect(relabel('Library printer', printer)).toBe('Library printer not working');
    // One member who says it does not work is not enough.
    expect(relabel('Library printer', printer.map((t, i) => (i === 3 ? 'Our printer is broken again.' : t)))).toBeUndefined();
    // Without a member saying it does not work, the failure is not put in words none of them write.
    expect(relabel('Library printer', ['The library printer is broken.', 'Printer keeps crashing.', 'The printer jammed again.', 'Printer is fine now.'])).toBeUndefined();
    // Most members praise it: no failure.
    expect(relabel('Library printer', ['The library printer works well.', 'Printer is quick and easy.', 'Love the new printer.', 'The printer did not work once, fixed the same day.'])).toBeUndefined();
    // A label that already says what is wrong stays.
    expect(relabel('Broken printer', printer)).toBeUndefined();
  });

  it('reads a failure only where it is said of the thing: a person who does not work well or cannot do it is none', () => {
    // Shifts staff will not do are no shifts that fail.
    expect(relabel('Evening shifts', ['Evening shifts should pay more.', "I can't do evening shifts with a baby at home.", "Don't make us do evenings three times a week.", 'Evening shifts leave me shattered, I never see my family.', 'Fewer evening shifts.', "I don't work well in the evenings and nobody cares."])).toBeUndefined();
    // Team members who do not turn up are no project that fails.
    expect(relabel('Team assignment', ["My team didn't do their part.", "I don't work well in teams and the assignment was half the mark.", "I couldn't get my team to agree on anything.", 'Team mates never answered my emails.', 'The team assignment was stressful.', "The team assignment, one person didn't show up."])).toBeUndefined();
    // "Doesn't work for ..." says whom it does not suit.
    expect(relabel('Parking scheme', ["The parking scheme doesn't work for carers.", "Visitors can't park.", "The parking scheme doesn't work for families with two cars.", 'Nobody checks the parking scheme.'])).toBeUndefined();
    // The thing, or a pronoun for it, that does not work still does.
    expect(relabel('Card reader', ["The card reader doesn't work half the time.", 'Card reader keeps freezing.', 'Card reader broken again.', 'It never works when there is a queue.', 'Please fix the card reader.'])).toBe('Card reader not working');
  });

  it('reads a thing that works now, or was fixed, sorted, replaced, as no failure (mended again before release)', () => {
    expect(relabel('Smart meter', ['The smart meter did not work at first but works fine now.', 'My meter stopped working once, now sorted.', 'Smart meter was broken, engineer fixed it, all good.', 'The meter failed in March, replaced, works perfectly.', 'Smart meter works now.'])).toBeUndefined();
    expect(relabel('Gas boiler', ['The gas boiler stopped working in January but was repaired the next day.', 'Boiler broke down, they replaced it, all good now.', 'Our boiler was not working, engineer sorted it quickly.', 'Gas boiler failed once, fixed within hours.', 'The boiler works fine now.'])).toBeUndefined();
    // Staff who do not work weekends or late tell when they work.
    expect(relabel('Support staff', ['Support staff do not work weekends.', 'Support staff never work late.', 'The support staff did not answer.', 'Support staff failed to call back.', 'Support staff are kind.'])).toBeUndefined();
    // A fix still asked for is no fix.
    expect(relabel('Barcode scanner', ['The barcode scanner is not working.', 'Barcode scanner stopped working yesterday.', 'Barcode scanner crashes all the time.', 'Scanner still broken, needs to be replaced.', 'Barcode scanner is slow.'])).toBe('Barcode scanner not working');
  });

  it('reads praise hoped for, conditional or past as no praise (mended again before release)', () => {
    expect(relabel('Ground crew', ['The ground crew used to be friendly.', 'Ground crew were great years ago.', 'Friendly ground crew once, now rude.', 'Ground crew were nice before the takeover.', 'Ground crew rude now.'])).toBeUndefined();
    expect(relabel('Bus service', ['Hope the bus service gets better.', 'Want a good bus service.', 'Bus service could be great.', 'Bus service should be reliable.', 'Bus service is late.'])).toBeUndefined();
    expect(relabel('Reception desk', ['Hope the reception desk gets friendlier.', 'Want a friendly reception desk.', 'Reception desk could be helpful.', 'Reception desk should be welcoming.', 'Reception desk is slow.'])).toBeUndefined();
    // "Could not be nicer" is praise.
    expect(relabel('Gym instructors', ['The gym instructors are friendly.', 'Friendly gym instructors, could not be nicer.', 'Gym instructors friendly and patient.', 'Our gym instructors were friendly today.', 'Gym instructors change a lot.'])).toBe('Friendly gym instructors');
  });

  it('reads a thing back up, back on, back to normal, up and running, fine since or working again as no failure (mended once more before release)', () => {
    expect(relabel('Card machine', ['The card machine did not work on Monday, it is back up now.', 'Card machine was not working, it is back up.', 'The card machine stopped working but came back on.', 'Card machine failed twice, all fine since.', 'Card machine is quick.'], true)).toBeUndefined();
    expect(relabel('Card reader', ['The card reader did not work on Monday, back to normal now.', 'Card reader was not working, now up and running.', 'The card reader stopped working, working again the next day.', 'Card reader failed twice, ok since.', 'The card reader is simple.'], true)).toBeUndefined();
    // Not working again, stopped working again, hoped to be back up: still failures.
    expect(relabel('Card machine', ['The card machine is not working again.', 'Card machine stopped working again.', 'Card machine does not work with my phone.', 'Card machine broken every morning.', 'Card machine by the north exit.'], true)).toBe('Card machine not working');
    expect(relabel('Card reader', ['The card reader does not work.', 'Card reader has not worked for weeks, hope it will be back up soon.', 'Card reader keeps freezing and never works.', 'Card reader broken again, needs to be back to normal by Monday.', 'Card reader near the door.'], true)).toBe('Card reader not working');
  });

  it('reads a question or a wait for it to be back as no repair (mended before release, a last time)', () => {
    // Asking whether it is back, or waiting until it is: the thing still fails.
    expect(relabel('Ticket machine', ['The ticket machine does not work, when is it back up?', 'Ticket machine not working again, is it back on yet?', 'Ticket machine stopped working, any chance it will be back online?', 'Ticket machine never works.', 'Ticket machine is slow.'], true)).toBe('Ticket machine not working');
    expect(relabel('Coffee machine', ['Coffee machine does not work, is it working again?', 'The coffee machine stopped working, will it be up and running soon?', 'Coffee machine is broken, when will it work again?', 'Coffee machine never works on Mondays.', 'Coffee machine is by the door.'], true)).toBe('Coffee machine not working');
    expect(relabel('Hand dryer', ['The hand dryer does not work, I will complain until it is back on.', 'Hand dryer not working, tell us if it is back up.', 'Hand dryer stopped working, waiting until it is back to normal.', 'Hand dryer is broken.', 'Hand dryer is loud.'], true)).toBe('Hand dryer not working');
    // A question elsewhere in the member leaves a real repair a repair.
    expect(relabel('Hand dryer', ['The hand dryer did not work. Who knew? It is back on now.', 'Hand dryer stopped working, but it is back up.', 'Hand dryer was not working, back to normal now.', 'Hand dryer broke, fine since.', 'Hand dryer is fast.'], true)).toBeUndefined();
  });

  it('reads "once we arrived", "got used to", "hope to see", "should be proud of", "might have", "then and still" as praise (mended once more before release)', () => {
    expect(relabel('Hotel porters', ['The hotel porters were friendly once we found the door.', 'Friendly hotel porters carried our cases.', 'Hotel porters friendly and quick.', 'Once we checked in the porters were friendly.', 'Hotel porters wear red jackets.'], true)).toBe('Friendly hotel porters');
    expect(relabel('Night nurses', ['We quickly got used to the kind night nurses.', 'The night nurses were kind and calm.', 'Kind night nurses on ward six.', 'Night nurses so kind to my dad.', 'Night nurses change at eight.'], true)).toBe('Kind night nurses');
    expect(relabel('Ski instructors', ['Hope to see the lovely ski instructors next winter.', 'Lovely ski instructors, want to come back.', 'The ski instructors were lovely with the kids.', 'We hope to book the same lovely instructors again, ski instructors the best.', 'Ski instructors start at nine.'], true)).toBe('Lovely ski instructors');
    expect(relabel('Kitchen team', ['They should be proud of such a brilliant kitchen team.', 'Might have the most brilliant kitchen team in the county.', 'The kitchen team were brilliant tonight.', 'Brilliant kitchen team, great food.', 'Kitchen team was short staffed on Friday.'], true)).toBe('Brilliant kitchen team');
    expect(relabel('Library staff', ['Library staff were helpful then and still are.', "I'd have to say the library staff are helpful.", 'Helpful library staff on every floor.', 'The library staff were very helpful with my thesis.', 'Library staff close the doors at ten.'], true)).toBe('Helpful library staff');
    // Praise past, hoped for or a condition stays none.
    expect(relabel('Swim coaches', ['The swim coaches were great then.', 'Swim coaches could have been great.', 'Swim coaches were great before the new manager.', 'Hope to get great swim coaches next term.', 'Swim coaches shout a lot.'], true)).toBeUndefined();
    expect(relabel('Dance teachers', ['We want to have friendly dance teachers.', 'I wish the dance teachers were friendly.', 'Dance teachers used to be friendly.', 'Dance teachers could be friendlier.', 'Dance teachers are strict.'], true)).toBeUndefined();
    expect(relabel('Front office', ['The front office used to be friendly.', 'Front office was friendly years ago.', 'Hope the front office will be friendlier.', 'Front office staff were friendly once, not now.', 'Front office is slow.'], true)).toBeUndefined();
  });

  it('reads the praise of a long member in linear time: four times the words take well under sixteen times the CPU time', () => {
    // One member of praising words, "used to", "could be" and "hope" and no punctuation: one clause of thousands of words.
    const unit = analyseAndTagTexts(['bus service great friendly lovely used to be nice could be kind helpful hope good staff']).tags[0].filter((x) => x.tag !== 'PUNCT');
    const member = (n: number) => Array.from({ length: n }, (_, k) => unit[k % unit.length]);
    // Each call reads a fresh copy of the member, so that nothing read before is looked up.
    const time = (m: readonly TaggedWord[], rounds: number) =>
      bestCpuMs(() => {
        for (let round = 0; round < rounds; round++) {
          const copy = [...m];
          for (let i = 0; i < copy.length; i++) if (copy[i].tag === 'ADJ') unrealPraise(copy, i);
        }
      }, 3);
    const [small, large] = [member(3_000), member(12_000)];
    // Repeated until the shorter member takes some 20 ms of CPU time or more.
    let rounds = 1;
    while (time(small, rounds) < 20) rounds *= 2;
    expect(time(large, rounds) / time(small, rounds)).toBeLessThan(8);
  });

  it('puts the praise most praising members write before a thing three in five of the theme praise', () => {
    const crew = ['The ground crew were friendly and quick.', 'Friendly ground crew at the gate.', 'Ground crew helped with my pram, so kind.', 'Lovely ground crew.', 'The ground crew lost my bag.'];
    expect(relabel('Ground crew', crew)).toBe('Friendly ground crew');
    // Two of five praise: the label stays.
    expect(relabel('Ground crew', ['The ground crew were friendly.', 'Ground crew lost my bag.', 'Rude ground crew at the gate.', 'Lovely ground crew.', 'The ground crew took ages.'])).toBeUndefined();
  });
});
