'use strict';
// The thread pool's entry for embedding batches: a CommonJS file, so that the pool never loads
// an ES module with require() while another task of the thread imports it (see
// analysis-worker-entry.cjs); the ES module entry is imported once, by import() only.
let loaded;
module.exports = function embedTask(task) {
  loaded ??= import('./similarity-embed-entry.mjs').then((entry) => entry.default);
  return loaded.then((run) => run(task));
};
