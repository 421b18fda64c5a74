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
and field, and per entry's field the list of its words' numbers), remembers what the pipeline
makes of each word, and build hands lunr an index whose
postings and field vectors are made the first time a query reads them (a getter per word and per
entry's field, replaced by the value once made); the position table Material highlights from is
made by Material's own tokenizer, as before. Serialised, the index is the same key for key and in
the same order as lunr's own, and every query gives the same results (tests/test_search_worker.py
builds both and compares them); any other lunr version keeps its own add and build. Measured in
Chromium at 1,000 trips (bench/search_build.py --base, 8 pairs, load 15): setup to READY 0.51x
(1508 -> 696 ms); the first query pays for the postings it reads (node, CPU: "trip" ~20 ms more,
"t" ~60 ms more), the rest are made in slices once the worker is left alone. */
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
          fields: Object.keys(this._fields), whitelist: this.metadataWhitelist.slice(),
          refs: [], ordinal: new Map(), terms: new Map(), postings: [], vectors: new Map(),
          again: false,
        };
      }
      const docRef = doc[this._ref];
      const fields = lazy.fields;
      const whitelist = lazy.whitelist;
      const words = lazy.words;
      const terms = lazy.terms;
      let ord = lazy.ordinal.get(docRef);
      if (ord === undefined) {
        ord = lazy.refs.length;
        lazy.refs.push(docRef);
        lazy.ordinal.set(docRef, ord);
      } else {
        lazy.again = true; // a second add of one ref: its documents are counted at build
      }
      this._documents[docRef] = attributes || {};
      this.documentCount += 1;
      for (let i = 0; i < fields.length; i++) {
        const fieldName = fields[i];
        const extractor = this._fields[fieldName].extractor;
        const field = extractor ? extractor(doc) : doc[fieldName];
        let tokens = this.tokenizer(field, { fields: [fieldName] });
        if (words === null) tokens = this.pipeline.run(tokens);
        const fieldRef = new lunr.FieldRef(docRef, fieldName).toString();
        const ids = [];
        for (let j = 0; j < tokens.length; j++) {
          const token = tokens[j];
          let key = token.toString();
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
          let posting = terms.get(key);
          if (posting === undefined) {
            posting = { index: this.termIndex, docs: 0, last: [], flat: [] };
            for (let k = 0; k < fields.length; k++) {
              posting.last.push(-1);
              posting.flat.push([]);
            }
            this.termIndex += 1;
            terms.set(key, posting);
            lazy.postings.push(posting);
          }
          ids.push(posting.index);
          const flat = posting.flat[i];
          if (posting.last[i] !== ord) {
            posting.last[i] = ord;
            posting.docs += 1;
          }
          flat.push(ord);
          for (let l = 0; l < whitelist.length; l++) flat.push(token.metadata[whitelist[l]]);
        }
        this.fieldLengths[fieldRef] = ids.length;
        lazy.vectors.set(fieldRef, ids);
      }
    };
    // The index itself: its postings and field vectors are made when a query first reads them
    lunr.Builder.prototype.build = function () {
      const lazy = this._daytrip;
      if (lazy === undefined) return ownBuild.call(this);
      this.calculateAverageFieldLengths();
      const { fields, whitelist, refs, postings } = lazy;
      const stride = 1 + whitelist.length;
      if (lazy.again) {
        for (const posting of postings) {
          posting.docs = 0;
          for (const flat of posting.flat) {
            const seen = new Set();
            for (let p = 0; p < flat.length; p += stride) seen.add(flat[p]);
            posting.docs += seen.size;
          }
        }
      }
      const made = (target, key, value) => {
        Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
        return value;
      };
      const inverted = Object.create(null);
      for (const [term, posting] of lazy.terms) {
        Object.defineProperty(inverted, term, {
          configurable: true, enumerable: true,
          get() {
            const value = Object.create(null);
            value._index = posting.index;
            for (let i = 0; i < fields.length; i++) {
              const byDoc = value[fields[i]] = Object.create(null);
              const flat = posting.flat[i];
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
            return made(inverted, term, value);
          },
        });
      }
      const builder = this;
      const idf = new Map();
      const vectors = {};
      for (const [key, ids] of lazy.vectors) {
        Object.defineProperty(vectors, key, {
          configurable: true, enumerable: true,
          get() {
            const fieldRef = lunr.FieldRef.fromString(key);
            const fieldName = fieldRef.fieldName;
            const fieldLength = builder.fieldLengths[fieldRef];
            const fieldBoost = builder._fields[fieldName].boost || 1;
            const docBoost = builder._documents[fieldRef.docRef].boost || 1;
            const tfs = new Map();
            for (let j = 0; j < ids.length; j++) tfs.set(ids[j], (tfs.get(ids[j]) || 0) + 1);
            const order = Array.from(tfs.keys()).sort((a, b) => a - b);
            const elements = new Array(order.length * 2);
            for (let j = 0; j < order.length; j++) {
              const index = order[j];
              const tf = tfs.get(index);
              let w = idf.get(index);
              if (w === undefined) {
                const docs = postings[index].docs;
                const x = (builder.documentCount - docs + 0.5) / (docs + 0.5);
                w = Math.log(1 + Math.abs(x));
                idf.set(index, w);
              }
              // lunr's own score, to its own precision (Builder.createFieldVectors)
              let score = w * ((builder._k1 + 1) * tf) / (builder._k1 * (1 - builder._b + builder._b * (fieldLength / builder.averageFieldLength[fieldName])) + tf);
              score *= fieldBoost;
              score *= docBoost;
              elements[2 * j] = index;
              elements[2 * j + 1] = Math.round(score * 1000) / 1000;
            }
            return made(vectors, key, new lunr.Vector(elements));
          },
        });
      }
      // and then, once the worker has been left alone a while after READY (a query typed while
      // it built comes first), a slice at a time, the rest of them: by the time a GM who read
      // the page types, a query reads them made (one that comes sooner waits a slice at most)
      const keys = [Object.keys(inverted), Object.keys(vectors)];
      const rest = [inverted, vectors];
      let which = 0;
      let next = 0;
      const slice = () => {
        const until = Date.now() + 8;
        while (which < 2 && Date.now() < until) {
          for (let n = 0; n < 64 && next < keys[which].length; n++) rest[which][keys[which][next++]];
          if (next >= keys[which].length) {
            which += 1;
            next = 0;
          }
        }
        if (which < 2) later();
        else if (channel !== null) channel.port1.close();
      };
      const channel = typeof MessageChannel === "function" ? new MessageChannel() : null;
      const later = channel !== null ? () => channel.port2.postMessage(0) : () => setTimeout(slice, 0);
      if (channel !== null) channel.port1.onmessage = slice;
      setTimeout(later, 300);
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
