// node-polyglot's `object.entries` polyfill, for browsers that all have Object.entries (es2022):
// the polyfill pulled es-abstract's helpers (about 12 KB) into the console's first load.
module.exports = Object.entries;
