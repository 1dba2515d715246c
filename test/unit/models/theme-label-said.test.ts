import { describe, expect, it } from 'vitest';
import { analyseAndTagTexts } from '../../../lambdas/models/local/keyphrases-local.js';
import { saidOfLabel } from '../../../lambdas/models/local/theme-label-said.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';

/** The label theme-label-said.ts (themes 2026-12-12) gives a theme of these hand-written answers named `label`, or undefined where it stands. */
function said(label: string, texts: string[]): string | undefined {
  const { tags } = analyseAndTagTexts(texts);
  return saidOfLabel(label, labelContext({ typicalOrder: texts.map((_, i) => i), tags, weights: texts.map(() => 1), size: texts.length, excluded: new Set(), ok: () => true }))?.toLowerCase();
}

const wifi = [
  'The wifi never worked in our room',
  'Wifi kept dropping out all evening',
  'Could not connect to the wifi at all',
  'The wifi password changed every day',
  'Wifi is painfully slow upstairs',
];

describe('labels of what members say of their thing (themes 2026-12-12)', () => {
  it('names a theme labelled by one member\'s detail by what the most typical member says of the thing most write, with its denial', () => {
    expect(said('Wifi password', wifi)).toBe('wifi not working');
    // A label that already says something of the thing stays, and so does a label two members write.
    expect(said('Slow wifi', wifi)).toBeUndefined();
    expect(said('Wifi password', [...wifi, 'Nobody gave us the wifi password'])).toBeUndefined();
  });

  it('leaves one member\'s saying out where the theme mixes praise and complaint of the thing', () => {
    const screens = ['The touch screen does not respond with wet fingers', 'The screen is lovely and sharp', 'Beautiful bright screen, a joy to use', 'The screen scratched in the first week', 'The screen is too dim outdoors'];
    expect(said('Touch screen', screens)).toBeUndefined();
  });

  it('names a theme of praise labelled by its thing alone by a member\'s praise of it', () => {
    const drivers = ['The delivery driver was really polite', 'Lovely delivery driver, brought it upstairs', 'Nice driver who called ahead', 'The driver was cheerful and quick', 'A very courteous driver'];
    expect(said('Delivery driver', drivers)).toMatch(/^(polite|lovely|nice|cheerful|courteous) (delivery )?driver$/u);
  });

  it('cuts a label that ends in a function word back to the words members write in a row', () => {
    const hearing = ['Hard to hear the speaker at the back', 'It was hard to hear the announcements', 'Hard to hear the guide in the big rooms', 'I could not hear the presenter'];
    expect(said('Hard to hear the', hearing)).toBe('hard to hear');
  });

  it('keeps the denial most members write: "Nobody answered", "Phone not answered"', () => {
    const nobody = ['Rang three times and nobody answered', 'Nobody ever answers when you ring', 'I phoned twice, nobody answered', 'The phone rang out, nobody answered', 'Called all week and got nowhere'];
    expect(said('Phone rang out nobody', nobody)).toBe('nobody answered');
    const phone = ['Nobody answered the phone when I rang', 'The phone is never answered before ten', 'No one answers the phone at the desk', 'They never answered the phone all week', 'I rang and it just rang out'];
    expect(said('Answered phone', phone)).toBe('phone not answered');
  });

  it('gives way where a label denies what most members praise', () => {
    const toilets = ['The toilets are always clean', 'Clean toilets, well done', 'Toilets were spotless every time', 'The toilets are clean and never smell', 'Really clean toilets all weekend'];
    expect(said('Toilets not clean', toilets)).toBe('clean toilets');
    expect(said('Clean toilets', toilets)).toBeUndefined();
  });

  // Mended before release (each fails without its mend).
  it('cuts a fragment back only where the cut does not praise what most members complain of', () => {
    const bins = ['The bins are left for weeks', 'Bins missed again this month', 'Our bin was not emptied for a fortnight', 'Bins emptied quickly this week for once', 'The bin lorry never comes on the right day'];
    expect(said('Bins emptied quickly this', bins)).not.toMatch(/quickly/u);
  });

  it('gives way where a label praises what most members complain of', () => {
    const changing = ['The changing rooms are filthy', 'Changing rooms smell awful', 'Hair everywhere in the changing rooms', 'Tidy changing rooms this morning'];
    expect(said('Tidy changing rooms', changing)).not.toMatch(/tidy/u);
    const wifi = ['The wifi never works in the lounge', 'Wifi kept cutting out', 'Could not get on the wifi at all', 'Wifi was fast'];
    expect(said('Wifi was fast', wifi)).toMatch(/^wifi not/u);
  });

  it('keeps the denial a label cut off its member\'s words, and joins "did nt"', () => {
    const phone = ['Nobody answers the phone at the surgery', 'The phone just rings out', 'No one picks up', 'The queue is endless'];
    expect(said('Answers the phone', phone)).toBe('phone not answered');
    const letter = ['Never got a reply to the letter', 'No response to anything I sent', 'Still waiting to hear back'];
    expect(said('Reply to the letter', letter)).toBe('no reply to the letter');
    expect(said('Nurse did nt listen', ['The nurse didnt listen to me', 'Waited an hour to see the nurse', 'The nurse was kind'])).toBe("nurse didn't listen");
  });

  it('never ends a label on "only" or "every"', () => {
    const parking = ['Parking only on the street', 'Nowhere to park nearby', 'The car park is tiny'];
    expect(said('Parking only', parking)).not.toMatch(/only$/u);
    const phone = ['The phone rang out every time I called', 'Nobody answers the phone', 'Rang four times and no one picked up'];
    expect(said('Phone rang out every', phone)).toBe('phone rang out');
  });
});
