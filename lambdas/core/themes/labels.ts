/** Contract rules on theme labels: short labels of 2 to 4 words, unique case-insensitively. */

export const SHORT_LABEL_MIN_WORDS = 2;
export const SHORT_LABEL_MAX_WORDS = 4;
/** Appended to a one-word short label ("Pricing" → "Pricing Comments"). */
const PADDING_WORD = 'Comments';
const ORDINALS = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

interface Labels {
  shortLabel: string;
  label: string;
  description: string;
}

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Brings a short label to 2–4 words. */
export function fitShortLabel(text: string): string {
  const w = words(text).slice(0, SHORT_LABEL_MAX_WORDS);
  if (w.length === 0) return 'General Comments';
  if (w.length < SHORT_LABEL_MIN_WORDS) w.push(PADDING_WORD);
  return w.join(' ');
}

/** Fits every short label and makes them unique, changing later (smaller) themes' labels first. */
export function finishLabels(themes: readonly Labels[]): Labels[] {
  const used = new Set<string>();
  return themes.map((theme) => {
    let shortLabel = fitShortLabel(theme.shortLabel);
    for (let n = 0; used.has(shortLabel.toLowerCase()); n++) {
      const base = words(fitShortLabel(theme.shortLabel)).slice(0, SHORT_LABEL_MAX_WORDS - 1);
      shortLabel = [...base, ORDINALS[n] ?? String(n + 2)].join(' ');
    }
    used.add(shortLabel.toLowerCase());
    const label = theme.label.trim() || shortLabel;
    const description = theme.description.trim() || `Comments about ${shortLabel.toLowerCase()}.`;
    return { shortLabel, label, description };
  });
}
