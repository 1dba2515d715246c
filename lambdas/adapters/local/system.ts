import { randomBytes } from 'node:crypto';
import type { Clock, RandomSource } from '../../core/ports/system.js';

export const systemClock: Clock = { now: () => new Date() };

export const cryptoRandom: RandomSource = { bytes: (length) => new Uint8Array(randomBytes(length)) };
