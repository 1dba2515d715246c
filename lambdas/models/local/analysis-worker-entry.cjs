'use strict';
// The thread pool's entry for analyses. The pool loads a task file with require() before it
// tries import(); on Node 20.19+ require() of an ES module that another task of the same thread
// is still importing can abort the whole process (V8: "IsGraphAsync must be used on an
// instantiated module"). A CommonJS file loads synchronously and safely, and imports the ES
// module entry once, by import() only.
let loaded;
module.exports = function analysisTask(task) {
  loaded ??= import('./analysis-worker-entry.mjs').then((entry) => entry.default);
  return loaded.then((run) => run(task));
};
