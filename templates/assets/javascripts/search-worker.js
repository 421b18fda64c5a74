/* DayTrip: search opened from disk (file://) runs in a real worker thread, and starts at load.

Served over http, Material starts its search worker when the page loads and builds the lunr
index in that thread while the GM reads. Opened from disk, a browser refuses a worker script
from a file:// URL, so the iframe-worker shim runs the worker in a hidden iframe on the page's
own thread, and Material waits for search to be opened (the build would freeze the page): the
GM waits for the whole build after clicking search, with the page frozen.

This script (listed first in mkdocs.yml's extra.polyfills, before the iframe-worker shim)
gives Material, on file:// only, a worker made from a Blob of the worker's own code (a Blob
worker is allowed from disk): hooks/daytrip_search.py writes that code as a string beside the
worker (workers/search.*.min.inline.js, loaded here by a script tag once the page has loaded,
as Material loads search_index.js). The worker then gets the index at once (Material's own
setup message, from search_index.js), as it does over http, and builds it in its own thread;
Material's setup, sent when search is opened, is not sent again. Any other worker, or any
failure, falls back to the iframe-worker shim, unchanged (setup when search is opened).

The Blob worker's code ends with FAST_ADD: lunr 2.3.9's Builder.prototype.add (Material's worker
builds its index with it), doing the same work with each token's string taken once and each
posting looked up once. The original reads `invertedIndex[term]` up to six times a token (each
a call of the token's toString and a lookup in a table of thousands of terms); at 1,000 trips
the build is about 230,000 tokens and was most of the wait. The index it builds is the same,
key for key and in the same order (tests/test_search_worker.py builds both and compares them);
any other lunr version keeps its own add. */
(() => {
  "use strict";
  const Native = window.Worker;
  if (location.protocol !== "file:" || typeof Native !== "function" || typeof Blob !== "function")
    return;
  const SEARCH = /\/workers\/search\.[^/?#]*\.min\.js$/;
  const SETUP = 0;

  // begin FAST_ADD (run in the worker, after Material's code: self.lunr is its lunr)
  const FAST_ADD = function fastAdd(lunr) {
    if (!lunr || lunr.version !== "2.3.9" || !lunr.Builder || !lunr.FieldRef) return;
    lunr.Builder.prototype.add = function (doc, attributes) {
      const docRef = doc[this._ref];
      const fields = Object.keys(this._fields);
      const inverted = this.invertedIndex;
      const whitelist = this.metadataWhitelist;
      this._documents[docRef] = attributes || {};
      this.documentCount += 1;
      for (let i = 0; i < fields.length; i++) {
        const fieldName = fields[i];
        const extractor = this._fields[fieldName].extractor;
        const field = extractor ? extractor(doc) : doc[fieldName];
        const terms = this.pipeline.run(this.tokenizer(field, { fields: [fieldName] }));
        const fieldRef = new lunr.FieldRef(docRef, fieldName).toString();
        const fieldTerms = Object.create(null);
        this.fieldTermFrequencies[fieldRef] = fieldTerms;
        this.fieldLengths[fieldRef] = terms.length;
        for (let j = 0; j < terms.length; j++) {
          const term = terms[j];
          const key = term.toString();
          const tf = fieldTerms[key];
          fieldTerms[key] = tf === undefined ? 1 : tf + 1;
          let posting = inverted[key];
          if (posting === undefined) {
            posting = Object.create(null);
            posting._index = this.termIndex;
            this.termIndex += 1;
            for (let k = 0; k < fields.length; k++) posting[fields[k]] = Object.create(null);
            inverted[key] = posting;
          }
          const byDoc = posting[fieldName];
          let entry = byDoc[docRef];
          if (entry === undefined) entry = byDoc[docRef] = Object.create(null);
          for (let l = 0; l < whitelist.length; l++) {
            const name = whitelist[l];
            let list = entry[name];
            if (list === undefined) list = entry[name] = [];
            list.push(term.metadata[name]);
          }
        }
      }
    };
  };
  // end FAST_ADD

  class BlobWorker extends EventTarget {
    constructor(url) {
      super();
      this.url = `${url}`;
      this.queue = [];
      this.worker = null;
      this.setup = false;
      this.onmessage = null;
      this.onerror = null;
      // after the page's load: its load is not delayed, and search_index.js has set __index
      if (document.readyState === "complete") setTimeout(() => this.load());
      else addEventListener("load", () => this.load(), { once: true });
    }

    load() {
      const script = document.createElement("script");
      script.src = this.url.replace(/\.js$/, ".inline.js");
      script.onload = () => this.start(window.__daytrip_search_worker);
      script.onerror = () => this.start(null);
      document.head.appendChild(script);
    }

    start(source) {
      let worker = null;
      if (typeof source === "string") {
        try {
          const code = [source, `\n;(${FAST_ADD})(self.lunr);\n`];
          worker = new Native(URL.createObjectURL(new Blob(code, { type: "text/javascript" })));
        } catch (err) {
          worker = null;
        }
      }
      if (worker !== null) this.early(); // queued first: the worker builds in its own thread
      else worker = new window.IFrameWorker(this.url); // the shim, as before (setup on opening)
      worker.addEventListener("message", (ev) => {
        const event = new MessageEvent("message", { data: ev.data });
        this.dispatchEvent(event);
        if (this.onmessage) this.onmessage(event);
      });
      worker.addEventListener("error", (ev) => {
        this.dispatchEvent(new ErrorEvent("error", { message: ev.message, error: ev.error }));
        if (this.onerror) this.onerror(ev);
      });
      this.worker = worker;
      for (const message of this.queue.splice(0)) worker.postMessage(message);
    }

    early() {
      const index = window.__index;
      if (this.setup || !index || !index.config || !index.docs) return;
      let features = [];
      try {
        features = JSON.parse(document.getElementById("__config").textContent).features || [];
      } catch (err) {
        return; // no configuration: Material sends its setup when search opens
      }
      this.postMessage({
        type: SETUP,
        data: { config: index.config, docs: index.docs,
                options: { suggest: features.includes("search.suggest") } },
      });
    }

    postMessage(message) {
      if (message && message.type === SETUP) {
        if (this.setup) return; // sent at load already: the worker has (or is building) it
        this.setup = true;
      }
      if (this.worker) this.worker.postMessage(message);
      else this.queue.push(message);
    }

    terminate() {
      if (this.worker) this.worker.terminate();
    }
  }

  let shim = Native;
  Object.defineProperty(window, "Worker", {
    configurable: true,
    get() {
      return function Worker(url, options) {
        if (SEARCH.test(`${url}`) && typeof window.IFrameWorker === "function")
          return new BlobWorker(url);
        return new shim(url, options);
      };
    },
    set(value) { shim = value; }, // the iframe-worker shim installs itself here
  });
})();
