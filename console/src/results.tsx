import { useMemo, useState } from 'preact/hooks';
import type { AnalysisResult } from './analysis.js';
import { SENTIMENT_COLOURS, SENTIMENTS, SentimentChart, sentimentRows, ThemesChart } from './charts.js';
import { download, exportCsv, exportXlsx } from './files.js';
import { segmentsOf } from './highlight.js';

/** Answers shown at once in a theme; more on request. */
const PAGE = 50;

function baseName(source: string): string {
  return (source.replace(/\.[a-z]+$/i, '') || 'answers').replace(/[^\w.-]+/g, '-');
}

function Exports({ result, source }: { result: AnalysisResult; source: string }) {
  const [busy, setBusy] = useState(false);
  const raw = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' })), [result]);
  return (
    <section class="card" aria-labelledby="export-title">
      <h2 id="export-title">Export</h2>
      <div class="row wrap">
        <button type="button" onClick={() => download(exportCsv(result), `${baseName(source)}-analysis.csv`)}>
          Download CSV
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              download(await exportXlsx(result), `${baseName(source)}-analysis.xlsx`);
            } finally {
              setBusy(false);
            }
          }}
        >
          Download XLSX
        </button>
        <a href={raw} download={`${baseName(source)}-analysis.json`}>
          All results as JSON
        </a>
      </div>
      <details>
        <summary>Raw JSON of each job (links expire)</summary>
        <ul>
          {result.links.map((l) => (
            <li>
              <a href={l.url} target="_blank" rel="noopener">
                {l.operation}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function ThemeDetail({ result, theme, onClose }: { result: AnalysisResult; theme: number; onClose: () => void }) {
  const [shown, setShown] = useState(PAGE);
  const t = result.themes![theme];
  const members = (result.assignments ?? []).flatMap((a, i) => (a === theme ? [i] : []));
  const extractionThemes = result.extractionThemes ?? [];
  const own = extractionThemes.indexOf(t.label);
  return (
    <section class="card theme-detail" aria-labelledby="theme-title" data-testid="theme-detail">
      <div class="row spread">
        <h3 id="theme-title" tabIndex={-1}>
          {t.label}
        </h3>
        <button type="button" class="link" onClick={onClose}>
          Close
        </button>
      </div>
      <p>{t.description}</p>
      <p class="hint">
        {members.length.toLocaleString('en')} answers. {own >= 0 ? 'Highlighted: the words extracted for this theme' : ''}
        {extractionThemes.length > (own >= 0 ? 1 : 0) ? `${own >= 0 ? '; underlined: words about other themes' : 'Highlighted: extracted words'} (hover for the theme).` : '.'}
      </p>
      <ol class="answers">
        {members.slice(0, shown).map((i) => {
          const s = result.sentiment?.[i];
          const spans = result.extractions?.[i] ?? [];
          return (
            <li data-testid="answer" data-index={i}>
              {s && (
                <span class={`badge ${s.sentiment}`} style={{ borderColor: SENTIMENT_COLOURS[s.sentiment] }} title="sentiment and confidence">
                  {s.sentiment} {s.confidence.toFixed(2)}
                </span>
              )}
              <span class="answer-text" data-testid="answer-text">
                {segmentsOf(result.texts[i], spans).map((seg) =>
                  seg.themes.length === 0 ? (
                    seg.text
                  ) : (
                    <mark class={seg.themes.includes(own) ? 'own' : 'other'} title={seg.themes.map((k) => extractionThemes[k]).join(', ')}>
                      {seg.text}
                    </mark>
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {members.length > shown && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, members.length - shown)} more
        </button>
      )}
    </section>
  );
}

function SentimentTable({ rows }: { rows: ReturnType<typeof sentimentRows> }) {
  return (
    <table class="sentiment-table">
      <caption class="sr-only">Sentiment counts and mean confidence</caption>
      <thead>
        <tr>
          <th scope="col">Group</th>
          {SENTIMENTS.map((s) => (
            <th scope="col">{s}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr>
            <th scope="row">{r.name}</th>
            {SENTIMENTS.map((s) => (
              <td>
                {r.counts[s] ?? 0}
                {r.meanConfidence[s] !== undefined && <span class="conf"> ({r.meanConfidence[s].toFixed(2)})</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Results({ result, source }: { result: AnalysisResult; source: string }) {
  const [open, setOpen] = useState<number>();
  const rows = useMemo(() => sentimentRows(result), [result]);
  const openTheme = (k: number) => {
    setOpen(k);
    setTimeout(() => document.getElementById('theme-title')?.focus(), 0);
  };
  const themesChart = useMemo(() => <ThemesChart result={result} onOpen={openTheme} />, [result]);
  const sentimentChart = useMemo(() => <SentimentChart rows={rows} />, [rows]);
  return (
    <div class="results" data-testid="results">
      {result.themes && (
        <section class="card" aria-labelledby="themes-title">
          <h2 id="themes-title">Themes</h2>
          {result.sampled && (
            <p class="hint">
              Themes were found on {result.sampled} answers spread over the file (the asynchronous themes limit); every other answer joined the theme it is closest to.
            </p>
          )}
          {themesChart}
          <ul class="theme-list">
            {result.themes.map((t, k) => (
              <li>
                <button type="button" class="theme-button" aria-expanded={open === k} onClick={() => openTheme(k)}>
                  <strong>{t.shortLabel}</strong> <span class="count">{(t.size ?? 0).toLocaleString('en')}</span>
                </button>
                <span class="description">{t.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.sentiment && (
        <section class="card" aria-labelledby="sentiment-title">
          <h2 id="sentiment-title">Sentiment</h2>
          {sentimentChart}
          <SentimentTable rows={rows} />
          <p class="hint">Counts per class; in brackets the mean confidence of the class.</p>
        </section>
      )}
      {open !== undefined && result.themes && <ThemeDetail result={result} theme={open} onClose={() => setOpen(undefined)} />}
      <Exports result={result} source={source} />
    </div>
  );
}
