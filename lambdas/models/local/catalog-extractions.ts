import type { VersionInfo } from '../../core/versions.js';
import { EXTRACTIONS_V2, EXTRACTIONS_V3, EXTRACTIONS_V4, EXTRACTIONS_V5, EXTRACTIONS_V6, EXTRACTIONS_V7, EXTRACTIONS_V8, EXTRACTIONS_V9, EXTRACTIONS_V10, EXTRACTIONS_V11, EXTRACTIONS_V12, EXTRACTIONS_V13, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18, EXTRACTIONS_V19, EXTRACTIONS_V20, EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V23, EXTRACTIONS_V24 } from './trained-model-versions.js';

/**
 * The extractions versions of the local catalog after the first (catalog.ts), oldest first: each one's id and what it answers.
 * Kept apart from catalog.ts so that each file stays short.
 */
export const EXTRACTIONS_SPAN_VERSIONS: readonly VersionInfo[] = [
  {
    id: EXTRACTIONS_V2,
    backend: 'local',
    description: 'Short noun phrases naming each theme (the clause for implicit mentions), scored per theme by trained models; independent of the other themes requested.',
  },
  {
    id: EXTRACTIONS_V3,
    backend: 'local',
    description: 'For any theme: one short verbatim span per mention carrying what is said about it ("The pasta was cold"); mentions found by word variants, word-vector neighbours and sentence-encoder relevance, nothing learnt per theme.',
  },
  {
    id: EXTRACTIONS_V4,
    backend: 'local',
    description: 'The mentions of 2026-11-25 weighed by how relevant their clause is to each theme, generic nouns ("app", "time") only by name; one span per mention, never overlapping, cut where a conjunction starts a new clause, symbols such as "£" kept.',
  },
  {
    id: EXTRACTIONS_V5,
    backend: 'local',
    description: 'The spans of 2026-11-26, with hand-written related words of common feedback themes ("crashes" and "freezes" for stability, "fee" and "expensive" for price, "agent" for customer support), and each span kept only for the theme(s) it is about: when spans of several themes overlap, a theme whose mention inside is much weaker than another\'s (or only near it by vector while the other is named) loses it.',
  },
  {
    id: EXTRACTIONS_V6,
    backend: 'local',
    description: 'The spans of 2026-11-27, with each word kept only for the requested theme it is most specific to: a word matched by vector, encoder or related word (not by name) goes to a theme only if it is at least as near to it as to every other requested theme, so related themes no longer take each other\'s sentences ("large portions" is food, not location, when both are asked for).',
  },
  {
    id: EXTRACTIONS_V7,
    backend: 'local',
    description: 'The spans of 2026-11-28, with a clause\'s subject deciding its theme: a verb yields to its subject ("The vegetables arrived wilted" is food, not delivery; "The driver left the box in the rain" is delivery, not support), and a subject named for one theme keeps its span when another theme only describes it ("The pizza is overpriced": food as well as price); two mentions a few words apart in one long clause give one span, never a phrase cut in two; word-to-theme nearness computed as for mentions (frequent words compared by the sentence encoder only) and a lower sentence-encoder bar.',
  },
  {
    id: EXTRACTIONS_V8,
    backend: 'local',
    description: 'The spans of 2026-11-29 with stricter evidence: a multi-word theme whose head noun is generic is mentioned by that head when the text means the same thing ("the app" for "mobile app", not "the web app"); a theme about a whole ("restaurant in general", "overall experience") is mentioned by its own words, by words for the place or visit as a whole ("this place") and by verdicts on it ("I\'m going back", "would stay here again", "highly recommend"), never by its parts ("pizza"); a verdict clause after a comma stays in its span ("…, which is ridiculous"); a multi-word theme is compared by its specific words ("waiting time" by "waiting"), a text\'s answer never depends on the other texts of the request.',
  },
  {
    id: EXTRACTIONS_V9,
    backend: 'local',
    description: 'The spans of 2026-11-30 where only nouns mention a theme by resemblance (a word-vector neighbour or sentence-encoder relevance): a verb or adjective mentions a theme only by name or as one of its related words ("expensive" for price), so "The cat sat on the mat" is not about waiting time; a noun that only shares a root with a theme word in -ing is another thing ("the train" is not training, "a park" not parking, "the waiter" not waiting time), unless its word vector is as near as an inflection\'s ("teacher" for teaching).',
  },
  {
    id: EXTRACTIONS_V10,
    backend: 'local',
    description: 'The spans of 2026-11-30 with two changes: a written amount of money ("£60", "twenty pounds", "$1,200") mentions the requested theme most about money, if any is, judged by the sentence encoder rather than by the theme\'s words ("entry fee", "treatment cost", "rent"), and a comma inside a number no longer cuts a span; a noun that is near a theme only by word vector needs the sentence encoder not to find it unrelated, so "Our neighbours have a noisy radio" is no longer about communication.',
  },
  {
    id: EXTRACTIONS_V11,
    backend: 'local',
    description: 'The spans of 2026-12-02 with each written amount of money given to the theme it was paid for: a generic money theme ("price", "fees", "value for money") takes any amount, a money theme that names a thing ("rent", "deposit", "delivery charge") only when its clause is about that thing or about no other requested theme, so with "rent" and "repairs" asked for "The plumber charged £90 to fix a tap" is repairs, not rent; amounts written "£ 30", "25 €" or "USD 25" are read, and "the 20 pound kettlebells" is a weight, not money; themes told by a verb are found ("They refunded the extra" is billing, "took a month to mend the roof" is repairs, "We queued for an hour" is waiting time).',
  },
  {
    id: EXTRACTIONS_V12,
    backend: 'local',
    description: 'The spans of 2026-12-03 with money themes read by what was paid for: a theme that names a thing besides money ("delivery charges", "treatment cost", "lesson price") needs that thing and money together ("Delivery was £4.95"; "The parcel arrived on time" and "They sent an invoice for the wrong month" are no longer delivery charges), a generic money theme ("price") leaves an amount to such a theme talked about in its clause ("£4 delivery" is delivery charges only), an amount or money word of a refund is no price ("The refund of £25 reached my account"), "N pound" is a weight only before a weighed thing ("a 5 pound bag of potatoes"; "a 30 pound meal" is money), noise is found by what makes it ("Kids were screaming on the playground"), only a word that means money alone makes a money theme ("amount of homework", "battery charge" are not), the thing paid for is also told by a noun near it in meaning ("A sandwich and a coffee came to £14" is food price) or by the work after "to" ("charged $85 to true a wheel" is repair cost), and a currency sign at either end of a span is kept ("£4 delivery was added").',
  },
  {
    id: EXTRACTIONS_V13,
    backend: 'local',
    description: 'The spans of 2026-12-04 where a verb or adjective found only by its word vector must also be related to the theme for the sentence encoder, as nouns have had to be since 2026-12-02: with "pickup times" asked for, "Our spaniel came home happy" and "They send a little report every afternoon" no longer mention it ("came" and "little" are near "pickup" by vector only); a verb in any form with its particle that writes a theme word names it, so the encoder never overrules it ("we picked up at noon" for "pickup times"); and a sentence too long for one span is first cut where a subordinate clause starts ("The manager charged us for a full day", not "…a full day when we arrived"); and a definite noun for someone who works there ("the owner", "the lady at the counter") mentions a requested theme that names such people ("staff"), what is said of them being about them ("The baker was quick and chatty" is staff, not opening hours).',
  },
  {
    id: EXTRACTIONS_V14,
    backend: 'local',
    description: 'The spans of 2026-12-05 with the everyday words that are what a theme is, which the sentence encoder rates unrelated as single words: "It closes at nine" is about opening hours, "We collected the car" and "He handed us the keys" about pick-up, "The room was not ready" about check-in, "Nobody told us" and "with no explanation" about communication; a wait told by a phrase ("I was seen within ten minutes", "Getting my papers signed took the whole day") is waiting time, something sent or handed back ("the money came back in two days") is a return; a place or thing that has such times ("the waiting room", "the garden", "the café") is no mention of opening hours or waiting time; a person\'s name ("Dr Patel was lovely", "Sophie at the front desk") mentions the theme that names the people who work there, a doctor\'s title the theme that names doctors or vets; and a subject with a clause set off by commas keeps what is said of it ("The nurse, who had worked a double shift, was still kind to my mother", no longer cut after "shift").',
  },
  {
    id: EXTRACTIONS_V15,
    backend: 'local',
    description: 'The spans of 2026-12-06 with arriving told with its time as what a theme about being on time is: "The cleaners arrived bang on nine", "They turned up an hour late", "My mattress arrived the day after I ordered it" and "Nobody showed up" mention punctuality, delays, lead time or check-in times ("We arrived on a rainy Tuesday" does not); a person\'s name mentions any requested theme that names people at work, not only one like "staff" ("Mrs Alvarez is patient with my son" is about teachers, "Sam, the site manager, lent us a mallet" about wardens); a title after a possessive or before a noun names a thing, not a person ("I wore my Dr Martens"); and a number that counts things is no closing time ("They closed 2 of the 4 lanes").',
  },
  {
    id: EXTRACTIONS_V16,
    backend: 'local',
    description: 'The spans of 2026-12-07 that never end mid-phrase: a long clause keeps its last few words ("…chatted the whole way through", "…in case of trouble", not "…the whole way", "…in case") and never stops on "my" or "the" ("a reply to my claim"); harm done to a thing mentions a theme about damage ("They broke a mirror", "dented the fridge door", "knocked a chunk out of the door frame"); a name after a worker ("Her second shooter, Ben, …"), a name with a clause about it ("Gary, who runs the metal bay, …"), a group at work ("the team looked after me well", "The lads were polite") and a person said to serve the customer ("The woman who showed us round") mention a theme that names people at work; an arrival with its time is no time to answer ("The van arrived two hours late" is not about response time), and someone else\'s wait is no wait ("She waited in the car" is not about punctuality).',
  },
  {
    id: EXTRACTIONS_V17,
    backend: 'local',
    description: 'The spans of 2026-12-08 with five mends: harm told by more verbs or by a mark left on a thing mentions a theme about damage, beside a subject that names another theme ("The porter scratched my suitcase", "They scorched the collar", "burnt a hole in the carpet", "left a black mark on my bag"); money paid by someone other than the customer or for a thing beside the service is no price ("My dad paid £60 for his own plumber", "I spent £12 on a taxi", "I paid £8 for parking"), unless a theme names that thing or the clause says what the money is worth; one span per mention of a person ("Steve, the engineer, and his apprentice were tidy", "Jo, our receptionist, found it", not "…and Jo" | "our receptionist"); two themes in two clauses of one span each get their own clause ("Our storage bill went up" | "the gates now close at six"); a span that stopped inside a relative clause or after a verb of saying runs on to what was said ("The staff member who checked us in at midnight after our delayed flight was extremely kind", "…told us that the pool would be closed").',
  },
  {
    id: EXTRACTIONS_V18,
    backend: 'local',
    description: 'The spans of 2026-12-09 with three mends: a theme phrased as the whole of what is reviewed ("restaurant in general", "overall experience") is given each sentence of at most twelve words that judges and in which no theme is mentioned ("A must try!", not "My phone died.", "The weather was awful." or "Kind regards."), one catch-all theme per sentence; a span that stops before a phrase set off by commas runs on to its verb ("The waiter, a lad called Tom, was brilliant", not "The waiter"), a span inside another of its theme dropped; and a sentence opening with the writer that says nothing good or bad is no theme\'s by a weak likeness alone ("My husband prefers the motorway" is no vehicle condition), unless it names money paid, what the writer orders, has, asks or pays for ("We had the tasting menu"), or the writer\'s own service thing as its subject.',
  },
  { id: EXTRACTIONS_V19, backend: 'local',
    description: 'The spans of 2026-12-10 with two mends: a theme mentioned in a span only by a word near it in meaning yields the span to another theme the span names by its own word in the same part of the clause, where that word is a noun the clause is not about ("The service at dinner was slow" is no food\'s; "The night staff were rude when we asked for a blanket" is no room\'s; "The cocktails at the bar were watery" stays the drinks\'), while themes listed apart keep their spans ("Great pizza and fantastic service"); and where no theme names people, the one theme named by a trade noun with no word vector ("the framer", "the upholsterer") or written before "who" is given names and workers ("Bernard was kind and patient").', },
  { id: EXTRACTIONS_V20, backend: 'local',
    description: 'The spans of 2026-12-10 with three mends: a clause saying that someone other than the writer paid ("My sister paid the £640 as a housewarming gift", "The insurer paid for the whole job", "My employer paid for the office carpet") mentions no theme, so the theme the feedback is about keeps the clause after it ("…, and a seam by the door has already lifted"); not where the clause says what the money was worth or puts the payment on the service\'s bill ("My boss paid £35 extra for next-day delivery"), where the payer is the writer, a pronoun, a class of customers paying a rate ("Members pay £30 a month") or names a theme itself, where the thing paid is a theme\'s own word ("The shop paid my refund three weeks late"), where the verb is passive ("The drivers are paid peanuts") or where "pay" is a noun ("Holiday pay is wrong"); a relative clause after the thing paid for keeps its themes; and, as in 2026-12-11, where no theme names people, the one theme named by a trade noun with no word vector ("the upholsterer", "the florist") or written before "who" is given names and workers ("Bernard was kind and patient"), and so, where still no theme names people, is the one theme named by a group at work ("the crew", "baristas": "Hannah was brilliant with the children").', },
  { id: EXTRACTIONS_V21, backend: 'local',
    description: 'The spans of 2026-12-12 with two mends. A number written as hyphenated words ("twenty-two", "Forty-five", a ten joined to a unit) is read as a number, so "Thirty-eight pounds for a PE hoodie is too much" and "forty-five quid" are amounts of money for the theme about money, as "twenty pounds" and "£38" were, and "twenty-five minutes" an amount of time; "one-off" or "two-way" are no numbers. A sentence about the writer\'s own doings that says nothing good or bad ("We left the car on the street", "I opened my account in 2019", "I had a salad at home before we left") needs a closer likeness (1.5 rather than 0.9) to give a theme it only resembles, unless it gives an opinion ("I think", "I expected"), says what the place lets the writer do ("We could park outside") or goes on after its verb with "and" or "but" to a clause of its own ("I ordered two lamps and both came with scratches"; not "My wife and I left the car", "a salad and a coffee"), or states an amount or a duration ("I was kept on hold for an hour"); "I\'m" and "I’m" open such a sentence as "I" does; a theme word, a related word or a rule names a theme as before. Also read as amounts: "twenty–two pounds" with an en dash, "two-hundred pounds", "eighty-odd quid" (not "forty-odd people", nor pounds of weight, "I lost twenty-two pounds"), and no span is cut inside a number ("It cost three hundred and forty pounds including VAT" is one span). Every other answer is that of 2026-12-12.', },
  { id: EXTRACTIONS_V22, backend: 'local',
    description: 'The spans of 2026-12-13 with two mends to names of people at work: a name written as the subject of a verb ("Mariusz forgot to order the parts", "Siobhan swapped my tyres") is given to the theme that names people at work when the word vectors read it as a person at all (a person reading of 0 or more, where up to 2026-12-13 it needed 0.06), so names the vectors barely know as people are no longer left out, while brand names, read nearer things ("Halfords charged me twice as much"), are not taken; and a name opening its sentence is a subject also before one or two adverbs and a verb ("Gordon never lost his temper") or when joined by "and" to someone of theirs ("Kofi and his older brother were quick and polite"); on these new paths a name whose word vector reads as a place, a pet or a day ("Oxford never has free test slots") or joined to pets ("Bella and her puppies") is no one at work. Every other answer is that of 2026-12-13.', },
  { id: EXTRACTIONS_V23, backend: 'local',
    description: 'The spans of 2026-12-14 with three readings of time and of people at work. A time of the day or week that a clause is about mentions a theme about a timetable, one named by a plural of time or a word for a timetable ("lesson times", "class times", "opening hours"): a weekday, part of the day, clock time (no price) or slot before the clause\'s verb ("The Saturday slot suits us", "Half past four on a Wednesday is impossible"), after a verb of starting, ending, opening, closing or moving not done by the writer\'s side ("Lessons start at 6.15") or a slot no other noun names (not "the card slot") anywhere; a day after another verb ("We drove there on a Sunday morning") does not. A theme named by a word formed on time, prompt, punctual or late ("timeliness", "promptness") is about being on time as "punctuality" is ("Marta always arrived within five minutes of the agreed time", "The evening visit was nearly an hour late"), and "on the dot" and "come" told with its time ("it came a day later than promised"; not the writer\'s own coming, "come back" or "came to £420") mention every such theme. And where no theme reads as people at work, the one theme named by a noun for someone who does something, made from a word ("the walkers", "the sitter", "the entertainer", "the gardeners", "the musicians"), which the word vectors read as a person of no trade, is read as people at work, so names are its mentions ("Jess was brilliant with the shy ones"), as they were up to now only for such a noun too rare for a word vector ("the framer"). Every other answer is that of 2026-12-14.', },
  { id: EXTRACTIONS_V24, backend: 'local',
    description: 'The spans of 2026-12-15 with its readings of time narrowed and durations read. A theme about how long, whose last word is one of waiting, delay or answering, or "time" or "times" after one, or a singular "time", or that holds a word of speed ("waiting times", "speed of service", "delivery time"), is no timetable, so a time of the day no longer mentions it ("It took twenty minutes to get through the queue" was "class times"\' and "opening hours"\' too); a time of the day or week qualifying a noun the word vectors read as a person says who, not when ("The weekend porters carried our bags", "The evening nurses were calm" mention no "opening hours"; "staff" reads below the person bar and stays a fault). And a duration, an amount and a unit of time, mentions a theme about how long where the sentence says it was taken ("Triage took about ten minutes" for "waiting times", "The mattress took three weeks to arrive" for "delivery time"), and a theme about waiting or speed where it was waited or spent ("forty minutes on hold", "It was two hours before anyone answered"; not to "delivery time"). And a verdict written after a comma with no verb of its own, naming no thing but after a preposition, stays in the span of the clause before it ("Swim club sessions start at 6am on Saturdays, far too early for my two", "Service was prompt, friendly and great"; up to 2026-12-15 the span ended at the comma), while things named one after another stay apart ("Great pool, lovely coaches"). Every other answer is that of 2026-12-15.', },
];
