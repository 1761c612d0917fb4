// What the page's modules expect of a browser, as far as the tested ones touch it: localStorage, the
// document's language and dataset, and Web Crypto. Imported first by every test, before any page module.

import { webcrypto } from 'node:crypto';

const store = new Map();
globalThis.localStorage = {
  getItem: (k) => (store.has(k) ? store.get(k) : null),
  setItem: (k, v) => { store.set(k, String(v)); },
  removeItem: (k) => { store.delete(k); },
  clear: () => store.clear(),
};
globalThis.document = {
  documentElement: { lang: 'en', dataset: {} },
  querySelectorAll: () => [],
};
if (!globalThis.crypto) globalThis.crypto = webcrypto;
