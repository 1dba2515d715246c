/**
 * Related words of common feedback themes, for extractions version 2026-11-27: words that talk
 * about a theme without naming it and that neither GloVe nor the sentence encoder places near it
 * ("crashes" for stability: both put "crash" nearer to "price" than to "stability"). Each group
 * lists the theme words it answers to (`names`, compared lower-case with the theme's words and
 * with the whole theme) and the words of a text that then mention the theme (`words`, compared
 * with a token's lower-case form and its lemma). Written by hand for product, service, app,
 * workplace, course and patient feedback in general; no group was written for, or checked
 * against, the themes of an evaluation set.
 */
interface RelatedGroup {
  names: readonly string[];
  words: readonly string[];
}

const GROUPS: readonly RelatedGroup[] = [
  {
    names: ['stability', 'stable', 'reliability', 'reliable', 'crash', 'crashes', 'crashing', 'bug', 'bugs', 'glitch', 'glitches', 'errors'],
    words: ['crash', 'crashes', 'crashed', 'crashing', 'freeze', 'freezes', 'froze', 'frozen', 'freezing', 'hang', 'hangs', 'bug', 'bugs', 'buggy',
      'glitch', 'glitches', 'glitchy', 'error', 'errors', 'unstable', 'stable', 'unreliable', 'reliable', 'restart', 'restarts', 'reboot'],
  },
  {
    names: ['performance', 'speed', 'responsiveness', 'loading', 'lag'],
    words: ['slow', 'slowly', 'slower', 'fast', 'faster', 'quick', 'quickly', 'lag', 'lags', 'laggy', 'sluggish', 'load', 'loads', 'loading',
      'speedy', 'snappy', 'responsive', 'unresponsive', 'instant', 'instantly'],
  },
  {
    names: ['price', 'prices', 'pricing', 'cost', 'costs', 'value', 'fee', 'fees', 'charges', 'money', 'affordability', 'expense', 'expenses'],
    words: ['price', 'prices', 'priced', 'pricey', 'cost', 'costs', 'costly', 'expensive', 'cheap', 'cheaper', 'affordable', 'overpriced',
      'fee', 'fees', 'charge', 'charges', 'charged', 'surcharge', 'subscription', 'money', 'value', 'bill', 'billed', '£', '$', '€'],
  },
  {
    names: ['support', 'customer support', 'customer service', 'helpdesk', 'help desk', 'helpline'],
    words: ['agent', 'agents', 'helpline', 'hotline', 'helpdesk', 'advisor', 'adviser', 'advisors', 'advisers', 'representative', 'rep',
      'operator', 'chatbot', 'support'],
  },
  {
    names: ['ease of use', 'usability', 'navigation', 'interface', 'user interface', 'ux', 'design', 'layout'],
    words: ['easy', 'easier', 'intuitive', 'confusing', 'clunky', 'navigate', 'navigation', 'menu', 'menus', 'interface', 'layout',
      'complicated', 'simple', 'straightforward', 'tap', 'taps', 'clicks', 'user-friendly'],
  },
  {
    names: ['security', 'privacy', 'safety', 'fraud'],
    words: ['password', 'passwords', 'login', 'verification', 'verify', 'verified', 'fraud', 'scam', 'scammed', 'hacked', 'secure', 'insecure',
      'privacy', 'pin', 'fingerprint', 'two-factor', 'authentication', 'suspicious'],
  },
  {
    names: ['delivery', 'shipping', 'dispatch'],
    words: ['delivery', 'delivered', 'deliver', 'shipping', 'shipped', 'courier', 'parcel', 'package', 'dispatched', 'postage', 'arrived', 'tracking'],
  },
  {
    names: ['pay', 'salary', 'wages', 'compensation', 'remuneration'],
    words: ['salary', 'salaries', 'wage', 'wages', 'paid', 'underpaid', 'bonus', 'bonuses', 'raise', 'payslip', 'overtime'],
  },
  {
    names: ['management', 'leadership', 'managers'],
    words: ['manager', 'managers', 'boss', 'bosses', 'supervisor', 'supervisors', 'leadership', 'director', 'directors', 'executives'],
  },
  {
    names: ['workload', 'work-life balance', 'hours', 'working hours', 'work hours'],
    words: ['deadline', 'deadlines', 'overtime', 'workload', 'swamped', 'overworked', 'stretched', 'hours', 'late'],
  },
  {
    names: ['cleanliness', 'hygiene'],
    words: ['clean', 'cleaned', 'dirty', 'filthy', 'spotless', 'stained', 'stains', 'dust', 'dusty', 'mould', 'mouldy', 'moldy', 'grimy', 'hygiene'],
  },
  {
    names: ['noise'],
    words: ['noisy', 'loud', 'quiet', 'noise', 'noises', 'thin walls'],
  },
  {
    names: ['battery', 'battery life'],
    words: ['battery', 'charge', 'charging', 'drains', 'drain', 'recharge'],
  },
  {
    names: ['communication'],
    words: ['email', 'emails', 'informed', 'updates', 'reply', 'replies', 'replied', 'respond', 'responded', 'response'],
  },
];

/**
 * Groups added with extractions version 2026-11-30 (older versions, and the themes operation's
 * {@link relatedGroupsOf}, keep GROUPS alone): the people who staff a place ("The doctors explained
 * everything" is about staff), and those who serve its guests for a theme "service".
 */
const STAFF_GROUPS_2026_11_30: readonly RelatedGroup[] = [
  {
    names: ['staff', 'personnel', 'employees', 'workers', 'crew'],
    words: ['waiter', 'waiters', 'waitress', 'waitresses', 'bartender', 'bartenders', 'barman', 'barmaid', 'hostess', 'nurse', 'nurses', 'doctor',
      'doctors', 'porter', 'porters', 'receptionist', 'receptionists', 'agent', 'agents', 'cashier', 'cashiers',
      'cleaner', 'cleaners', 'surgeon', 'surgeons', 'midwife', 'midwives', 'paramedic', 'paramedics', 'carer', 'carers', 'pharmacist', 'concierge',
      'attendant', 'attendants', 'housekeeping', 'employee', 'employees', 'staff', 'staffer', 'personnel'],
  },
  {
    names: ['service'],
    words: ['waiter', 'waiters', 'waitress', 'waitresses', 'bartender', 'bartenders', 'barman', 'barmaid', 'hostess', 'receptionist', 'receptionists',
      'concierge', 'porter', 'porters', 'attendant', 'attendants', 'cashier', 'cashiers'],
  },
];

/**
 * Groups added with extractions version 2026-12-03: themes a text tells by a verb or a plain word
 * that neither GloVe nor the encoder puts near the theme ("They charged me twice" is about billing,
 * "Nobody came to fix the boiler" about repairs, "I waited forty minutes" about waiting time), and the
 * things course materials are made of ("The slides are out of date"). Words that are as often about
 * something else are left out: "statement" (a public statement), "broke" (money, a bone), "replace"
 * (a word), "late" (a late fee, late for an appointment), "notes", "links", "videos", and "return"
 * for a refund ("the return flight").
 */
const VERB_GROUPS_2026_12_03: readonly RelatedGroup[] = [
  {
    names: ['billing', 'bill', 'bills', 'invoice', 'invoices', 'invoicing', 'payment', 'payments', 'charges', 'direct debit'],
    words: ['bill', 'bills', 'billed', 'charge', 'charges', 'charged', 'overcharged', 'overcharge', 'invoice', 'invoices', 'invoiced', 'debit', 'debited',
      'refund', 'refunded', 'payment', 'payments'],
  },
  {
    names: ['repairs', 'repair', 'maintenance', 'fixes'],
    words: ['fix', 'fixed', 'fixing', 'repair', 'repaired', 'repairing', 'mend', 'mended', 'broken', 'leak', 'leaking', 'leaks', 'replaced'],
  },
  {
    names: ['waiting time', 'waiting times', 'wait', 'waits', 'waiting', 'delays', 'delay', 'queues', 'queue', 'queueing', 'punctuality'],
    words: ['waited', 'wait', 'waiting', 'queue', 'queued', 'queueing', 'delayed', 'delay', 'delays'],
  },
  {
    names: ['booking', 'bookings', 'reservation', 'reservations', 'appointments', 'scheduling'],
    words: ['book', 'booked', 'booking', 'reserve', 'reserved', 'reservation', 'rebooked', 'rescheduled'],
  },
  {
    names: ['materials', 'course materials', 'learning materials', 'teaching materials', 'resources', 'learning resources', 'course content'],
    words: ['slides', 'handout', 'handouts', 'readings', 'textbook', 'textbooks', 'worksheets', 'worksheet', 'recordings'],
  },
  {
    names: ['cancellation', 'cancellations', 'cancellation policy'],
    words: ['cancel', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation'],
  },
  {
    names: ['refund', 'refunds', 'returns', 'refund policy'],
    words: ['refund', 'refunded', 'reimbursed'],
  },
  {
    // "return" is a refund only for a theme about returns: "the return flight", "we will return next year".
    names: ['returns', 'return policy'],
    words: ['return', 'returned', 'returns'],
  },
];

/**
 * Groups added with extractions version 2026-12-04: noise told by what makes it ("Kids were screaming on the playground from 7am",
 * "The dogs next door barked all night"). "music", "traffic" and "party" are left out: as often about the music, the road or the
 * guests as about noise.
 */
const NOISE_GROUPS_2026_12_04: readonly RelatedGroup[] = [
  {
    names: ['noise', 'noise levels', 'noise level', 'noisiness', 'quietness', 'peace and quiet', 'neighbours', 'neighbors'],
    words: ['shouting', 'shouted', 'screaming', 'screamed', 'yelling', 'yelled', 'banging', 'banged', 'barking', 'barked', 'snoring', 'racket',
      'rowdy', 'partying', 'blaring', 'din', 'drilling', 'thumping', 'booming', 'noisy', 'loud', 'louder'],
  },
];

/**
 * Groups added with extractions version 2026-12-06: the everyday verbs and adjectives that are what a theme is, which the encoder rates
 * unrelated to it as single words ("We collected the car" is about pick-up, "Nobody told us" about communication, "The room was not
 * ready" about check-in). Words as often about something else are left out: "called" (a dish called…), "hand" (a noun), and "back"
 * and "closed", read with the words around them (extractions-everyday.ts: "sent back", "closes at nine"; "the lanes were closed" is no
 * opening hours).
 */
const EVERYDAY_GROUPS_2026_12_06: readonly RelatedGroup[] = [
  {
    // Only with a time or day after them (extractions-everyday.ts).
    names: ['opening hours', 'opening times', 'opening time', 'closing time', 'closing times', 'hours of opening'],
    words: ['close', 'closes', 'closed', 'shut', 'shuts'],
  },
  {
    names: ['pick-up', 'pickup', 'pick up', 'pick-ups', 'pickups', 'collection', 'collections', 'pickup times', 'pick-up times', 'pick-up process', 'pickup process', 'pick-up point'],
    words: ['collect', 'collects', 'collected', 'collecting', 'collection', 'handed'],
  },
  {
    names: ['check-in', 'checkin', 'check in', 'check-ins', 'arrival', 'keys'],
    words: ['ready', 'keys', 'key', 'keycard'],
  },
  {
    names: ['communication', 'communications', 'updates', 'information', 'keeping informed'],
    words: ['told', 'tell', 'telling', 'explained', 'explain', 'explanation', 'warned', 'warning', 'rang', 'phoned', 'texted', 'wrote', 'letter',
      'letters', 'notified', 'updated', 'informed', 'heard'],
  },
];

/**
 * The related words of a theme (its lower-case words and whole text), or an empty set; with `staff` (version 2026-11-30) also those
 * of the staff groups, with `verbs` (version 2026-12-03) also those of the verb groups, with `noise` (version 2026-12-04) those of the noise groups,
 * with `everyday` (version 2026-12-06) those of the everyday groups.
 */
export function relatedWords(theme: string, themeWords: readonly string[], staff = false, verbs = false, noise = false, everyday = false): ReadonlySet<string> {
  const keys = new Set([theme, ...themeWords]);
  const out = new Set<string>();
  const groups = [...GROUPS, ...(staff ? STAFF_GROUPS_2026_11_30 : []), ...(verbs ? VERB_GROUPS_2026_12_03 : []), ...(noise ? NOISE_GROUPS_2026_12_04 : []), ...(everyday ? EVERYDAY_GROUPS_2026_12_06 : [])];
  for (const g of groups) if (g.names.some((n) => keys.has(n))) for (const w of g.words) out.add(w);
  return out;
}

let groupIndex: Map<string, number[]> | undefined;

/** The groups (by index) a lower-case word belongs to, as a theme word or a related word. Themes 2026-11-30 credit a word of a shared group partly. */
export function relatedGroupsOf(word: string): readonly number[] {
  if (!groupIndex) {
    groupIndex = new Map();
    GROUPS.forEach((g, i) => {
      for (const w of new Set([...g.names, ...g.words])) groupIndex!.set(w, [...(groupIndex!.get(w) ?? []), i]);
    });
  }
  return groupIndex.get(word) ?? [];
}
