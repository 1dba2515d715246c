/**
 * The x-th of a thousand distinct made-up words ("bakobax", "kokobax", …): no dictionary or word vector knows
 * them, so a long theme of them gives a label step many distinct candidates for its cost checks.
 */
export function madeUpWord(x: number): string {
  const syllables = ['ba', 'ko', 'ri', 'mu', 'te', 'sa', 'lo', 'ne', 'vi', 'du'];
  return `${syllables[x % 10]}${syllables[Math.floor(x / 10) % 10]}${syllables[Math.floor(x / 100) % 10]}x`;
}
