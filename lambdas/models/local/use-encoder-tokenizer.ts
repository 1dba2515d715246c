/**
 * The sentencepiece tokenizer of `@energetic-ai/embeddings` (USE Lite), reimplemented so the ONNX
 * runtime does not load TF.js: the same normalisation, the same Viterbi search over the same
 * pieces with the same tie-breaking, the same merging of repeated unknown pieces. The package
 * copies the rest of the text at every position (`symbols.slice(i)`); this walks the trie in
 * place. `test/unit/models/use-encoder-onnx.test.ts` checks the ids equal the package's.
 */

const SEPARATOR = '\u2581';
/** Ids below this are reserved symbols (padding, unknown, …), never matched as pieces. */
const RESERVED_SYMBOLS = 6;

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Vocabulary id when a piece ends here, else -1. */
  id: number;
  score: number;
  /** Length of the piece in code points. */
  length: number;
}

function trieNode(length: number): TrieNode {
  return { children: new Map(), id: -1, score: 0, length };
}

export class UseLiteTokenizer {
  private readonly root = trieNode(0);
  private readonly pieceLengths: Int32Array;

  constructor(vocabulary: readonly (readonly [string, number])[]) {
    this.pieceLengths = new Int32Array(vocabulary.length);
    // The package steps back by the piece's UTF-16 length (`vocabulary[id][0].length`); so does this.
    for (let id = 0; id < vocabulary.length; id++) this.pieceLengths[id] = vocabulary[id][0].length;
    for (let id = RESERVED_SYMBOLS; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id];
      let node = this.root;
      for (const symbol of piece) {
        let next = node.children.get(symbol);
        if (!next) node.children.set(symbol, (next = trieNode(node.length + 1)));
        node = next;
      }
      // A later duplicate piece overwrites an earlier one, as in the package's trie.
      node.id = id;
      node.score = score;
    }
  }

  encode(text: string): number[] {
    const normalized = text.normalize('NFKC');
    const input = normalized.length > 0 ? SEPARATOR + normalized.replace(/ /g, SEPARATOR) : normalized;
    const symbols = [...input];
    const n = symbols.length;
    // best[end] / words[end]: best score and last piece of a segmentation of symbols[0, end).
    const best = new Float64Array(n + 1);
    const words = new Int32Array(n + 1);
    // The package collects every match ending at `end` grouped by start, then relaxes them by
    // ascending start; matches[end] holds (start, id, score) triples, appended by ascending start.
    const matches: number[][] = Array.from({ length: n + 1 }, () => []);
    for (let start = 0; start < n; start++) {
      let node = this.root.children.get(symbols[start]);
      let found = false;
      for (let i = start; i < n && node; i++) {
        if (node.id >= 0) {
          matches[i + 1].push(start, node.id, node.score);
          found = true;
        }
        node = i + 1 < n ? node.children.get(symbols[i + 1]) : undefined;
      }
      // No piece starts here: the single symbol as the unknown piece (id 0, score 0).
      if (!found) matches[start + 1].push(start, 0, 0);
    }
    for (let end = 0; end <= n; end++) {
      const order = matches[end];
      for (let k = 0; k < order.length; k += 3) {
        const start = order[k];
        const score = order[k + 2] + best[start];
        if (best[end] === 0 || score >= best[end]) {
          best[end] = score;
          words[end] = order[k + 1];
        }
      }
    }
    const reversed: number[] = [];
    for (let end = n; end > 0; end -= this.pieceLengths[words[end]]) reversed.push(words[end]);
    const merged: number[] = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === 0)) merged.push(id);
      previousUnknown = id === 0;
    }
    return merged.reverse();
  }
}

