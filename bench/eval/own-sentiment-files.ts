/** The sentiment-only hand-written sets of test/fixtures/quality (`split` "fresh" to "fresh21"), one file each; own-sets.ts reads them. */
import { fileURLToPath } from 'node:url';

/** Sentiment only (`split` "fresh"), written before sentiment version 2026-11-29 was built and kept out of all its tuning (seven domains, 21 sentences per class). */
export const OWN_SENTIMENT_FRESH_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh2"): 128 sentences, 32 per class, in seven domains (customer,
 * employee, student and patient surveys, app and product reviews, support tickets), committed
 * before sentiment version 2026-11-30 was tuned and kept out of every choice made for it.
 */
export const OWN_SENTIMENT_FRESH2_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh2.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh3"): 140 sentences, 35 per class, five per class in each of seven
 * domains, committed before sentiment version 2026-12-01 was built and scored only at its end.
 */
export const OWN_SENTIMENT_FRESH3_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh3.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh4"): 140 sentences, 35 per class, five per class in each of seven
 * domains, committed before sentiment version 2026-12-02 was built and scored only at its end.
 */
export const OWN_SENTIMENT_FRESH4_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh4.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh5"): 140 sentences, 35 per class, five per class in each of seven
 * domains (holiday rentals, council staff, driving and evening classes, GP practice and pharmacy,
 * developer tools, household and garden products, insurance claims), committed before the models of
 * 2026-12-03 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH5_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh5.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh6"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (theatre and museum visitors, food delivery riders, parents of primary school pupils,
 * physiotherapy patients, online marketplace sellers, bicycles and e-bikes, broadband installation and
 * support), committed before the models of 2026-12-04 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH6_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh6.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh7"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (self-storage customers, warehouse and distribution centre staff, language school
 * students, hearing clinic patients, parking payment apps, camping gear, home alarm installation and
 * support), committed before the models of 2026-12-05 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH7_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh7.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh8"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (car wash and valeting customers, supermarket night-shift staff, apprentice electricians
 * at college, podiatry clinic patients, meal-planning apps, kettles and toasters, a pension provider's
 * helpline), with praise told by denial, outcomes told without sentiment words, contrasts without "but",
 * and requests and facts as neutral, committed before the models of 2026-12-06 were built and scored only
 * once at their end.
 */
export const OWN_SENTIMENT_FRESH8_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh8.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh9"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (locksmith call-out customers, care home care workers, conservatoire music students,
 * sleep clinic patients, photo-backup apps, home printers, a council housing repairs line), with praise
 * told by denial ("never once rushed me"), complaints told by denying any good ("not a single useful
 * answer"), outcomes told without sentiment words, contrasts without "but", two short opposed sides
 * ("Lovely residents, exhausting shifts") and requests and facts as neutral, committed before the models
 * of 2026-12-07 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH9_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh9.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh10"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (wedding photographer clients, theatre front-of-house staff, trainee pilots at a flight
 * school, orthodontic patients, a car club app, smart thermostats, a vet practice's out-of-hours line),
 * with praise told by denial ("never once got in the way"), complaints told by denying any good ("not a
 * word of advice"), outcomes told without sentiment words, contrasts with and without "but", two short
 * opposed sides ("Handy app, filthy cars"), everyday praise words ("ace", "spot on", "faultless") and
 * requests and facts as neutral, committed before the models of 2026-12-08 were built and scored only
 * once at their end.
 */
export const OWN_SENTIMENT_FRESH10_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh10.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh11"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (ferry crossing passengers, bus drivers at a depot, student nurses on placement, a
 * hospice's family visitors, a bike-share scheme app, meal-replacement shakes, a council's bulky-waste
 * collection line), with praise told by outcomes without sentiment words ("the old sofa was gone from the
 * drive by Thursday morning"), praise by denial ("Not a single delay"), complaints by denial ("Not one
 * announcement"), complaints asked as questions ("Why does every ferry ... leave at least an hour late?"),
 * contrasts with and without "but" and sides joined by ";" or "while", two short opposed sides ("Smooth
 * sea, awful food") and plain questions, requests and facts as neutral, committed before the models of
 * 2026-12-09 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH11_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh11.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh12"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a Christmas tree delivery service's customers, postal workers at a sorting office,
 * evening upholstery class students, a podiatry clinic's patients, a tide-times app for sailors, stair
 * lifts, a pet insurance claims line), with praise told by outcomes without sentiment words ("Mum can get
 * up to bed on her own again"), praise by denial ("Not a twinge since the nail was sorted"), complaints by
 * denial ("Not one follow-up call"), quick failures ("crashed within a day of the update"), complaints
 * asked as questions, contrasts with and without "but", sides joined by ";", "while" or "whereas", two
 * short opposed sides ("Fresh tree, rude driver") and plain questions, requests, timings and facts as
 * neutral, committed before the models of 2026-12-10 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH12_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh12.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh13"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a party equipment hire firm's customers, airport baggage handlers, adults on an
 * evening sign language course, cataract surgery patients, a plant identification app, e-readers, a
 * student finance helpline), with praise told by outcomes without sentiment words, praise and
 * complaints by denial, quick failures, complaints asked as questions, contrasts with and without
 * "but", sides joined by ";", "while", "whereas" or "though", two short opposed sides and plain
 * questions, requests, timings and facts as neutral, committed before the models of 2026-12-10 were
 * built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH13_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh13.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh14"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a mobile tyre-fitting service's customers, kitchen porters in a hotel kitchen, adults
 * on a night-school bricklaying course, hearing aid patients of an audiology clinic, a parking payment
 * app, cordless vacuum cleaners, a water company's leak-report line), with praise told by outcomes
 * without sentiment words, praise and complaints by denial, quick failures, complaints asked as
 * questions, contrasts with and without "but", sides joined by ";", "while", "whereas" or "though",
 * two short opposed sides and plain questions, requests, timings and facts as neutral, committed before
 * the models of 2026-12-10 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH14_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh14.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh15"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a smart meter installer's customers, lifeguards at an outdoor lido, adults on a British
 * Sign Language evening course, patients of a minor injuries unit, a meal-planning app, bread makers, a
 * council's pothole-reporting line), with praise told by outcomes without sentiment words, praise and
 * complaints by denial, quick failures, complaints asked as questions, contrasts with and without "but",
 * sides joined by ";", "while", "whereas" or "though", two short opposed sides and plain questions,
 * requests, timings and facts as neutral, committed before the models of 2026-12-11 were built and scored
 * only once at their end.
 */
export const OWN_SENTIMENT_FRESH15_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh15.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh16"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a tattoo studio's customers, staff on their employer's cycle-to-work scheme, adult
 * singers in a community choir, patients of a hospital dermatology clinic, a train ticket app, electric
 * toothbrushes, a mobile phone network's customer service line), with praise told by outcomes without
 * sentiment words, praise and complaints by denial, quick failures, complaints asked as questions,
 * contrasts with and without "but", sides joined by ";", "while", "whereas" or "though", two short
 * opposed sides and plain questions, requests, timings and facts as neutral, committed before the models
 * of 2026-12-12 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH16_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh16.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh17"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a pest control firm's customers, drivers at a laundry and linen-hire firm, adults in a
 * weekly ukulele group, patients of a chiropody clinic, a bike share app, smartwatches, a double glazing
 * firm's aftercare line), with praise told by outcomes without sentiment words, praise and complaints by
 * denial, complaints asked as questions, contrasts with and without "but", sides joined by ";", "while",
 * "whereas", "though" or "even if", two short opposed sides and plain questions, requests, timings and
 * facts as neutral, committed before the models of 2026-12-15 and 2026-12-29 were built and scored only once at their end.
 */
export const OWN_SENTIMENT_FRESH17_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh17.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh18"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a drain clearance firm's customers, staff at a garden centre, adults on a beekeeping
 * course, patients of a hospital fracture clinic, a breakdown cover app, children's car seats, a passport
 * office advice line), with praise told by outcomes without sentiment words, praise and complaints by
 * denial, quick failures, complaints asked as questions, contrasts with and without "but", sides joined by
 * ";", "while", "whereas" or "though", two short opposed sides and plain questions, requests, timings and
 * facts as neutral, committed before the models of 2026-12-12 were built and scored once at the end of that
 * release (on the unchanged default 2026-12-10).
 */
export const OWN_SENTIMENT_FRESH18_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh18.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh19"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a TV aerial and satellite installer's customers, crew on a river cruise ship, children
 * at a junior chess club, patients of a travel clinic, a crossword app, a pressure washer, a water
 * company's billing line), with praise told by outcomes without sentiment words, praise and complaints by
 * denial, quick failures, complaints asked as questions, contrasts with and without "but", sides joined by
 * ";", "while", "whereas" or "though", two short opposed sides and plain questions, requests, timings and
 * facts as neutral, committed again before the models of 2026-12-12 were built and scored once at the end of
 * that release (on the unchanged default 2026-12-10).
 */
export const OWN_SENTIMENT_FRESH19_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh19.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh20"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a driveway paving and tarmac firm's customers, seasonal staff at a Christmas tree farm,
 * adults on a dry stone walling course, patients on a cardiac rehabilitation programme, a birdsong
 * identification app, a dehumidifier, a council parking permit helpline), with praise told by outcomes
 * without sentiment words, praise and complaints by denial, quick failures, complaints asked as questions,
 * contrasts with and without "but", sides joined by ";", "while", "whereas" or "though", two short opposed
 * sides and plain questions, requests, timings and facts as neutral, committed a third time before the
 * models of 2026-12-12 were built and scored once at their end.
 */
export const OWN_SENTIMENT_FRESH20_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh20.jsonl', import.meta.url));
/**
 * Sentiment only (`split` "fresh21"): 140 sentences, 35 per class, five per class in each of seven
 * subject areas (a loft insulation installer's customers, staff at a multiplex cinema, adults on a sea
 * kayaking course, patients of a renal dialysis unit, a couch-to-5k running app, a baby monitor, a car
 * insurer's windscreen claims line), with praise told by outcomes without sentiment words, praise and
 * complaints by denial, quick failures, complaints asked as questions, contrasts with and without "but",
 * sides joined by ";", "while", "whereas" or "though", two short opposed sides and plain questions,
 * requests, timings and facts as neutral, committed before the models of 2026-12-13 were built and scored
 * only once at their end.
 */
export const OWN_SENTIMENT_FRESH21_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-fresh21.jsonl', import.meta.url));
