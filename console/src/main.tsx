import './styles.css';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiClient, ApiError } from './api.js';
import { limitProblem, runAnalysis, type AnalysisOptions, type AnalysisResult, type JobView } from './analysis.js';
import { FileProblem, likelyTextColumn, readTable, type Table } from './files.js';
import { Results } from './results.js';

const KEY_STORAGE = 'tas-console-key';

interface Config {
  apiBase: string;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function SignIn({ config, onSignedIn }: { config: Config; onSignedIn: (api: ApiClient) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const api = new ApiClient(config.apiBase, key.trim());
    try {
      await api.get('/v1/versions');
      sessionStorage.setItem(KEY_STORAGE, key.trim());
      onSignedIn(api);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card signin" onSubmit={submit} aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      <p>Paste your API key. It is kept for this browser tab only and sent only to the API.</p>
      <label for="api-key">API key</label>
      <div class="row">
        <input id="api-key" type="password" autocomplete="off" spellcheck={false} required value={key} onInput={(e) => setKey((e.target as HTMLInputElement).value)} placeholder="tas_…" />
        <button type="submit" disabled={busy || key.trim() === ''}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Answers({ onTexts }: { onTexts: (texts: string[], source: string) => void }) {
  const [mode, setMode] = useState<'file' | 'paste'>('file');
  const [table, setTable] = useState<Table>();
  const [fileName, setFileName] = useState('');
  const [column, setColumn] = useState(0);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (mode === 'file' && table) onTexts(table.rows.map((r) => r[column] ?? '').filter((t) => t.trim() !== ''), fileName);
    if (mode === 'paste') onTexts(pasted.split('\n').map((t) => t.trim()).filter((t) => t !== ''), 'pasted answers');
  }, [mode, table, column, pasted]);
  const onFile = async (event: Event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    setError(undefined);
    setTable(undefined);
    onTexts([], '');
    if (!file) return;
    try {
      const read = await readTable(file);
      setFileName(file.name);
      setColumn(likelyTextColumn(read));
      setTable(read);
    } catch (e) {
      setError(e instanceof FileProblem ? e.message : `The file could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <section class="card" aria-labelledby="answers-title">
      <h2 id="answers-title">Answers</h2>
      <fieldset class="tabs">
        <legend class="sr-only">Where the answers come from</legend>
        <label>
          <input type="radio" name="source" checked={mode === 'file'} onChange={() => setMode('file')} /> Upload a CSV or XLSX file
        </label>
        <label>
          <input type="radio" name="source" checked={mode === 'paste'} onChange={() => setMode('paste')} /> Paste answers
        </label>
      </fieldset>
      {mode === 'file' ? (
        <div>
          <label for="file">CSV or XLSX file (first row: column names)</label>
          <input id="file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={onFile} />
          {table && (
            <div>
              <label for="column">Column with the answers</label>
              <select id="column" value={column} onChange={(e) => setColumn(Number((e.target as HTMLSelectElement).value))}>
                {table.columns.map((c, i) => (
                  <option value={i}>{c}</option>
                ))}
              </select>
              <p class="hint" data-testid="file-summary">
                {fileName}: {table.rows.length.toLocaleString('en')} rows, {table.columns.length} columns. First answer: “{(table.rows[0]?.[column] ?? '').slice(0, 120)}”
              </p>
            </div>
          )}
        </div>
      ) : (
        <div>
          <label for="pasted">Answers, one per line</label>
          <textarea id="pasted" rows={8} value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Options({ options, onChange }: { options: AnalysisOptions; onChange: (o: AnalysisOptions) => void }) {
  const set = (patch: Partial<AnalysisOptions>) => onChange({ ...options, ...patch });
  return (
    <fieldset class="card options">
      <legend>What to run</legend>
      <label>
        <input type="checkbox" checked={options.themes} onChange={(e) => set({ themes: (e.target as HTMLInputElement).checked, extractions: !(e.target as HTMLInputElement).checked && options.extractions === 'themes' ? 'none' : options.extractions })} /> Themes, with each answer's theme
      </label>
      <label class="indent">
        Most themes{' '}
        <input type="number" min={2} max={50} value={options.maxThemes} disabled={!options.themes} onInput={(e) => set({ maxThemes: Math.min(50, Math.max(1, Number((e.target as HTMLInputElement).value) || 10)) })} />
      </label>
      <label>
        <input type="checkbox" checked={options.sentiment} onChange={(e) => set({ sentiment: (e.target as HTMLInputElement).checked })} /> Sentiment
      </label>
      <fieldset class="plain">
        <legend>Extractions (the words of each answer about each theme)</legend>
        <label>
          <input type="radio" name="extractions" checked={options.extractions === 'none'} onChange={() => set({ extractions: 'none' })} /> None
        </label>
        <label>
          <input type="radio" name="extractions" checked={options.extractions === 'themes'} disabled={!options.themes} onChange={() => set({ extractions: 'themes' })} /> Against the themes found
        </label>
        <label>
          <input type="radio" name="extractions" checked={options.extractions === 'custom'} onChange={() => set({ extractions: 'custom' })} /> Against my list
        </label>
        {options.extractions === 'custom' && (
          <div class="indent">
            <label for="custom-themes">Themes to extract, one per line (at most 50)</label>
            <textarea id="custom-themes" rows={4} value={options.customThemes.join('\n')} onInput={(e) => set({ customThemes: (e.target as HTMLTextAreaElement).value.split('\n') })} />
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}

function Progress({ jobs, startedAt, finishedAt, now }: { jobs: JobView[]; startedAt: number; finishedAt?: number; now: number }) {
  return (
    <section class="card" aria-labelledby="progress-title" aria-live="polite">
      <h2 id="progress-title">Progress</h2>
      <p data-testid="elapsed">{finishedAt ? `Finished in ${seconds(finishedAt - startedAt)}` : `Elapsed ${seconds(now - startedAt)}`}</p>
      <ul class="jobs">
        {jobs.map((j) => {
          const pct = Math.round(100 * (j.progress ?? 0));
          const elapsed = j.startedAt ? seconds((j.endedAt ?? now) - j.startedAt) : 'waiting';
          return (
            <li class={`job ${j.state}`} data-testid="job">
              <span class="job-label" id={`${j.id}-label`}>
                {j.label}
              </span>
              {j.state === 'running' && j.progress === undefined ? (
                <progress aria-labelledby={`${j.id}-label`} />
              ) : (
                <progress aria-labelledby={`${j.id}-label`} max={100} value={pct} />
              )}
              <span class="job-pct" data-testid="job-pct">
                {j.state === 'failed' ? 'failed' : j.state === 'running' && j.progress === undefined ? '…' : `${pct}%`}
              </span>
              <span class="job-time">{elapsed}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function App({ config }: { config: Config }) {
  const stored = sessionStorage.getItem(KEY_STORAGE);
  const [api, setApi] = useState<ApiClient | undefined>(stored ? new ApiClient(config.apiBase, stored) : undefined);
  const [texts, setTexts] = useState<string[]>([]);
  const [source, setSource] = useState('');
  const [options, setOptions] = useState<AnalysisOptions>({ themes: true, sentiment: true, extractions: 'themes', customThemes: [], maxThemes: 10 });
  const [jobs, setJobs] = useState<JobView[]>([]);
  const [run, setRun] = useState<{ startedAt: number; finishedAt?: number }>();
  const [now, setNow] = useState(performance.now());
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<AnalysisResult>();
  const running = run !== undefined && run.finishedAt === undefined;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(timer);
  }, [running]);
  if (!api) return <SignIn config={config} onSignedIn={setApi} />;
  const problem = texts.length > 0 ? limitProblem(texts) : undefined;
  const nothing = !options.themes && !options.sentiment && options.extractions === 'none';
  const start = async () => {
    setError(undefined);
    setResult(undefined);
    setJobs([]);
    const startedAt = performance.now();
    setRun({ startedAt });
    try {
      const done = await runAnalysis(api, texts, { ...options, customThemes: options.customThemes.map((t) => t.trim()).filter((t) => t !== '') }, setJobs);
      setResult(done);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      if (e instanceof ApiError && e.status === 401) {
        sessionStorage.removeItem(KEY_STORAGE);
      }
    } finally {
      setRun({ startedAt, finishedAt: performance.now() });
    }
  };
  const signOut = () => {
    sessionStorage.removeItem(KEY_STORAGE);
    setApi(undefined);
    setResult(undefined);
  };
  return (
    <div>
      <div class="toolbar">
        <span>Signed in for this tab</span>
        <button type="button" class="link" onClick={signOut}>
          Sign out
        </button>
      </div>
      <div class="setup">
        <Answers onTexts={(t, s) => (setTexts(t), setSource(s))} />
        <Options options={options} onChange={setOptions} />
      </div>
      <div class="run">
        <button type="button" class="primary" disabled={running || texts.length === 0 || problem !== undefined || nothing} onClick={start}>
          {running ? 'Analysing…' : `Analyse ${texts.length.toLocaleString('en')} answers`}
        </button>
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {run && <Progress jobs={jobs} startedAt={run.startedAt} finishedAt={run.finishedAt} now={now} />}
      {error && (
        <p class="error card" role="alert" data-testid="run-error">
          {error}
        </p>
      )}
      {result && <Results result={result} source={source} />}
    </div>
  );
}

async function main(): Promise<void> {
  const config = (await fetch('config.json').then((r) => (r.ok ? r.json() : { apiBase: '' }))) as Config;
  const root = document.getElementById('app')!;
  root.textContent = '';
  render(<App config={{ apiBase: config.apiBase.replace(/\/$/, '') }} />, root);
}

void main();
