/**
 * Texts written for the pins of extractions 2026-12-05 (extractions-2026-12-05-pinned.test.ts), on which
 * extractions-2026-12-04-pinned.test.ts pins 2026-12-04 too, as it answered them before 2026-12-05's code was added.
 */
export const TEXTS_2026_12_05: Record<'kennels' | 'bakery' | 'insurance' | 'shop', { themes: string[]; texts: string[] }> = {
  kennels: {
    themes: ['pickup times', 'staff', 'price', 'cleanliness'],
    texts: ["Our cat came back calm and well fed.", "They email a short note every evening.", "We picked up at five and she was waiting by the door.", "The owner billed us for two nights when we collected the dog on Sunday morning.", "The kennels smelled clean."],
  },
  bakery: {
    themes: ['opening hours', 'queue', 'staff', 'prices'],
    texts: ["The baker was quick and chatty.", "They open at 7am on weekdays.", "I stood outside for ten minutes before the door opened.", "A small loaf is £3.20 now."],
  },
  insurance: {
    themes: ['claim handling', 'phone support', 'paperwork', 'premium'],
    texts: ["The flood damage was covered in full.", "They asked for my policy number three times on the phone.", "The agent settled the claim in a week although the forms were confusing.", "My premium went up by £60."],
  },
  shop: {
    themes: ['delivery', 'price', 'login', 'checkout'],
    texts: ["The parcel was delivered late.", "It is a bit pricey for what it is.", "Logging in takes ages on my phone.", "We checked out in under a minute."],
  },
};
