import { useEffect, useRef } from 'preact/hooks';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import type { AnalysisResult } from './analysis.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export const SENTIMENTS = ['positive', 'neutral', 'mixed', 'negative'] as const;
export const SENTIMENT_COLOURS: Record<string, string> = { positive: '#2e7d32', neutral: '#78909c', mixed: '#f9a825', negative: '#c62828' };

/** A Chart.js canvas that is rebuilt when its configuration changes. */
function ChartCanvas({ config, label, height }: { config: ChartConfiguration<'bar'>; label: string; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div class="chart" style={{ height: `${height}px` }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/** Theme sizes as horizontal bars; clicking a bar opens the theme. */
export function ThemesChart({ result, onOpen }: { result: AnalysisResult; onOpen: (theme: number) => void }) {
  const themes = result.themes ?? [];
  const sizes = themes.map((t, k) => t.size ?? result.assignments?.filter((a) => a === k).length ?? 0);
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: { labels: themes.map((t) => t.shortLabel), datasets: [{ label: 'Answers', data: sizes, backgroundColor: '#3f51b5' }] },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false }, tooltip: { callbacks: { afterLabel: (item) => themes[item.dataIndex]?.label ?? '' } } },
      onClick: (_event, elements) => {
        if (elements[0]) onOpen(elements[0].index);
      },
      scales: { x: { beginAtZero: true, title: { display: true, text: 'answers' } } },
    },
  };
  return <ChartCanvas config={config} label={`Bar chart of answers per theme: ${themes.map((t, k) => `${t.shortLabel} ${sizes[k]}`).join(', ')}`} height={Math.max(160, 34 * themes.length + 50)} />;
}

export interface SentimentRow {
  name: string;
  counts: Record<string, number>;
  meanConfidence: Record<string, number>;
  total: number;
}

/** Sentiment counts and mean confidence overall and per theme. */
export function sentimentRows(result: AnalysisResult): SentimentRow[] {
  const sentiment = result.sentiment ?? [];
  const groups: { name: string; members: number[] }[] = [{ name: 'All answers', members: sentiment.map((_, i) => i) }];
  (result.themes ?? []).forEach((t, k) => groups.push({ name: t.shortLabel, members: (result.assignments ?? []).flatMap((a, i) => (a === k ? [i] : [])) }));
  return groups.map(({ name, members }) => {
    const counts: Record<string, number> = {};
    const sums: Record<string, number> = {};
    for (const i of members) {
      const s = sentiment[i];
      if (!s) continue;
      counts[s.sentiment] = (counts[s.sentiment] ?? 0) + 1;
      sums[s.sentiment] = (sums[s.sentiment] ?? 0) + s.confidence;
    }
    const meanConfidence = Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v / counts[k]]));
    return { name, counts, meanConfidence, total: members.length };
  });
}

/** Stacked bars of sentiment shares, overall then per theme; the tooltip gives the mean confidence. */
export function SentimentChart({ rows }: { rows: SentimentRow[] }) {
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: rows.map((r) => r.name),
      datasets: SENTIMENTS.map((s) => ({
        label: s,
        data: rows.map((r) => (r.total > 0 ? (100 * (r.counts[s] ?? 0)) / r.total : 0)),
        backgroundColor: SENTIMENT_COLOURS[s],
      })),
    },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      animation: false,
      scales: { x: { stacked: true, max: 100, title: { display: true, text: '% of answers' } }, y: { stacked: true } },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const row = rows[item.dataIndex];
              const s = SENTIMENTS[item.datasetIndex];
              const conf = row.meanConfidence[s];
              return `${s}: ${row.counts[s] ?? 0} (${Number(item.raw).toFixed(0)}%)${conf === undefined ? '' : `, mean confidence ${conf.toFixed(2)}`}`;
            },
          },
        },
      },
    },
  };
  return <ChartCanvas config={config} label="Stacked bar chart of sentiment shares, overall and per theme; the table below gives the numbers" height={Math.max(160, 30 * rows.length + 70)} />;
}
