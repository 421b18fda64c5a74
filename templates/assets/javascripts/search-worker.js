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

The Blob worker's code ends with FAST_ADD: lunr 2.3.9's Builder.prototype.add and build (Material's
worker builds its index with them), giving the same index, made lazily. lunr's own add makes, for
every word of every entry, an object and a list in its postings (about 150,000 at 1,000 trips,
most of the wait and of the garbage collector's work), and build then scores every entry's every
word (the field vectors). Here add keeps each word's places as plain numbers (one list per word
and field), remembers what the pipeline makes of each word, and build hands lunr an index whose
postings and field vectors are made the first time a query reads them (a getter per word and per
entry's field, replaced by the value once made); the position table Material highlights from is
made by Material's own tokenizer, as before. Serialised, the index is the same key for key and in
the same order as lunr's own, and every query gives the same results (tests/test_search_worker.py
builds both and compares them); any other lunr version keeps its own add and build. Measured in
Chromium at 1,000 trips (bench/search_build.py --base): the worker's setup to READY 0.48x. */
(() => {
  "use strict";
  const Native = window.Worker;
  if (location.protocol !== "file:" || typeof Native !== "function" || typeof Blob !== "function")
    return;
  const SEARCH = /\/workers\/search\.[^/?#]*\.min\.js$/;
  const SETUP = 0;

  // begin FAST_ADD (run in the worker, after Material's code: self.lunr is its lunr)
  const FAST_ADD = function fastAdd(lunr) {
    if (!lunr || lunr.version !== "2.3.9" || !lunr.Builder || !lunr.FieldRef || !lunr.Vector ||
        !lunr.Index || !lunr.TokenSet) return;
    // lunr's own one-token-in, at-most-one-token-out functions, which read the token's string
    // only: for a pipeline of these, what it makes of a word is remembered
    const PURE = [lunr.trimmer, lunr.stopWordFilter, lunr.stemmer];
    const ownBuild = lunr.Builder.prototype.build;
    lunr.Builder.prototype.add = function (doc, attributes) {
      let lazy = this._daytrip;
      if (lazy === undefined) {
        lazy = this._daytrip = {
          words: this.pipeline._stack.every((fn) => PURE.includes(fn)) ? new Map() : null,
          refs: [], ordinal: new Map(), terms: new Map(), again: false,
          whitelist: this.metadataWhitelist.slice(),
        };
      }
      const docRef = doc[this._ref];
      const fields = Object.keys(this._fields);
      const words = lazy.words;
      let ord = lazy.ordinal.get(docRef);
      if (ord === undefined) {
        ord = lazy.refs.length;
        lazy.refs.push(docRef);
        lazy.ordinal.set(docRef, ord);
      } else {
        lazy.again = true; // a second add of one ref: documents are counted at build
      }
      this._documents[docRef] = attributes || {};
      this.documentCount += 1;
      for (let i = 0; i < fields.length; i++) {
        const fieldName = fields[i];
        const extractor = this._fields[fieldName].extractor;
        const field = extractor ? extractor(doc) : doc[fieldName];
        let terms = this.tokenizer(field, { fields: [fieldName] });
        if (words === null) terms = this.pipeline.run(terms);
        const fieldRef = new lunr.FieldRef(docRef, fieldName).toString();
        const fieldTerms = Object.create(null);
        this.fieldTermFrequencies[fieldRef] = fieldTerms;
        let length = 0;
        for (let j = 0; j < terms.length; j++) {
          const term = terms[j];
          let key = term.toString();
          if (words !== null) {
            let kept = words.get(key);
            if (kept === undefined) {
              const out = this.pipeline.run([new lunr.Token(key, {})]);
              kept = out.length ? out[0].toString() : null;
              words.set(key, kept);
            }
            if (kept === null) continue;
            key = kept;
          }
          length += 1;
          const tf = fieldTerms[key];
          fieldTerms[key] = tf === undefined ? 1 : tf + 1;
          let posting = lazy.terms.get(key);
          if (posting === undefined) {
            posting = { index: this.termIndex, flat: Object.create(null), last: Object.create(null), docs: 0 };
            this.termIndex += 1;
            for (let k = 0; k < fields.length; k++) {
              posting.flat[fields[k]] = [];
              posting.last[fields[k]] = -1;
            }
            lazy.terms.set(key, posting);
          }
          const flat = posting.flat[fieldName];
          if (posting.last[fieldName] !== ord) {
            posting.last[fieldName] = ord;
            posting.docs += 1;
          }
          flat.push(ord);
          for (let l = 0; l < lazy.whitelist.length; l++) flat.push(term.metadata[lazy.whitelist[l]]);
        }
        this.fieldLengths[fieldRef] = length;
      }
    };
    // The index itself: its postings and field vectors are made when a query first reads them
    lunr.Builder.prototype.build = function () {
      const lazy = this._daytrip;
      if (lazy === undefined) return ownBuild.call(this);
      this.calculateAverageFieldLengths();
      const fields = Object.keys(this._fields);
      const whitelist = lazy.whitelist;
      const stride = 1 + whitelist.length;
      const refs = lazy.refs;
      const inverted = Object.create(null);
      const docs = Object.create(null);
      for (const [term, posting] of lazy.terms) {
        let count = posting.docs;
        if (lazy.again) {
          count = 0;
          for (const name of fields) {
            const seen = new Set();
            for (let p = 0; p < posting.flat[name].length; p += stride) seen.add(posting.flat[name][p]);
            count += seen.size;
          }
        }
        docs[term] = count;
        Object.defineProperty(inverted, term, {
          configurable: true, enumerable: true,
          get() {
            const made = Object.create(null);
            made._index = posting.index;
            for (const name of fields) {
              const byDoc = made[name] = Object.create(null);
              const flat = posting.flat[name];
              for (let p = 0; p < flat.length; p += stride) {
                const ref = refs[flat[p]];
                let entry = byDoc[ref];
                if (entry === undefined) entry = byDoc[ref] = Object.create(null);
                for (let l = 0; l < whitelist.length; l++) {
                  let list = entry[whitelist[l]];
                  if (list === undefined) list = entry[whitelist[l]] = [];
                  list.push(flat[p + 1 + l]);
                }
              }
            }
            Object.defineProperty(inverted, term, { value: made, writable: true, configurable: true, enumerable: true });
            return made;
          },
        });
      }
      const builder = this;
      const idfs = Object.create(null);
      const vectors = {};
      for (const key of Object.keys(this.fieldTermFrequencies)) {
        Object.defineProperty(vectors, key, {
          configurable: true, enumerable: true,
          get() {
            const fieldRef = lunr.FieldRef.fromString(key);
            const fieldName = fieldRef.fieldName;
            const fieldLength = builder.fieldLengths[fieldRef];
            const termFrequencies = builder.fieldTermFrequencies[fieldRef];
            const terms = Object.keys(termFrequencies);
            const fieldBoost = builder._fields[fieldName].boost || 1;
            const docBoost = builder._documents[fieldRef.docRef].boost || 1;
            const pairs = [];
            for (let j = 0; j < terms.length; j++) {
              const term = terms[j];
              const tf = termFrequencies[term];
              let idf = idfs[term];
              if (idf === undefined) {
                const x = (builder.documentCount - docs[term] + 0.5) / (docs[term] + 0.5);
                idf = idfs[term] = Math.log(1 + Math.abs(x));
              }
              let score = idf * ((builder._k1 + 1) * tf) / (builder._k1 * (1 - builder._b + builder._b * (fieldLength / builder.averageFieldLength[fieldName])) + tf);
              score *= fieldBoost;
              score *= docBoost;
              pairs.push([lazy.terms.get(term).index, Math.round(score * 1000) / 1000]);
            }
            pairs.sort((a, b) => a[0] - b[0]);
            const elements = new Array(pairs.length * 2);
            for (let j = 0; j < pairs.length; j++) {
              elements[2 * j] = pairs[j][0];
              elements[2 * j + 1] = pairs[j][1];
            }
            const made = new lunr.Vector(elements);
            Object.defineProperty(vectors, key, { value: made, writable: true, configurable: true, enumerable: true });
            return made;
          },
        });
      }
      this.invertedIndex = inverted;
      this.fieldVectors = vectors;
      this.tokenSet = lunr.TokenSet.fromArray(Array.from(lazy.terms.keys()).sort());
      return new lunr.Index({
        invertedIndex: inverted,
        fieldVectors: vectors,
        tokenSet: this.tokenSet,
        fields: fields,
        pipeline: this.searchPipeline,
      });
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
