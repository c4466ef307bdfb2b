import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 50:
/***/ ((module) => {

/**
 * Trims the white space from the start and end of the line.
 *
 * If the line is an array it will strip the white space from
 * the start and end of each element of the array.
 *
 * @param  {string|Array} line
 * @return {string|Array}
 * @private
 */
function trimLine(line) {
	if (!line) {
		return null;
	}

	if (Array.isArray(line)) {
		return line.map(trimLine);
	}

	return String(line).trim();
}

/**
 * Remove comments from lines
 *
 * @param {string} line
 * @return {string}
 * @private
 */
function removeComments(line) {
	var commentStartIndex = line.indexOf('#');
	if (commentStartIndex > -1) {
		return line.substr(0, commentStartIndex);
	}

	return line;
}

/**
 * Splits a line at the first occurrence of :
 *
 * @param  {string} line
 * @return {Array.<string>}
 * @private
 */
function splitLine(line) {
	var idx = String(line).indexOf(':');

	if (!line || idx < 0) {
		return null;
	}

	return [line.slice(0, idx), line.slice(idx + 1)];
}

/**
 * Normalises the user-agent string by converting it to
 * lower case and removing any version numbers.
 *
 * @param  {string} userAgent
 * @return {string}
 * @private
 */
function formatUserAgent(userAgent) {
	var formattedUserAgent = userAgent.toLowerCase();

	// Strip the version number from robot/1.0 user agents
	var idx = formattedUserAgent.indexOf('/');
	if (idx > -1) {
		formattedUserAgent = formattedUserAgent.substr(0, idx);
	}

	return formattedUserAgent.trim();
}

/**
 * Normalises the URL encoding of a path by encoding
 * unicode characters.
 *
 * @param {string} path
 * @return {string}
 * @private
 */
function normaliseEncoding(path) {
	try {
		return urlEncodeToUpper(encodeURI(path).replace(/%25/g, '%'));
	} catch (e) {
		return path;
	}
}

/**
 * Convert URL encodings to support case.
 *
 * e.g.: %2a%ef becomes %2A%EF
 *
 * @param {string} path
 * @return {string}
 * @private
 */
function urlEncodeToUpper(path) {
	return path.replace(/%[0-9a-fA-F]{2}/g, function (match) {
		return match.toUpperCase();
	});
}

/**
 * Matches a pattern with the specified path
 *
 * Uses same algorithm to match patterns as the Google implementation in
 * google/robotstxt so it should be consistent with the spec.
 *
 * @see https://github.com/google/robotstxt/blob/f465f0ede81099dd8bc4aeb2966b3a892bd488b3/robots.cc#L74
 * @param {string} pattern
 * @param {string} path
 * @return {boolean}
 * @private
 */
function matches(pattern, path) {
	// I've added extra comments to try make this easier to understand

	// Stores the lengths of all the current matching substrings.
	// Maximum number of possible matching lengths is every length in path plus
	// 1 to handle 0 length too (if pattern starts with * which is zero or more)
	var matchingLengths = new Array(path.length + 1);
	var numMatchingLengths = 1;

	// Initially longest match is 0
	matchingLengths[0] = 0;

	for (var p = 0; p < pattern.length; p++) {
		// If $ is at the end of pattern then we must match the whole path.
		// Which is true if the longest matching length matches path length
		if (pattern[p] === '$' && p + 1 === pattern.length) {
			return matchingLengths[numMatchingLengths - 1] === path.length;
		}

		// Handle wildcards
		if (pattern[p] == '*') {
			// Wildcard so all substrings minus the current smallest matching
			// length are matches
			numMatchingLengths = path.length - matchingLengths[0] + 1;

			// Update matching lengths to include the smallest all the way up
			// to numMatchingLengths
			// Don't update smallest possible match as * matches zero or more
			// so the smallest current match is also valid
			for (var i = 1; i < numMatchingLengths; i++) {
				matchingLengths[i] = matchingLengths[i - 1] + 1;
			}
		} else {
			// Check the char at the matching length matches the pattern, if it
			// does increment it and add it as a valid length, ignore if not.
			var numMatches = 0;
			for (var i = 0; i < numMatchingLengths; i++) {
				if (
					matchingLengths[i] < path.length &&
					path[matchingLengths[i]] === pattern[p]
				) {
					matchingLengths[numMatches++] = matchingLengths[i] + 1;
				}
			}

			// No paths matched the current pattern char so not a match
			if (numMatches == 0) {
				return false;
			}

			numMatchingLengths = numMatches;
		}
	}

	return true;
}

function parseRobots(contents, robots) {
	var newlineRegex = /\r\n|\r|\n/;
	var lines = contents
		.split(newlineRegex)
		.map(removeComments)
		.map(splitLine)
		.map(trimLine);

	var currentUserAgents = [];
	var isNoneUserAgentState = true;
	for (var i = 0; i < lines.length; i++) {
		var line = lines[i];

		if (!line || !line[0]) {
			continue;
		}

		switch (line[0].toLowerCase()) {
			case 'user-agent':
				if (isNoneUserAgentState) {
					currentUserAgents.length = 0;
				}

				if (line[1]) {
					currentUserAgents.push(formatUserAgent(line[1]));
				}
				break;
			case 'disallow':
				robots.addRule(currentUserAgents, line[1], false, i + 1);
				break;
			case 'allow':
				robots.addRule(currentUserAgents, line[1], true, i + 1);
				break;
			case 'crawl-delay':
				robots.setCrawlDelay(currentUserAgents, line[1]);
				break;
			case 'sitemap':
				if (line[1]) {
					robots.addSitemap(line[1]);
				}
				break;
			case 'host':
				if (line[1]) {
					robots.setPreferredHost(line[1].toLowerCase());
				}
				break;
		}

		isNoneUserAgentState = line[0].toLowerCase() !== 'user-agent';
	}
}

/**
 * Returns if a pattern is allowed by the specified rules.
 *
 * @param  {string}  path
 * @param  {Array.<Object>}  rules
 * @return {Object?}
 * @private
 */
function findRule(path, rules) {
	var matchedRule = null;

	for (var i = 0; i < rules.length; i++) {
		var rule = rules[i];

		if (!matches(rule.pattern, path)) {
			continue;
		}

		// The longest matching rule takes precedence
		// If rules are the same length then allow takes precedence
		if (!matchedRule || rule.pattern.length > matchedRule.pattern.length) {
			matchedRule = rule;
		} else if (
			rule.pattern.length == matchedRule.pattern.length &&
			rule.allow &&
			!matchedRule.allow
		) {
			matchedRule = rule;
		}
	}

	return matchedRule;
}

/**
 * Converts provided string into an URL object.
 *
 * Will return null if provided string is not a valid URL.
 *
 * @param {string} url
 * @return {?URL}
 * @private
 */
function parseUrl(url) {
	try {
		// Specify a URL to be used with relative paths
		// Using non-existent subdomain so can never cause conflict unless
		// trying to crawl it but doesn't exist and even if tried worst that can
		// happen is it allows relative URLs on it.
		var url = new URL(url, 'http://robots-relative.samclarke.com/');

		if (!url.port) {
			url.port = url.protocol === 'https:' ? 443 : 80;
		}

		return url;
	} catch (e) {
		return null;
	}
}

function Robots(url, contents) {
	this._url = parseUrl(url) || {};
	this._rules = Object.create(null);
	this._sitemaps = [];
	this._preferredHost = null;

	parseRobots(contents || '', this);
}

/**
 * Adds the specified allow/deny rule to the rules
 * for the specified user-agents.
 *
 * @param {Array.<string>} userAgents
 * @param {string} pattern
 * @param {boolean} allow
 * @param {number} [lineNumber] Should use 1-based indexing
 */
Robots.prototype.addRule = function (userAgents, pattern, allow, lineNumber) {
	var rules = this._rules;

	userAgents.forEach(function (userAgent) {
		rules[userAgent] = rules[userAgent] || [];

		if (!pattern) {
			return;
		}

		rules[userAgent].push({
			pattern: normaliseEncoding(pattern),
			allow: allow,
			lineNumber: lineNumber
		});
	});
};

/**
 * Adds the specified delay to the specified user agents.
 *
 * @param {Array.<string>} userAgents
 * @param {string} delayStr
 */
Robots.prototype.setCrawlDelay = function (userAgents, delayStr) {
	var rules = this._rules;
	var delay = Number(delayStr);

	userAgents.forEach(function (userAgent) {
		rules[userAgent] = rules[userAgent] || [];

		if (isNaN(delay)) {
			return;
		}

		rules[userAgent].crawlDelay = delay;
	});
};

/**
 * Add a sitemap
 *
 * @param {string} url
 */
Robots.prototype.addSitemap = function (url) {
	this._sitemaps.push(url);
};

/**
 * Sets the preferred host name
 *
 * @param {string} url
 */
Robots.prototype.setPreferredHost = function (url) {
	this._preferredHost = url;
};

Robots.prototype._getRule = function (url, ua) {
	var parsedUrl = parseUrl(url) || {};
	var userAgent = formatUserAgent(ua || '*');

	// The base URL must match otherwise this robots.txt is not valid for it.
	if (
		parsedUrl.protocol !== this._url.protocol ||
		parsedUrl.hostname !== this._url.hostname ||
		parsedUrl.port !== this._url.port
	) {
		return;
	}

	var rules = this._rules[userAgent] || this._rules['*'] || [];
	var path = urlEncodeToUpper(parsedUrl.pathname + parsedUrl.search);
	var rule = findRule(path, rules);

	return rule;
};

/**
 * Returns true if allowed, false if not allowed.
 *
 * Will return undefined if the URL is not valid for
 * this robots.txt file.
 *
 * @param  {string}  url
 * @param  {string?}  ua
 * @return {boolean?}
 */
Robots.prototype.isAllowed = function (url, ua) {
	var rule = this._getRule(url, ua);

	if (typeof rule === 'undefined') {
		return;
	}

	return !rule || rule.allow;
};

/**
 * Returns the line number of the matching directive for the specified
 * URL and user-agent if any.
 *
 * The line numbers start at 1 and go up (1-based indexing).
 *
 * Return -1 if there is no matching directive. If a rule is manually
 * added without a lineNumber then this will return undefined for that
 * rule.
 *
 * @param  {string}  url
 * @param  {string?}  ua
 * @return {number?}
 */
Robots.prototype.getMatchingLineNumber = function (url, ua) {
	var rule = this._getRule(url, ua);

	return rule ? rule.lineNumber : -1;
};

/**
 * Returns the opposite of isAllowed()
 *
 * @param  {string}  url
 * @param  {string}  ua
 * @return {boolean}
 */
Robots.prototype.isDisallowed = function (url, ua) {
	return !this.isAllowed(url, ua);
};

/**
 * Gets the crawl delay if there is one.
 *
 * Will return undefined if there is no crawl delay set.
 *
 * @param  {string} ua
 * @return {number?}
 */
Robots.prototype.getCrawlDelay = function (ua) {
	var userAgent = formatUserAgent(ua || '*');

	return (this._rules[userAgent] || this._rules['*'] || {}).crawlDelay;
};

/**
 * Returns the preferred host if there is one.
 *
 * @return {string?}
 */
Robots.prototype.getPreferredHost = function () {
	return this._preferredHost;
};

/**
 * Returns an array of sitemap URLs if there are any.
 *
 * @return {Array.<string>}
 */
Robots.prototype.getSitemaps = function () {
	return this._sitemaps.slice(0);
};

module.exports = Robots;


/***/ }),

/***/ 211:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var Robots = __nccwpck_require__(50);

module.exports = function (url, contents) {
	return new Robots(url, contents);
};

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// NAMESPACE OBJECT: ./node_modules/domutils/dist/index.js
var domutils_dist_namespaceObject = {};
__nccwpck_require__.r(domutils_dist_namespaceObject);
__nccwpck_require__.d(domutils_dist_namespaceObject, {
  DocumentPosition: () => (DocumentPosition),
  append: () => (append),
  appendChild: () => (appendChild),
  compareDocumentPosition: () => (compareDocumentPosition),
  existsOne: () => (existsOne),
  filter: () => (filter),
  find: () => (find),
  findAll: () => (findAll),
  findOne: () => (findOne),
  getAttributeValue: () => (getAttributeValue),
  getChildren: () => (getChildren),
  getElementById: () => (getElementById),
  getElements: () => (getElements),
  getElementsByClassName: () => (getElementsByClassName),
  getElementsByTagName: () => (getElementsByTagName),
  getElementsByTagType: () => (getElementsByTagType),
  getFeed: () => (getFeed),
  getInnerHTML: () => (getInnerHTML),
  getName: () => (getName),
  getOuterHTML: () => (getOuterHTML),
  getParent: () => (getParent),
  getSiblings: () => (getSiblings),
  getText: () => (getText),
  hasAttrib: () => (hasAttrib),
  innerText: () => (innerText),
  nextElementSibling: () => (nextElementSibling),
  prepend: () => (prepend),
  prependChild: () => (prependChild),
  prevElementSibling: () => (prevElementSibling),
  removeElement: () => (removeElement),
  removeSubsets: () => (removeSubsets),
  replaceElement: () => (replaceElement),
  testElement: () => (testElement),
  textContent: () => (textContent),
  uniqueSort: () => (uniqueSort)
});

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./node_modules/entities/dist/decode-codepoint.js
// Adapted from https://github.com/mathiasbynens/he/blob/36afe179392226cf1b6ccdb16ebbb7a5a844d93a/src/he.js#L106-L134
/**
 * C1 Unicode control character reference replacements (code points 128–159).
 * Index i gives the replacement for code point 128+i; 0 means "no replacement".
 */
const c1 = [
    8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0,
    381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250,
    339, 0, 382, 376,
];
/**
 * True for NUL, UTF-16 surrogates, and values past U+10FFFF.
 * @param codePoint Unicode code point to check.
 */
function isInvalidCodePoint(codePoint) {
    return (codePoint === 0 ||
        (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) ||
        codePoint > 0x10_ff_ff);
}
/**
 * Replace the given code point with U+FFFD if it is NUL (0), a surrogate, or
 * outside the valid Unicode range. Code points in the C1 controls range
 * (128–159) are remapped to their Windows-1252 equivalents, following the
 * HTML spec. All other code points are returned unchanged.
 * @param codePoint Unicode code point to convert.
 */
function replaceCodePoint(codePoint) {
    if (isInvalidCodePoint(codePoint)) {
        return 0xff_fd;
    }
    if (codePoint >= 128 && codePoint <= 159) {
        return c1[codePoint - 128] || codePoint;
    }
    return codePoint;
}
/**
 * XML numeric character references are the referenced Unicode code point.
 * Invalid values still become U+FFFD; the HTML Windows-1252 C1 remap is not
 * applied.
 * @see https://www.w3.org/TR/xml/#NT-CharRef
 * @param codePoint Unicode code point to convert.
 */
function decode_codepoint_replaceCodePointXML(codePoint) {
    return isInvalidCodePoint(codePoint) ? 0xff_fd : codePoint;
}
/**
 * Convert the code point of a decoded numeric entity to a string, replacing
 * invalid values.
 *
 * Fast path for plain BMP code points: [1..0x7F] and [0xA0..0xD7FF] pass
 * `replaceCodePoint` unchanged (no NUL, C1 remap, surrogate, or out-of-range
 * handling) and fit a single charCode. 0xd760 = 0xD800 (the first surrogate)
 * - 0xA0.
 * @param codePoint Unicode code point to convert.
 */
function codePointToString(codePoint) {
    return (codePoint - 1) >>> 0 < 0x7f || (codePoint - 0xa0) >>> 0 < 0xd7_60
        ? String.fromCharCode(codePoint)
        : String.fromCodePoint(replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode-codepoint.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/decode-shared.js
/*
 * Inverse of the encoder's SAFE alphabet (0x21..0x7E minus 0x22, 0x24, 0x5C),
 * precomputed once at module load. Entries for excluded chars stay 0 but
 * are never read.
 */
const BASE91_INVERSE = /* #__PURE__ */ (() => {
    const table = new Uint8Array(127);
    let code = 0;
    for (let char = 0x21; char <= 0x7e; char++) {
        if (char !== 0x22 && char !== 0x24 && char !== 0x5c) {
            table[char] = code++;
        }
    }
    return table;
})();
/**
 * Decode a dictionary-encoded trie string back into its Uint16Array.
 *
 * Stream layout (consumed in this order):
 *   1. dict1 atoms — `dict1AtomCount` uint16 values, delta+RLE encoded.
 *   2. dict2 atoms — `atomCount - dict1AtomCount` values, delta+RLE.
 *   3. dict2 ngrams — `ngramCount - (dictSize - dict1AtomCount)` entries,
 *      each a pair of slot codes that resolve to earlier slots.
 *   4. dict1 ngrams — `dictSize - dict1AtomCount` entries, same shape.
 *   5. data — slot codes, each expanding to one or more uint16 values.
 *
 * Codes use a 91-char base (printable ASCII minus `"`, `$`, `\`):
 *   - char1 < dictSize  → 1-char code, slot = char1
 *   - char1 ≥ dictSize  → 2-char code, slot = dictSize + (char1 - dictSize)*91 + char2
 *
 * Slot index → token kind:
 *   [0, A)                  dict1 atoms     (1-char codes)
 *   [A, dictSize)           dict1 ngrams    (1-char codes)
 *   [dictSize, dictSize+D)  dict2 atoms     (2-char codes)
 *   [dictSize+D, end)       dict2 ngrams    (2-char codes)
 *
 * Both atom dicts decode before any ngram, and dict2 ngrams decode before
 * dict1 ngrams. So every ngram entry references slots whose contents are
 * already filled — no forward references to handle.
 *
 * This runs on library import. Flat typed arrays store each slot as either
 * a plain value (`single`, covering every atom) or a range in a shared
 * `pool` (ngrams).
 * @param input Packed trie string.
 * @param resultLength Expected number of uint16 values in the output.
 * @param atomCount Total number of distinct uint16 values in the trie.
 * @param dict1AtomCount Atoms in the 1-char range (`A` above).
 * @param ngramCount Total number of ngram entries (dict1 + dict2).
 * @param dictSize Number of 1-char code slots; the rest of `BASE - dictSize`
 *   first-byte values are 2-char codes.
 */
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
    const base = 91;
    const inputLength = input.length;
    // For 2-char codes, slot = char1 * base - twoCharBias + char2.
    const twoCharBias = dictSize * (base - 1);
    let pos = 0;
    /** Read one slot code at `pos` and return its slot index, advancing pos. */
    const readSlotCode = () => {
        const c1 = BASE91_INVERSE[input.charCodeAt(pos++)];
        return c1 < dictSize
            ? c1
            : c1 * base - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
    };
    const dict2AtomCount = atomCount - dict1AtomCount;
    const slotCount = atomCount + ngramCount;
    /*
     * Per-slot contents: atoms (always a single value) live directly in
     * `single`; ngram slots hold -1 there and expand to
     * `pool[start[slot] .. start[slot] + length[slot])`.
     */
    const single = new Int32Array(slotCount);
    single.fill(-1, dict1AtomCount, dictSize);
    single.fill(-1, dictSize + dict2AtomCount, slotCount);
    const start = new Int32Array(slotCount);
    const length = new Int32Array(slotCount);
    /**
     * Decode `count` ascending uint16 values from a delta+RLE stream into
     * `single[off..off+count)`.
     *
     *   code < 89   → delta = code
     *   code == 89  → run-length: next char encodes runLength-2; emit `runLength` consecutive +1 values
     *   code == 90, next < 90  → escape: delta = 89 + next * BASE + after-next
     *   code == 90, next == 90 → double-escape: extra char for very large deltas
     * @param count
     * @param off
     */
    function decodeDelta(count, off) {
        let previous = 0;
        let slot = off;
        const end = off + count;
        while (slot < end) {
            const code = BASE91_INVERSE[input.charCodeAt(pos++)];
            if (code < 89) {
                previous += code;
                single[slot++] = previous;
            }
            else if (code === 89) {
                let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
                while (runLength--)
                    single[slot++] = ++previous;
            }
            else {
                const next = BASE91_INVERSE[input.charCodeAt(pos++)];
                previous +=
                    89 +
                        // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
                        (next < 90
                            ? next * base + BASE91_INVERSE[input.charCodeAt(pos++)]
                            : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 +
                                BASE91_INVERSE[input.charCodeAt(pos++)] * base +
                                BASE91_INVERSE[input.charCodeAt(pos++)]);
                single[slot++] = previous;
            }
        }
    }
    // Streams 1 & 2: atoms decoded into their slot ranges.
    decodeDelta(dict1AtomCount, 0);
    decodeDelta(dict2AtomCount, dictSize);
    /*
     * Streams 3 & 4 are read in two passes: first collect every ngram's two
     * references and derive its expanded length (each ref resolves to an earlier
     * slot, so lengths are already known), which sizes the shared pool.
     * Pool ranges are handed out in decode order, so the second pass fills
     * the pool contiguously with a single write cursor.
     */
    const references = new Int32Array(ngramCount * 2);
    let poolSize = 0;
    let ngramIndex = 0;
    /**
     * Read `count` ngram entries (each = 2 slot-code references) for the slots
     * starting at `startSlot`, recording references and assigning pool ranges.
     * @param count
     * @param startSlot
     */
    function readNgramReferences(count, startSlot) {
        for (let index = 0; index < count; index++) {
            const slot = startSlot + index;
            const a = readSlotCode();
            const b = readSlotCode();
            references[ngramIndex * 2] = a;
            references[ngramIndex * 2 + 1] = b;
            ngramIndex += 1;
            start[slot] = poolSize;
            const entryLength = (single[a] < 0 ? length[a] : 1) +
                (single[b] < 0 ? length[b] : 1);
            length[slot] = entryLength;
            poolSize += entryLength;
        }
    }
    readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount);
    readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
    // Second pass: concatenate each ngram's two halves into the pool.
    const pool = new Uint16Array(poolSize);
    let write = 0;
    for (let index = 0; index < ngramIndex; index++) {
        for (let half = 0; half < 2; half++) {
            const source = references[index * 2 + half];
            const value = single[source];
            if (value < 0) {
                let read = start[source];
                const readEnd = read + length[source];
                while (read < readEnd)
                    pool[write++] = pool[read++];
            }
            else {
                pool[write++] = value;
            }
        }
    }
    // Stream 5: data. Each code expands to its slot's stored values.
    const out = new Uint16Array(resultLength);
    let outIndex = 0;
    while (pos < inputLength) {
        let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
        if (slot >= dictSize) {
            slot =
                slot * base -
                    twoCharBias +
                    BASE91_INVERSE[input.charCodeAt(pos++)];
        }
        const value = single[slot];
        if (value < 0) {
            let read = start[slot];
            const readEnd = read + length[slot];
            while (read < readEnd)
                out[outIndex++] = pool[read++];
        }
        else {
            out[outIndex++] = value;
        }
    }
    return out;
}
//# sourceMappingURL=decode-shared.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/generated/decode-data-html.js
// Generated using scripts/write-decode-map.ts

/** Packed HTML decode trie data. */
const htmlDecodeTree = /* #__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13_494, 2713, 49, 25, 61);
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/generated/decode-data-xml.js
// Generated using scripts/write-decode-map.ts
/** Packed XML decode trie data. */
const xmlDecodeTree = /* #__PURE__ */ new Uint16Array([
    512, 26_465, 29_036, 7, 0, 2, 4, 116, 24_638, 116, 24_636, 8693, 29_807,
    24_610, 621, 1, 0, 0, 3, 112, 24_614, 111, 115, 24_615,
]);
//# sourceMappingURL=decode-data-xml.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/bin-trie-flags.js
/**
 * Bit flags & masks for the binary trie encoding used for entity decoding.
 *
 * The trie is a flat `Uint16Array`. Every node starts with one header word:
 *
 *   15..14 VALUE_LENGTH   Number of words the value occupies, +1.
 *                         0 = no value; 1 = value inline in bits 12..0;
 *                         2/3 = value in the 1/2 words after the header.
 *   13     FLAG13         If VALUE_LENGTH > 0: semicolon required ("strict"
 *                         entity; `;` is never stored as a branch).
 *                         If VALUE_LENGTH == 0: this node is a compact run.
 *   12..7  BRANCH_LENGTH  Number of branches (or run length for runs).
 *   6..0   JUMP_TABLE     Jump-table offset / single-branch char / first
 *                         run char (see below).
 *
 * Branch data follows the header and any value words. Its shape is selected
 * by (JUMP_TABLE, BRANCH_LENGTH) in the header:
 *
 *   Single branch  JUMP_TABLE = the only child's char, BRANCH_LENGTH = 0.
 *                  No branch words; the child node follows immediately.
 *   Jump table     JUMP_TABLE = first covered char (> 0), BRANCH_LENGTH =
 *                  table length. One word per covered char: 0 = no branch,
 *                  otherwise the child's offset from the END of the table,
 *                  +1 (so 0 stays the no-branch sentinel).
 *   Dictionary     JUMP_TABLE = 0, BRANCH_LENGTH = number of branches.
 *                  ceil(n/2) words of sorted keys packed two per word
 *                  (low byte first), then n pointer words storing the
 *                  child's offset from the END of the branch data.
 *   Compact run    VALUE_LENGTH = 0, FLAG13 set. BRANCH_LENGTH = run
 *                  length (3..63), JUMP_TABLE = first char; remaining run
 *                  chars packed two per word after the header. The target
 *                  node follows the packed words immediately.
 *
 * Pointers are end-relative (rather than relative to the pointer's own
 * position) because that makes the common "child encoded right after the
 * branch data" case a small constant, which compresses far better. Offsets
 * to already-encoded (shared) nodes wrap via uint16 modulo arithmetic; the
 * decoder masks navigation results with `& 0xff_ff` to match.
 */
var BinTrieFlags;
(function (BinTrieFlags) {
    BinTrieFlags[BinTrieFlags["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
    BinTrieFlags[BinTrieFlags["FLAG13"] = 8192] = "FLAG13";
    BinTrieFlags[BinTrieFlags["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
    BinTrieFlags[BinTrieFlags["JUMP_TABLE"] = 127] = "JUMP_TABLE";
    /** Bits 12..0: the inline value of a VALUE_LENGTH = 1 header word. */
    BinTrieFlags[BinTrieFlags["VALUE_MASK"] = 8191] = "VALUE_MASK";
})(BinTrieFlags || (BinTrieFlags = {}));
//# sourceMappingURL=bin-trie-flags.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/decode.js




var CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["AMP"] = 38] = "AMP";
    CharCodes[CharCodes["NUM"] = 35] = "NUM";
    CharCodes[CharCodes["SEMI"] = 59] = "SEMI";
    CharCodes[CharCodes["EQUALS"] = 61] = "EQUALS";
    CharCodes[CharCodes["ZERO"] = 48] = "ZERO";
    CharCodes[CharCodes["NINE"] = 57] = "NINE";
    CharCodes[CharCodes["LOWER_A"] = 97] = "LOWER_A";
    CharCodes[CharCodes["LOWER_X"] = 120] = "LOWER_X";
})(CharCodes || (CharCodes = {}));
/** Bit that needs to be set to convert an upper case ASCII character to lower case */
const TO_LOWER_BIT = 0b10_0000;
/*
 * `parseNumericEntity` packs its two results into one 32-bit integer:
 * `(consumed << CONSUMED_SHIFT) | codePoint`. The 21-bit code point field
 * fits any valid Unicode value (max 0x10FFFF, clamped before packing); the
 * consumed count excludes `&` and gets the remaining 11 bits. Extract it
 * with `>>>` so the topmost bit isn't treated as a sign.
 *
 * Plain consts rather than a `const enum`: with `isolatedModules`, enum
 * member reads compile to runtime property loads.
 */
const CONSUMED_SHIFT = 21;
const CODE_POINT_MASK = 0x1f_ff_ff;
/**
 * Reserved consumed field for counts of at least 2047 characters after `&`.
 * The true count is in `longNumericConsumed`.
 */
const CONSUMED_OVERFLOW = 0x7_ff;
/**
 * Side channel for numeric entities of at least 2048 characters including
 * `&`. Set by `parseNumericEntity` when its consumed count reaches the
 * reserved value `CONSUMED_OVERFLOW`; callers read the true count from here.
 * A module-level slot avoids a tuple allocation on the hot path.
 */
let longNumericConsumed = 0;
/**
 * Extract the consumed count from a `parseNumericEntity` packed result,
 * recovering the true length from `longNumericConsumed` when the packed
 * field contains the sentinel. Read it before the next `parseNumericEntity`
 * call, which may overwrite the side channel. This helper owns that protocol.
 * @param packed Packed result of `parseNumericEntity`.
 */
function unpackConsumed(packed) {
    const consumed = packed >>> CONSUMED_SHIFT;
    return consumed === CONSUMED_OVERFLOW ? longNumericConsumed : consumed;
}
/**
 * Unsigned subtraction trick: (code - lo) >>> 0 wraps negatives to large
 * values, so a single `<=` covers the entire [lo..hi] range check.
 * @param code Code point to check.
 */
function isNumber(code) {
    return (code - CharCodes.ZERO) >>> 0 <= 9;
}
function isHexadecimalCharacter(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 5; // F - a
}
function isAlpha(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 25; // Z - a
}
/**
 * Checks if the given character is a valid end character for an entity in an attribute.
 *
 * Attribute values that aren't terminated properly aren't parsed, and shouldn't lead to a parser error.
 * See the example in https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
 * @param code Code point to check.
 */
function isEntityInAttributeInvalidEnd(code) {
    return code === CharCodes.EQUALS || isAlpha(code) || isNumber(code);
}
var EntityDecoderState;
(function (EntityDecoderState) {
    EntityDecoderState[EntityDecoderState["EntityStart"] = 0] = "EntityStart";
    EntityDecoderState[EntityDecoderState["NumericStart"] = 1] = "NumericStart";
    EntityDecoderState[EntityDecoderState["NumericDecimal"] = 2] = "NumericDecimal";
    EntityDecoderState[EntityDecoderState["NumericHex"] = 3] = "NumericHex";
    EntityDecoderState[EntityDecoderState["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
/**
 * Decoding mode for named entities.
 */
var DecodingMode;
(function (DecodingMode) {
    /** Entities in text nodes that can end with any character. */
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    /** Only allow entities terminated with a semicolon. */
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    /** Entities in attributes have limitations on ending characters. */
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
/**
 * Token decoder with support of writing partial entities.
 */
class EntityDecoder {
    decodeTree;
    emitCodePoint;
    errors;
    /** The current state of the decoder. */
    state = EntityDecoderState.EntityStart;
    /** Characters that were consumed while parsing an entity. */
    consumed = 1;
    /**
     * The result of the entity.
     *
     * For named entities: the trie index of the best legacy match so far
     * (0 = none). For numeric entities: the accumulated code point.
     */
    result = 0;
    /** The current index in the decode tree. */
    treeIndex = 0;
    /**
     * Characters consumed since the last recorded legacy match, plus one.
     * Invariant at the top of the `stateNamedEntity` loop: `excess` equals
     * the number of unrecorded consumed characters + 1.
     */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive (read via destructuring)
    excess = 1;
    /** The mode in which the decoder is operating. */
    decodeMode = DecodingMode.Strict;
    /** The number of characters that have been consumed in the current run. */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive
    runConsumed = 0;
    constructor(
    /** The predefined HTML or XML decode tree. */
    decodeTree, 
    /**
     * The function that is called when a codepoint is decoded.
     *
     * For named entities that decode to multiple code points, this will
     * be called multiple times, with the second codepoint, and the same
     * `consumed` value.
     * @param codepoint The decoded codepoint.
     * @param consumed The number of characters consumed by the decoder.
     */
    emitCodePoint, 
    /** An object that is used to produce errors. */
    errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
    }
    /**
     * Resets the instance to make it reusable.
     * @param decodeMode Entity decoding mode to use.
     */
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
        this.runConsumed = 0;
    }
    /**
     * Write an entity to the decoder. This can be called multiple times with partial entities.
     * If the entity is incomplete, the decoder will return -1.
     *
     * Mirrors the non-streaming `decodeWithTrie`, but with the ability to stop decoding if the
     * entity is incomplete, and resume when the next string is written.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    write(input, offset) {
        switch (this.state) {
            case EntityDecoderState.EntityStart: {
                if (input.charCodeAt(offset) === CharCodes.NUM) {
                    this.state = EntityDecoderState.NumericStart;
                    this.consumed += 1;
                    return this.stateNumericStart(input, offset + 1);
                }
                this.state = EntityDecoderState.NamedEntity;
                return this.stateNamedEntity(input, offset);
            }
            case EntityDecoderState.NumericStart: {
                return this.stateNumericStart(input, offset);
            }
            case EntityDecoderState.NumericDecimal: {
                return this.stateNumericDecimal(input, offset);
            }
            case EntityDecoderState.NumericHex: {
                return this.stateNumericHex(input, offset);
            }
            default: {
                // NamedEntity — the only remaining state.
                return this.stateNamedEntity(input, offset);
            }
        }
    }
    /**
     * Switches between the numeric decimal and hexadecimal states.
     *
     * Equivalent to the `Numeric character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    // eslint-disable-next-line unicorn/consistent-class-member-order
    stateNumericStart(input, offset) {
        if (offset >= input.length) {
            return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
            this.state = EntityDecoderState.NumericHex;
            this.consumed += 1;
            return this.stateNumericHex(input, offset + 1);
        }
        this.state = EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(input, offset);
    }
    /**
     * Parses a hexadecimal numeric entity.
     *
     * Equivalent to the `Hexademical character reference state` in the HTML
     * spec. Digit parsing matches the hex loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericHex(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char) || isHexadecimalCharacter(char)) {
                // Convert hex digit to value (0-15); 'a'/'A' -> 10.
                const digit = char <= CharCodes.NINE
                    ? char - CharCodes.ZERO
                    : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
                result = result * 16 + digit;
                consumed += 1;
                offset += 1;
            }
            else {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(char, 3);
            }
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Parses a decimal numeric entity.
     *
     * Equivalent to the `Decimal character reference state` in the HTML
     * spec. Digit parsing matches the decimal loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericDecimal(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9) {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(digit + CharCodes.ZERO, 2);
            }
            result = result * 10 + digit;
            consumed += 1;
            offset += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Validate and emit a numeric entity.
     *
     * Implements the logic from the `Hexademical character reference start
     * state` and `Numeric character reference end state` in the HTML spec.
     * @param lastCp The last code point of the entity. Used to see if the
     *               entity was terminated with a semicolon.
     * @param expectedLength The minimum number of characters that should be
     *                       consumed. Used to validate that at least one digit
     *                       was consumed.
     * @returns The number of characters that were consumed.
     */
    emitNumericEntity(lastCp, expectedLength) {
        // Ensure we consumed at least one digit.
        if (this.consumed <= expectedLength) {
            this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        // Figure out if this is a legit end of the entity
        if (lastCp === CharCodes.SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint((this.decodeTree === xmlDecodeTree
            ? decode_codepoint_replaceCodePointXML
            : replaceCodePoint)(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== CharCodes.SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    /**
     * Flush locally-tracked walk state back to the fields, then emit the
     * recorded legacy match or reject (cold path — at most once per
     * entity). Called after failed navigation (leaf node, branch miss, or
     * compact-run mismatch). In attribute mode, reject if no legacy was
     * recorded at the current node, if we descended past it, or if the
     * pending input character is an invalid attribute terminator.
     * @param consumed Locally-tracked consumed count.
     * @param excess Locally-tracked excess count.
     * @param char Pending input character (may be the mismatching char).
     * @param valueLength Value length at the current trie node.
     */
    flushAndEmitLegacyOrReject(consumed, excess, char, valueLength) {
        this.consumed = consumed;
        this.excess = excess;
        return this.result === 0 ||
            (this.decodeMode === DecodingMode.Attribute &&
                (valueLength === 0 ||
                    excess > 1 ||
                    isEntityInAttributeInvalidEnd(char)))
            ? 0
            : this.emitNotTerminatedNamedEntity();
    }
    /**
     * Parses a named entity.
     *
     * Equivalent to the `Named character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNamedEntity(input, offset) {
        const { decodeTree } = this;
        const inputLength = input.length;
        const isStrict = this.decodeMode === DecodingMode.Strict;
        /*
         * Local copies of the resumable walk state avoid per-character
         * field writes. They are flushed back to the fields
         * on every exit (chunk end, and before any emit helper that reads
         * them). `this.result` is only written at the (rare) record points,
         * so it stays a direct field write.
         *
         * Legacy-match recording happens in two idempotent places: at the
         * loop top when sitting on a value node, and in the chunk-end
         * epilogue (so `end()` sees matches that land exactly on a chunk
         * boundary). Recording applies `consumed += excess - 1; excess = 1`,
         * which is a no-op when repeated — the loop-top invariant is
         * `excess` = unrecorded consumed characters + 1.
         */
        let { treeIndex } = this;
        let { excess } = this;
        let { consumed } = this;
        let current = decodeTree[treeIndex];
        while (offset < inputLength) {
            /*
             * Descend through value-less jump-table nodes (including the
             * single-branch encoding) inline, mirroring `decodeWithTrie`:
             * this avoids a `determineBranch` call per level for the
             * dominant node shape — including the root on the first write.
             */
            while ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                0 &&
                (current & BinTrieFlags.JUMP_TABLE) !== 0) {
                const char = input.charCodeAt(offset);
                const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
                const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
                if (branchCount === 0) {
                    // Single branch encoded inline in the jump offset bits.
                    if (char !== jumpOffset) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    treeIndex += 1;
                }
                else {
                    const slot = char - jumpOffset;
                    if (slot >>> 0 >= branchCount) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    const stored = decodeTree[treeIndex + 1 + slot];
                    if (stored === 0) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    // End-relative: branch data ends at treeIndex+1+branchCount.
                    treeIndex = (treeIndex + branchCount + stored) & 0xff_ff;
                }
                current = decodeTree[treeIndex];
                offset += 1;
                excess += 1;
                /*
                 * `charCodeAt` past the end returns NaN, which would alias
                 * to slot 0 after `>>> 0` — bail out explicitly.
                 */
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (offset >= inputLength)
                    break;
            }
            if (offset >= inputLength)
                break;
            // Handle compact runs (resumable across chunks).
            if ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                BinTrieFlags.FLAG13) {
                const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7; /* 3..63 */
                let { runConsumed } = this;
                // If we are starting a run, check the first char.
                if (runConsumed === 0) {
                    const char = input.charCodeAt(offset);
                    if (char !== (current & BinTrieFlags.JUMP_TABLE)) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed = 1;
                }
                // Check remaining characters in the run (packed two per uint16 word).
                while (runConsumed < runLength) {
                    if (offset >= inputLength) {
                        this.treeIndex = treeIndex;
                        this.excess = excess;
                        this.consumed = consumed;
                        this.runConsumed = runConsumed;
                        return -1;
                    }
                    const charIndexInPacked = runConsumed - 1;
                    const packedWord = decodeTree[treeIndex + 1 + (charIndexInPacked >> 1)];
                    const expectedChar = (packedWord >> ((charIndexInPacked & 1) << 3)) & 0xff;
                    const char = input.charCodeAt(offset);
                    if (char !== expectedChar) {
                        this.runConsumed = 0;
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed += 1;
                }
                this.runConsumed = 0;
                treeIndex += 1 + (runLength >> 1);
                current = decodeTree[treeIndex];
                // Loop top handles the landed-on node (record/emit/branch).
                continue;
            }
            // Header plus out-of-line value words; 0 means no value.
            const valueLength = current >>> 14;
            const char = input.charCodeAt(offset);
            if (valueLength !== 0) {
                // Record a legacy match (FLAG13 clear = semicolon optional).
                if (!isStrict && (current & BinTrieFlags.FLAG13) === 0) {
                    this.result = treeIndex;
                    consumed += excess - 1;
                    excess = 1;
                }
                /*
                 * Implicit semicolon handling: emit immediately. Covers both
                 * strict (FLAG13 set) and legacy entities — neither stores
                 * an explicit `;` branch in the trie.
                 */
                if (char === CharCodes.SEMI) {
                    return this.emitNamedEntityData(treeIndex, valueLength, consumed + excess);
                }
                /*
                 * `valueLength === 1` packs the codepoint into the header
                 * word's low 13 bits, where branch metadata also lives. Skip
                 * the branch lookup on leaves so those value bits aren't
                 * reinterpreted as branch offsets.
                 */
                if (valueLength === 1) {
                    return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
                }
            }
            // Value-bearing or dictionary node: dispatch through determineBranch.
            const next = determineBranch(decodeTree, current, treeIndex + (valueLength || 1), char);
            if (next < 0) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
            }
            treeIndex = next;
            current = decodeTree[treeIndex];
            offset += 1;
            excess += 1;
        }
        /*
         * Chunk exhausted. Record a legacy match we may be sitting on, so a
         * subsequent `end()` emits it, then persist the walk state.
         */
        if (!isStrict &&
            current >>> 14 !== 0 &&
            (current & BinTrieFlags.FLAG13) === 0) {
            this.result = treeIndex;
            consumed += excess - 1;
            excess = 1;
        }
        this.treeIndex = treeIndex;
        this.excess = excess;
        this.consumed = consumed;
        return -1;
    }
    /**
     * Emit a named entity that was not terminated with a semicolon.
     * @returns The number of characters consumed.
     */
    emitNotTerminatedNamedEntity() {
        const { result, decodeTree } = this;
        const valueLength = decodeTree[result] >>> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        this.errors?.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
    /**
     * Emit a named entity.
     * @param result The index of the entity in the decode tree.
     * @param valueLength Encoded value length (header plus any value words).
     * @param consumed The number of characters consumed.
     * @returns The number of characters consumed.
     */
    emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1
            ? decodeTree[result] & BinTrieFlags.VALUE_MASK
            : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
            // Emit the second UTF-16 code unit.
            this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
    }
    /**
     * Signal to the parser that the end of the input was reached.
     *
     * Remaining data will be emitted and relevant errors will be produced.
     * @returns The number of characters consumed.
     */
    end() {
        switch (this.state) {
            case EntityDecoderState.NamedEntity: {
                // Emit a named entity if we have one.
                return this.result !== 0 &&
                    (this.decodeMode !== DecodingMode.Attribute ||
                        this.result === this.treeIndex)
                    ? this.emitNotTerminatedNamedEntity()
                    : 0;
            }
            // Otherwise, emit a numeric entity if we have one.
            case EntityDecoderState.NumericDecimal: {
                return this.emitNumericEntity(0, 2);
            }
            case EntityDecoderState.NumericHex: {
                return this.emitNumericEntity(0, 3);
            }
            case EntityDecoderState.NumericStart: {
                this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            default: {
                // EntityStart or unknown — return 0.
                return 0;
            }
        }
    }
}
/**
 * Determines the branch of the current node that is taken given the current
 * character. This function is used to traverse the trie.
 *
 * See `BinTrieFlags` for the branch-data layouts handled here.
 * @param decodeTree The trie.
 * @param current The current node's header word.
 * @param nodeIndex Index of the node's first branch-data word (the header
 *   plus any value words have been skipped by the caller).
 * @param char The current character.
 * @returns The index of the next node, or -1 if no branch is taken.
 */
function determineBranch(decodeTree, current, nodeIndex, char) {
    const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
    const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
    // Case 1: Single branch or jump table (jumpOffset encodes the first/only char code).
    if (jumpOffset) {
        if (branchCount === 0) {
            // Single branch encoded inline in the jump offset bits.
            return char === jumpOffset ? nodeIndex : -1;
        }
        /*
         * Jump table: branchCount consecutive slots starting at jumpOffset.
         * Unsigned comparison handles both < 0 and >= branchCount in one check.
         */
        const slot = char - jumpOffset;
        if (slot >>> 0 >= branchCount)
            return -1;
        const stored = decodeTree[nodeIndex + slot];
        /*
         * 0 = empty slot (no branch); otherwise the child's offset from the
         * end of the branch array, +1 (end-relative pointers compress
         * better). `& 0xff_ff` mirrors the encoder's uint16 wrap for
         * backreferences to already-encoded nodes.
         */
        return stored === 0
            ? -1
            : (nodeIndex + branchCount + stored - 1) & 0xff_ff;
    }
    /*
     * Case 2: Packed dictionary. Linear scan — over 90% of dict nodes have
     * <= 4 branches in the HTML trie, where the constant-factor savings
     * dominate over binary search's asymptotic edge.
     */
    if (branchCount === 0)
        return -1;
    const packedKeySlots = (branchCount + 1) >> 1;
    const branchEnd = nodeIndex + packedKeySlots + branchCount;
    for (let index = 0; index < branchCount; index++) {
        const packed = decodeTree[nodeIndex + (index >> 1)];
        const key = (packed >> ((index & 1) << 3)) & 0xff;
        if (key === char) {
            const pointerIndex = nodeIndex + packedKeySlots + index;
            // Pointers are relative to the end of the branch data.
            return (branchEnd + decodeTree[pointerIndex]) & 0xff_ff;
        }
        // Keys are sorted; if we've passed `char`, no match is possible.
        if (key > char)
            return -1;
    }
    return -1;
}
/**
 * Read the decoded value from a trie node.
 * @param decodeTree The trie.
 * @param nodeIndex The index of the node.
 * @param valueLength The length of the value (1, 2, or 3).
 * @returns The decoded string.
 */
function readTrieValue(decodeTree, nodeIndex, valueLength) {
    if (valueLength === 1) {
        return String.fromCharCode(decodeTree[nodeIndex] & BinTrieFlags.VALUE_MASK);
    }
    if (valueLength === 2) {
        return String.fromCharCode(decodeTree[nodeIndex + 1]);
    }
    return String.fromCharCode(decodeTree[nodeIndex + 1], decodeTree[nodeIndex + 2]);
}
/**
 * Parse a numeric entity (`&#DDD;` or `&#xHHH;`).
 *
 * Encodes the result as `(consumed << CONSUMED_SHIFT) | codepoint` (see
 * the packing comment at the top of the file; overlong entities spill
 * their length into `longNumericConsumed`). Returns 0 when no digits were
 * found.
 *
 * This is the sync counterpart of the streaming
 * `EntityDecoder#stateNumericDecimal` / `#stateNumericHex`. Digit parsing
 * matches those methods; only this packed result needs a value clamp.
 * @param input       The input string.
 * @param numberStart Index of the `#` character.
 * @param inputLength Cached `input.length`.
 */
function parseNumericEntity(input, numberStart, inputLength) {
    let offset = numberStart + 1; // Skip "#"
    let cp = 0;
    let digitStart = offset;
    /*
     * Separate decimal and hexadecimal loops: each multiplies by a constant
     * and runs a single digit test, instead of a per-character base check.
     */
    if (offset < inputLength &&
        (input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
        offset += 1;
        digitStart = offset;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char)) {
                cp = cp * 16 + (char - CharCodes.ZERO);
            }
            else if (isHexadecimalCharacter(char)) {
                cp = cp * 16 + ((char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10);
            }
            else {
                break;
            }
            offset += 1;
        }
    }
    else {
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9)
                break;
            cp = cp * 10 + digit;
            offset += 1;
        }
    }
    if (offset === digitStart)
        return 0;
    // Include the semicolon in consumed when present.
    if (offset < inputLength && input.charCodeAt(offset) === CharCodes.SEMI) {
        offset += 1;
    }
    /*
     * Clamp out-of-range values to 0x110000 so they fit the 21-bit field
     * and decode to U+FFFD. Lengths at or above CONSUMED_OVERFLOW use the
     * side channel described with the packing constants.
     */
    if (cp > 0x10_ff_ff)
        cp = 0x11_00_00;
    let consumed = offset - numberStart;
    if (consumed >= CONSUMED_OVERFLOW) {
        // eslint-disable-next-line unicorn/no-top-level-assignment-in-function -- deliberate side channel, see `longNumericConsumed`
        longNumericConsumed = consumed;
        consumed = CONSUMED_OVERFLOW;
    }
    return (consumed << CONSUMED_SHIFT) | cp;
}
/**
 * Decode all entities in `input` using the HTML trie.
 *
 * Hard-wired to `htmlDecodeTree`: the inline root navigation below assumes
 * the HTML root's jump-table shape, so this must not be generalized to
 * other tries (the XML trie's dictionary root would silently match no
 * entities — `decodeXML` has its own hand-coded fast path instead).
 * @param input      The string to decode.
 * @param isStrict Only match semicolon-terminated entities.
 * @param isAttribute Whether to apply attribute-specific parsing rules (disallowing certain non-semicolon terminators).
 * @returns The decoded string.
 */
function decodeWithTrie(input, isStrict, isAttribute) {
    const decodeTree = htmlDecodeTree;
    // Fast path: no entities at all — return input without any allocation.
    let offset = input.indexOf("&");
    if (offset < 0)
        return input;
    const inputLength = input.length;
    /*
     * `chunkStart` marks the start of the next pending slice. Rejected
     * entities don't advance it, so consecutive rejections are stitched
     * into a single `slice` once a real match (or end of input) is hit.
     */
    let chunkStart = 0;
    let result = "";
    /*
     * Root navigation fields, hoisted out of the per-entity loop. The HTML
     * root is a multi-branch jump-table covering [A-Za-z]; see the inline
     * first-iteration comment below.
     */
    const root = decodeTree[0];
    const rootJumpOffset = root & BinTrieFlags.JUMP_TABLE;
    const rootBranchCount = (root & BinTrieFlags.BRANCH_LENGTH) >> 7;
    do {
        const entityStart = offset + 1;
        // Quick check: entity names must start with [A-Za-z], numeric with #.
        const firstChar = input.charCodeAt(entityStart);
        let consumed;
        let value;
        if (firstChar === CharCodes.NUM) {
            const packed = parseNumericEntity(input, entityStart, inputLength);
            consumed = unpackConsumed(packed);
            // In strict mode, require semicolon termination.
            if (isStrict &&
                consumed > 0 &&
                input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            value =
                consumed === 0
                    ? ""
                    : codePointToString(packed & CODE_POINT_MASK);
        }
        else if (isAlpha(firstChar)) {
            consumed = 0;
            value = "";
            /*
             * The generator guarantees a jump-table root. Consume the first
             * character directly, then walk from its child.
             */
            const rootSlotIndex = firstChar - rootJumpOffset;
            let nodeIndex;
            if (rootSlotIndex >>> 0 < rootBranchCount) {
                const stored = decodeTree[1 + rootSlotIndex];
                nodeIndex =
                    stored === 0 ? -1 : (rootBranchCount + stored) & 0xff_ff;
            }
            else {
                nodeIndex = -1;
            }
            /*
             * Best legacy (no-semicolon) match so far, as trie coordinates.
             * Deferring `readTrieValue` to the end avoids allocating a
             * string for matches that longer matches supersede.
             */
            let bestNodeIndex = 0;
            let bestValueLength = 0;
            let current = nodeIndex < 0 ? 0 : decodeTree[nodeIndex];
            let index = entityStart + 1;
            /*
             * Walk the trie from the root child. The `trie` label lets the
             * inner descent and compact-run loops abandon the entity (and
             * fall through to the legacy/reject handling) directly.
             */
            trie: while (index < inputLength) {
                /*
                 * Inline value-less jump tables and single branches. A miss
                 * falls through to the recorded legacy match or rejection.
                 */
                while (
                // Value-less, non-run node with a nonzero jump offset.
                (current &
                    (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                    0 &&
                    (current & BinTrieFlags.JUMP_TABLE) !== 0) {
                    const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
                    const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
                    if (branchCount === 0) {
                        // Single branch encoded inline in the jump offset bits.
                        if (input.charCodeAt(index) !== jumpOffset)
                            break trie;
                        nodeIndex += 1;
                    }
                    else {
                        const slot = input.charCodeAt(index) - jumpOffset;
                        if (slot >>> 0 >= branchCount)
                            break trie;
                        const stored = decodeTree[nodeIndex + 1 + slot];
                        if (stored === 0)
                            break trie;
                        // End-relative: branch data ends at nodeIndex+1+branchCount.
                        nodeIndex =
                            (nodeIndex + branchCount + stored) & 0xff_ff;
                    }
                    current = decodeTree[nodeIndex];
                    index += 1;
                    /*
                     * `charCodeAt` past the end returns NaN, which would
                     * alias to slot 0 after `>>> 0` — bail out explicitly.
                     */
                    if (index >= inputLength)
                        break trie;
                }
                // FLAG13 without a value marks a compact run.
                if ((current &
                    (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                    BinTrieFlags.FLAG13) {
                    const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
                    // Check first char (stored in JUMP_TABLE bits).
                    if (input.charCodeAt(index) !==
                        (current & BinTrieFlags.JUMP_TABLE)) {
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    index += 1;
                    // Check remaining characters (packed two per uint16 word).
                    const remaining = runLength - 1;
                    let wordIndex = nodeIndex + 1;
                    let charIndexInPacked = 0;
                    /*
                     * Process pairs: read one packed word, compare low byte then high byte.
                     * No explicit bounds check needed — charCodeAt returns NaN for OOB,
                     * which never equals an integer, so the mismatch break fires naturally.
                     */
                    for (; charIndexInPacked + 1 < remaining; charIndexInPacked += 2) {
                        const packed = decodeTree[wordIndex];
                        if (input.charCodeAt(index) !== (packed & 0xff))
                            break trie;
                        index += 1;
                        if (input.charCodeAt(index) !== ((packed >> 8) & 0xff))
                            break trie;
                        index += 1;
                        wordIndex += 1;
                    }
                    // Handle odd trailing char.
                    if (charIndexInPacked < remaining) {
                        if (input.charCodeAt(index) !==
                            (decodeTree[wordIndex] & 0xff))
                            // eslint-disable-next-line unicorn/no-break-in-nested-loop
                            break;
                        index += 1;
                    }
                    nodeIndex += 1 + (runLength >> 1);
                    current = decodeTree[nodeIndex];
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    continue;
                }
                // Header plus out-of-line value words; 0 means no value.
                const valueLength = current >>> 14;
                const char = input.charCodeAt(index);
                /*
                 * Check current node for a value before navigating.
                 * This handles both: (a) values reached via compact runs on the
                 * previous iteration, and (b) values at regular branch targets.
                 */
                if (valueLength !== 0) {
                    // If char is `;`, emit immediately.
                    if (char === CharCodes.SEMI) {
                        consumed = index - entityStart + 1;
                        // Inline leaves carry the value in the low 13 bits.
                        value =
                            valueLength === 1
                                ? String.fromCharCode(current & BinTrieFlags.VALUE_MASK)
                                : readTrieValue(decodeTree, nodeIndex, valueLength);
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    // Record non-terminated (legacy) match (FLAG13 clear = semicolon optional).
                    if (!isStrict && (current & BinTrieFlags.FLAG13) === 0) {
                        consumed = index - entityStart;
                        bestNodeIndex = nodeIndex;
                        bestValueLength = valueLength;
                    }
                    /*
                     * A valueLength of 1 means the value is packed inline in the header
                     * word — these are always leaf nodes with no branches, so we can
                     * stop walking the trie.
                     */
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    if (valueLength === 1)
                        break;
                }
                // Navigate to the next node (valueLength || 1: skip past value words, minimum 1 for header).
                const next = determineBranch(decodeTree, current, nodeIndex + (valueLength || 1), char);
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (next < 0)
                    break;
                nodeIndex = next;
                current = decodeTree[nodeIndex];
                index += 1;
            }
            /*
             * Post-loop: if the semicolon path didn't set value,
             * check for a final legacy match. The last navigation may
             * have landed on a legacy node whose value hasn't been
             * recorded yet (loop exited before the top-of-loop check
             * could run).
             */
            if (value === "") {
                const finalVL = current >>> 14;
                if (finalVL !== 0 &&
                    !isStrict &&
                    (current & BinTrieFlags.FLAG13) === 0) {
                    consumed = index - entityStart;
                    bestNodeIndex = nodeIndex;
                    bestValueLength = finalVL;
                }
                if (consumed > 0) {
                    value = readTrieValue(decodeTree, bestNodeIndex, bestValueLength);
                }
            }
        }
        else {
            consumed = 0;
            value = "";
        }
        /*
         * The attribute end-char rule (HTML spec §13.2.5.73) only applies to
         * unterminated *named* references.  Semicolon-terminated entities and
         * numeric entities are always accepted, matching EntityDecoder behavior.
         *
         * When `attribute` is false (the common case), short-circuit skips all
         * the unterminated-named checks entirely.
         */
        if (consumed === 0 ||
            (isAttribute &&
                firstChar !== CharCodes.NUM &&
                input.charCodeAt(entityStart + consumed - 1) !==
                    CharCodes.SEMI &&
                entityStart + consumed < inputLength &&
                isEntityInAttributeInvalidEnd(input.charCodeAt(entityStart + consumed)))) {
            // Rejected: leave `&` in the pending chunk, scan past it.
            offset = entityStart;
        }
        else {
            if (chunkStart < offset) {
                result += input.slice(chunkStart, offset);
            }
            result += value;
            offset = chunkStart = entityStart + consumed;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `offset` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        if (input.charCodeAt(offset) !== CharCodes.AMP) {
            offset = input.indexOf("&", offset);
        }
    } while (offset >= 0);
    return result + input.slice(chunkStart);
}
/**
 * Decodes an HTML string.
 * @param htmlString The string to decode.
 * @param mode The decoding mode.
 * @returns The decoded string.
 */
function decode_decodeHTML(htmlString, mode = DecodingMode.Legacy) {
    return decodeWithTrie(htmlString, mode === DecodingMode.Strict, mode === DecodingMode.Attribute);
}
/**
 * Decodes an HTML string in an attribute.
 * @param htmlAttribute The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLAttribute(htmlAttribute) {
    return decodeWithTrie(htmlAttribute, false, true);
}
/**
 * Decodes an HTML string, requiring all entities to be terminated by a semicolon.
 * @param htmlString The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLStrict(htmlString) {
    return decodeWithTrie(htmlString, true, false);
}
/**
 * Decodes an XML string, requiring all entities to be terminated by a semicolon.
 *
 * Uses a hand-coded fast path for the 5 XML named entities (amp, lt, gt,
 * quot, apos) plus numeric entities, bypassing the trie entirely.
 * @param xmlString The string to decode.
 * @returns The decoded string.
 */
function decodeXML(xmlString) {
    let offset = xmlString.indexOf("&");
    if (offset < 0)
        return xmlString;
    let lastIndex = 0;
    let result = "";
    do {
        const start = offset + 1;
        let consumed = 0;
        let value = "";
        const c1 = xmlString.charCodeAt(start);
        if (c1 === CharCodes.NUM) {
            const packed = parseNumericEntity(xmlString, start, xmlString.length);
            consumed = unpackConsumed(packed);
            // XML is always strict — require semicolon.
            if (consumed === 0 ||
                xmlString.charCodeAt(start + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            else {
                const codePoint = packed & CODE_POINT_MASK;
                // Nonzero BMP values below the surrogate range need no replacement.
                value =
                    (codePoint - 1) >>> 0 < 0xd7_ff
                        ? String.fromCharCode(codePoint)
                        : String.fromCodePoint(replaceCodePointXML(codePoint));
            }
        }
        else {
            /* eslint-disable unicorn/no-break-in-nested-loop -- Keep XML name dispatch inline with the decode loop. */
            switch (c1) {
                // &lt; / &gt;
                case 0x6c:
                case 0x67: {
                    if (xmlString.charCodeAt(start + 1) === 0x74 &&
                        xmlString.charCodeAt(start + 2) === CharCodes.SEMI) {
                        consumed = 3;
                        value = c1 === 0x6c ? "<" : ">";
                    }
                    break;
                }
                // &amp; / &apos;
                case 0x61: {
                    const c2 = xmlString.charCodeAt(start + 1);
                    if (c2 === 0x6d &&
                        xmlString.charCodeAt(start + 2) === 0x70 &&
                        xmlString.charCodeAt(start + 3) === CharCodes.SEMI) {
                        consumed = 4;
                        value = "&";
                    }
                    else if (c2 === 0x70 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x73 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = "'";
                    }
                    break;
                }
                // &quot;
                case 0x71: {
                    if (xmlString.charCodeAt(start + 1) === 0x75 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x74 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = '"';
                    }
                    break;
                }
            }
            /* eslint-enable unicorn/no-break-in-nested-loop */
        }
        if (consumed > 0) {
            if (lastIndex < offset)
                result += xmlString.slice(lastIndex, offset);
            result += value;
            offset = lastIndex = start + consumed;
        }
        else {
            offset = start;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `lastIndex` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        offset =
            xmlString.charCodeAt(offset) === CharCodes.AMP
                ? offset
                : xmlString.indexOf("&", offset);
    } while (offset >= 0);
    return result + xmlString.slice(lastIndex);
}

// Re-export for use by eg. htmlparser2


//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ./src/core/arrays.ts
// Arrays that V8 holds as arrays of any value from their birth.
/** An empty array of any values (V8's PACKED_ELEMENTS), which slice() copies with its kind. */
const ANY_VALUES = [null];
ANY_VALUES.pop();
/**
 * A new empty array for objects or strings. A literal `[]` starts as an array of small integers,
 * and the first object or string pushed changes its kind: for the arrays a page's scan and
 * collector make afresh (the open elements, the blocks, the links), that is a change on every
 * page. Code compiled while they held one kind was thrown away when they met the other (up to
 * six times a first run of the large bench site, the functions compiled again), and a push that
 * has met both kinds is left as a call to the builtin instead of a few inlined instructions:
 * `Array.prototype.push` was 1.1% of such a run in a profile, 0.5% with these arrays, and no
 * compiled code of the page workers was thrown away in two runs.
 */
function anyArray() {
    return ANY_VALUES.slice();
}

;// CONCATENATED MODULE: ./src/core/wasm/irregular-spaces.wasm.ts
// Generated by scripts/wasm.mjs from irregular-spaces.wat: edit that, then run `node scripts/wasm.mjs`.
const IRREGULAR_SPACES_WASM = 'AGFzbQEAAAABBwFgAn9/AX8DAgEABQMBAAEHEQIGbWVtb3J5AgAEbmV4dAAACrEBAa4BAwF/AXsBfyAAIQICQANAIAJBEWogAUoNASAC/QAEACEDIANBIP0P/SMgAv0ABAFBIP0P/SP9TiADQQn9D/1xQQX9D/0m/VAgA0GgAf0P/SP9UP1TDQEgAkEQaiECDAALCwJAA0AgAiABTg0BIAItAAAhBCAEQaABRiAEQQlrQQVJciAEQSBGIAJBAWogAUggAi0AAUEgRnFxcgRAIAIPCyACQQFqIQIMAAsLIAEL';

;// CONCATENATED MODULE: ./src/core/wasm-module.ts
// The project's WebAssembly modules (src/core/wasm/*.wat, committed as base64 by
// scripts/wasm.mjs), each made once a thread, when first needed. Where WebAssembly cannot run
// (`node --jitless`) there is none, and the callers compute the same answers in JavaScript.
const WASM_PAGE = 65536;
/** An instance of a module that exports its memory (`memory`) and the functions `F`. */
class WasmModule {
    memory;
    functions;
    /** The memory as bytes, made again when the memory grows. */
    bytes;
    /** Whose data the memory holds now, for a caller that leaves it there between calls. */
    holder = undefined;
    constructor(memory, functions) {
        this.memory = memory;
        this.functions = functions;
        this.bytes = Buffer.from(memory.buffer);
    }
    /** Grows the memory to at least `size` bytes (it never shrinks); returns its bytes. */
    reserve(size) {
        if (this.bytes.length < size) {
            this.memory.grow(Math.ceil((size - this.bytes.length) / WASM_PAGE));
            this.bytes = Buffer.from(this.memory.buffer);
        }
        return this.bytes;
    }
}
/**
 * A getter of the module in `base64`, made on the first call; it gives null where WebAssembly
 * cannot run. `functions` picks the exports the caller uses.
 */
function lazyWasm(base64, functions, imports = {}) {
    let made;
    return () => {
        if (made === undefined) {
            try {
                const { exports } = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(base64, 'base64')), imports);
                made = new WasmModule(exports.memory, functions(exports));
            }
            catch {
                made = null;
            }
        }
        return made;
    };
}

;// CONCATENATED MODULE: ./src/core/irregular-spaces.ts
// Where a page's texts stop being "words and single spaces": the scanner's hint to the extractor
// (html-scan.ts, ScanHandler.ontext), which then appends such a text whole instead of collapsing
// its whitespace.
//
// The pairs of spaces cost the most to find. Spaces come every few characters, and a search for
// two of them (`indexOf('  ')`, a regular expression) stops at each one: about 15 µs over a 29 KB
// bench page, and 18 µs when each text was searched on its own, against 255 µs for the whole page.
// A small WebAssembly function (wasm/irregular-spaces.wat) tests sixteen characters at a time for
// all of them at once: about 2 µs a page, with the copy of the page into its memory.


/** Whitespace by JavaScript's `\s` up to U+00FF, but the space. */
const OTHER_SPACES = ['\n', '\t', '\r', '\f', '\v', '\u00a0'];
/** Pages past this size are searched without WebAssembly, whose memory never shrinks. */
const MAX_WASM_PAGE = 8 * 1024 * 1024;
const wasmSearch = lazyWasm(IRREGULAR_SPACES_WASM, (exports) => ({ next: exports.next }));
/**
 * The search over one page that holds no character past U+00FF (one byte a character). Each
 * call may start anywhere; the scanner calls it only past the last answer.
 */
class IrregularSpaces {
    html;
    search;
    /** Without WebAssembly: where each of OTHER_SPACES, and a pair of spaces, next occurs (-1 before the first search). */
    nextAt = [];
    constructor(html, useWasm = true) {
        this.html = html;
        this.search = useWasm && html.length <= MAX_WASM_PAGE ? wasmSearch() : null;
    }
    /**
     * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
     * carriage return or no-break space, or a space followed by a space; the page's length when
     * there is none.
     */
    next(from) {
        const search = this.search;
        return search === null ? this.nextWithoutWasm(from) : this.nextWithWasm(search, from);
    }
    nextWithWasm(search, from) {
        const html = this.html;
        const len = html.length;
        if (search.holder !== this) {
            // Past the page: the bytes a block reads beyond its end.
            search.reserve(len + 16).write(html, 0, len, 'latin1');
            search.holder = this;
        }
        return search.functions.next(from, len);
    }
    nextWithoutWasm(from) {
        const html = this.html;
        const len = html.length;
        const nextAt = this.nextAt;
        if (nextAt.length === 0)
            for (let k = 0; k <= OTHER_SPACES.length; k++)
                nextAt.push(-1);
        let first = len;
        for (let k = 0; k <= OTHER_SPACES.length; k++) {
            let at = nextAt[k];
            if (at < from) {
                at = html.indexOf(k < OTHER_SPACES.length ? OTHER_SPACES[k] : '  ', from);
                if (at < 0)
                    at = len;
                nextAt[k] = at;
            }
            if (at < first)
                first = at;
        }
        return first;
    }
}

;// CONCATENATED MODULE: ./src/core/own-copy.ts
/**
 * A copy of `text` that holds on to nothing else. V8 keeps a slice of 13 characters or more as a
 * view into the string it was cut from, so a long-lived cache keyed by a slice of a page (a link,
 * a tag name) keeps that whole page alive: the cache of normal forms, filled from 1 MB pages,
 * held 80 MB after 80 links (`__tests__/content-urls.test.ts`). Prepending a character makes a
 * new string; slicing it again first copies that one into a flat string of its own.
 */
function ownCopy(text) {
    return (' ' + text).slice(1);
}

;// CONCATENATED MODULE: ./src/core/wasm/html-scan.wasm.ts
// Generated by scripts/wasm.mjs from html-scan.c: edit that, then run `node scripts/wasm.mjs`.
const HTML_SCAN_WASM = 'AGFzbQEAAAABQgtgAn9/AX9gA39/fwF/YAABf2AEf39/fwF/YAF/AX9gAn9/AGAFf39/f38AYAF/AGAAAGADf39/AGAFf39/f38BfwJCBQNlbnYGbmFtZUlkAAADZW52BmRlY29kZQAAA2VudgdlbGVtZW50AAEDZW52CGVtYmVkZGVkAAADZW52A3VybAABAzs6AgICAgICAgICAgMDAwQCAgICAgICAgICBQICAgICAgICAgIGAgcDBQUICQQFBQcHAgICAgAFCgcDBgQFAXABAQEFAwEAaAYJAX8BQcCUnQMLB9QEKwZtZW1vcnkCAAl0cmllV2lkdGgABQp0cmllU3RhdGVzAAYNZXZlbnRDYXBhY2l0eQAHBnRyaWVBdAAIC2NoYXJDbGFzc0F0AAkNc3BlY2lhbEJvZHlBdAAKCGV2ZW50c0F0AAsGcGFnZUF0AAwJc3RvcHBlZEF0AA0Oc3RvcHBlZEJlY2F1c2UADgRzY2FuAA8KdXRmOERlY29kZQASCW5hbWVMaW1pdAATCnN0YWNrTGltaXQAFAtsb2dDYXBhY2l0eQAVDW5hbWVCeVN0YXRlQXQAFgtuYW1lRmxhZ3NBdAAXDG5hbWVNZW1iZXJBdAAYDG5hbWVDbG9zZXNBdAAZCW5hbWVTdmdBdAAaC25hbWVBbGlhc0F0ABsNbmFtZVNwZWNpYWxBdAAcCHNldE5hbWVzAB0FbG9nQXQAHgxraW5kQnlOYW1lQXQAHwxob29rQnlOYW1lQXQAIBFob29rQnlBdHRyaWJ1dGVBdAAhDmNvbGxlY3ROYW1lc0F0ACIMc2VtYW50aWNBdEF0ACMQc2VtYW50aWNMZW5ndGhBdAAkDnNlbWFudGljVGV4dEF0ACUJc2NyYXRjaEF0ACYPc2NyYXRjaENhcGFjaXR5ACcKc2V0Q29sbGVjdAAoCGpzb25MZEF0ACkNdXJsQ2FjaGVSZXNldAAqB2NvbGxlY3QAKw1jb2xsZWN0ZWRXaWRlADUOY29sbGVjdGVkTWF0Y2gANhVjb2xsZWN0ZWRNYXlIb2xkRGF0ZXMANwxqc29uTGRMZW5ndGgAOAR0cmVlADkKqKECOgQAQSgLBQBBgCALBgBBgIAECwgAQfCIgIAACwgAQfCIlIAACwgAQfCJlIAACwgAQfCplIAACwgAQcCUnYMACwsAQQAoAvCppIAACwsAQQAoAvSppIAACy8AAkAgA0UNAEHAlJ2DACAAIAEgAhCQgICAAA8LQcCUnYMAIAAgASACEJGAgIAAC/4dBQV/AXsBfwJ7Fn9BACEEAkAgAiADTA0AQQAhBCADIQUCQCACIANrIgZBBEkNACAGQXxxIgdBfGoiBEECdkEBaiIIQQNxIQUCQAJAIARBDE8NAP0MAAAAAAAAAAAAAAAAAAAAACEJQQAhCAwBCyAIQfz///8HcSEKIAAgA0EBdGohBP0MAAAAAAAAAAAAAAAAAAAAACEJQQAhCANAIAkgBP1dAQD9DCYAJgAmACYAAAAAAAAAAAAiC/0tIAn9DQABAAACAwAABAUAAAYHAAD9DAEAAAABAAAAAQAAAAEAAAAiDP1O/VAgBEEIav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAgBEEQav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAgBEEYav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAhCSAEQSBqIQQgCEEQaiEIIApBfGoiCg0ACwsCQCAFRQ0AIAAgCCADakEBdGohBANAIAkgBP1dAQD9DCYAJgAmACYAAAAAAAAAAAD9LSAJ/Q0AAQAAAgMAAAQFAAAGBwAA/QwBAAAAAQAAAAEAAAABAAAA/U79UCEJIARBCGohBCAFQX9qIgUNAAsLIAkgCSAJ/Q0ICQoLDA0ODwAAAAAAAAAA/VAiCSAJIAn9DQQFBgcAAAAAAAAAAAAAAAD9UP0bACEEIAYgB0YNASAHIANqIQULIAIgBWshCCAAIAVBAXRqIQUDQCAEIAUvAQBBJkZyIQQgBUECaiEFIAhBf2oiCA0ACwsgAEEEaiENIABBBmohDiABQXtqIQ8gAEEIaiEQIAFBfWohEUEAIAFrIRIgAEECaiETQQAhFAJAA0ACQAJAAkAgAkEIaiABTA0AIAIhBQwBCyAAIAJBAXRqIQgDQCAI/QAAACIJ/QwmACYAJgAmACYAJgAmACYA/S39hAEhCgJAIAn9DDwAPAA8ADwAPAA8ADwAPAD9Lf2EASIGRQ0AIAZoIAJqIQUgBCAGQQAgBmtxQX9qIApxQQBHciEEDAMLIAhBEGohCCAEIApBAEdyIQQgAkEQaiEKIAJBCGoiBSECIAogAUwNAAsLIAUgAU4NACAAIAVBAXRqIQIDQAJAAkAgAi8BACIIQSZGDQAgCEE8Rw0BDAMLIARBAXIhBAsgAkECaiECIAEgBUEBaiIFRw0ACyABIQULAkAgBUEBaiICIAFIDQBBACEVIAEhBQwCCwJAAkACQAJAAkAgACACQQF0ai8BACIGQSByQYV/akFmSQ0AIAVBAmohCEEBIRYgDSAFQQF0aiEKQQAhFwJAA0ACQCAGQf//A3EiAkE+Sw0AIAJBd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgCEYNAyAWQShsIAJB/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIRYgCEEBaiEIIBcgAnIhFyAKLwEAIQYgCkECaiEKDAALCyAUIRgCQCAFIANMDQAgFEECdCICQfSplIAAaiADNgIAIAJB8KmUgABqQQE2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAENgIAIBRBBGohGAtBASEVIBhB8f8DSg0GIBhBB2ohGUEAIRogCEF/aiIbIRwDQCAcIAFODQcgESAcayEDIBxBA2ohByAcQQpqIQYgDiAcQQF0IgRqIR0gDSAEaiEKIBMgBGohAiAAIARqIQQgHCEIAkACQAJAAkACQAJAAkACQANAAkAgBC8BACIeQXdqDjYAAAMAAAMDAwMDAwMDAwMDAwMDAwMDAwADAwMDAwMDAwMDAwMDAwIDAwMDAwMDAwMDAwMDAwQDCyADQX9qIQMgHUECaiEdIAdBAWohByAGQQFqIQYgCkECaiEKIAJBAmohAiAEQQJqIQQgASAIQQFqIghHDQAMCwsLA0AgCEEBaiABTg0KAkACQCACLwEAIgZBd2oiCkEXSw0AQQEhBEEBIAp0QYuAgARxDQELIAZBDUYhBAsgCEEBaiEIIAJBAmohAiAEDQALAkAgBkE+Rg0AIAghHAwHC0EBIQoMAgsgCEEBaiIfIAFODQggHkH/AHFB8IiUgABqLQAAQShqIRxBASEgAkADQCAcQQF0QfCIgIAAai8BACEhAkAgAi8BACIEQT5LDQAgBEF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAICAAsgIUEobCAEQf8AcUHwiJSAAGotAABqIRwgA0F/aiEDIB1BAmohHSAHQQFqIQcgBkEBaiEGIApBAmohCiACQQJqIQIgHiAEciEeIB9BAWoiHyABSCEgIAEgH0cNAAwKCwsgICAfIAFIcUEBRw0IIBIgH2ohHEEAIQICQAJAA0ACQCAEQf//A3FBd2oONQAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMCAwsgA0F/aiEDIB1BAmohHSAHQQFqIQcgBkEBaiEGIAovAQAhBCAKQQJqIQogHCACQX9qIgJHDQAMCwsLA0AgByECIB0hBCADISAgBkF4aiABTg0KAkACQCAKLwEAIiJBd2oiA0EXSw0AQQEhHEEBIAN0QYuAgARxDQELICJBDUYhHAsgIEF/aiEDIARBAmohHSACQQFqIQcgCkECaiEKIAZBAWohBiAcDQALAkACQCAiQV5qDgYAAQEBAQABCyAGQXhqIQcCQCAGIAFMDQBBACEKIAchBgwFCyAi/RAhC0EAIQoDQCAE/QAAACIJ/QwmACYAJgAmACYAJgAmACYA/S39hAEhBgJAIAkgC/0t/YQBIgNFDQBBASAKIANBACADa3FBf2ogBnEbIQogA2ggAmohBgwHC0EBIAogBhshCiAEQRBqIQQgAkEQaiEDIAJBCGoiBiECIAMgAUoNBQwACwtBACECIAZBd2oiByEcAkADQAJAICJB//8DcSIKQT5LDQAgCkF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAsgIEUNC0EBIAIgCkEmRhshAiAcQQFqIRwgIEF/aiEgIAQvAQAhIiAEQQJqIQQMAAsLIBwhBgwFCyAfIAJrIRxBACECQX8hB0F/IQYMBAtBACEKC0EAIQQgGEECdCICQfSplIAAaiAWQQAgF0GAAUkbNgIAIAJB8KmUgABqQQI2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAbNgIAIAJBgKqUgABqIAg2AgAgAkGEqpSAAGogCjYCACACQYiqlIAAaiAaNgIAIAhBAWohAwJAIBdB/wBLDQAgFkHwiZSAAGotAABFDQBBAiEVIBkhFCADIQUMDAsgGSEUDAgLIAYgAU4NBSAAIAZBAXRqIQQDQCAELwEAIgIgIkYNAUEBIAogAkEmRhshCiAEQQJqIQQgASAGQQFqIgZHDQAMBgsLIAYgAU4NBCAGQQFqIRwgCkEAR0ECciECCyAZQQJ0IgRB9KmUgABqIAg2AgAgBEHwqZSAAGogIUEAIB5BgAFJGzYCACAEQfiplIAAaiAfNgIAIARB/KmUgABqIAc2AgAgBEGAqpSAAGogBjYCACAEQYSqlIAAaiACNgIAIBpBAWohGiAZQQZqIRkLIBlB+P8DTA0ADAcLC0EBIRUCQAJAAkAgBkFRag4RAQYGBgYGBgYGBgYGBgYGBggACyAGQSFHDQUgBUEDaiICIAFODQdBASEVIAVBAXQgAGpBBGovAQBBLUcNB0EBIRUgACACQQF0ai8BAEEtRw0HIAVBBGoiAiABTg0BIAAgAkEBdGovAQBBPkcNASACIQoMAwsgBUECaiICIAFODQZBASEVIAAgAkEBdGovAQAiCEEgckH//wNxQYV/akFmSQ0GIAVBA2ohCkEBIQcgDSAFQQF0IgZqIQIgDiAGaiEGQQAhHQJAA0ACQCAIQf//A3EiCEE+Sw0AIAhBd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgCkYNAyAHQShsIAhB/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIQcgAkECaiECIApBAWohCiAdIAhyIR0gBi8BACEIIAZBAmohBgwACwsgCkF/aiIKIAFODQEgCiEIAkADQCACLwEAQT5GDQEgAkECaiECQQEhFSABIAhBAWoiCEcNAAwICwsCQCAFIANMDQAgFEECdCICQfSplIAAaiADNgIAIAJB8KmUgABqQQE2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAENgIAIBRBBGohFAsgFEECdCICQfSplIAAaiAFNgIAIAJB8KmUgABqQQM2AgBBACEEIAJB+KmUgABqIAdBACAdQYABSRs2AgAgAkH8qZSAAGogCjYCACACQYCqlIAAaiAINgIAIAhBAWohAyAUQQVqIRQMAwsgBUEFaiIKIAFODQUCQCAAIAJBAXRqLwEAQS1HDQAgACAKQQF0ai8BAEE+Rg0CCyAQIAVBAXRqIQIgBSEIA0ACQCACLwEAQS1HDQAgAkECai8BAEEtRw0AAkAgCEEGaiIKIAFODQAgAkEEai8BAEE+Rg0ECyAIQQdqIgogAU4NACACQQRqLwEAQSFHDQAgAkEGai8BAEE+Rg0DCyACQQJqIQIgDyAIQQFqIghHDQALC0EBIRUMBAsgCkEASA0DAkAgBSADTA0AIBRBAnQiAkH0qZSAAGogAzYCACACQfCplIAAakEBNgIAIAJB+KmUgABqIAU2AgAgAkH8qZSAAGogBDYCACAUQQRqIRQLIBRBAnQiBEH0qZSAAGogCkEBaiIDNgIAIARB8KmUgABqQQQ2AgAgFEECaiEUQQAhBAsgAyECCyAUQfH/A0gNACADIAJHDQALQQMhFSADIQULQQAgBTYC8KmkgABBACAVNgL0qaSAACAUC40bAwt/AnsQf0EAIQQCQCADIAJODQBBACEEIAMhBQNAAkACQAJAAkACQCAAIAVqIgYtAAAiB0F3ag4eAwMDAwMEBAQEBAQEBAQEBAQEBAQEBAQCBAQEBAQBAAsgB0GgAUYNAgwDCyAEQQFyIQQMAgsgBUEBaiABTg0BIAZBAWotAABBIEcNAQsgBEECciEECyACIAVBAWoiBUcNAAsLQQUgAWshCCABQX1qIQkgAEEDaiEKIABBAmohC0EAIAFrIQwgAEEBaiENQQAhDgJAA0ACQAJAIAJBEWogAUoNAAJAA0AgACACaiIF/QAAACIP/Qz39/f39/f39/f39/f39/f3/W79DAUFBQUFBQUFBQUFBQUFBQX9JiAP/QygoKCgoKCgoKCgoKCgoKCg/SP9UCAFQQFq/QAAAP0MICAgICAgICAgICAgICAgICIQ/SMgDyAQ/SP9Tv1Q/WQhByAP/QwmJiYmJiYmJiYmJiYmJiYm/SP9ZCEFIA/9DDw8PDw8PDw8PDw8PDw8PDz9I/1kIgYNASAEIAVBAEdyIgRBAnIgBCAHGyEEIAJBIWohBSACQRBqIQIgBSABSg0CDAALCyAEIAZBACAGa3FBf2oiESAFcUEAR3IiBEECciAEIAcgEXEbIQQgBmggAmohEgwBCyACIRIgAiABTg0AAkADQAJAAkACQAJAAkAgACACaiIHLQAAIgVBd2oONAEBAQEBBAQEBAQEBAQEBAQEBAQEBAQEAwQEBAQEAgQEBAQEBAQEBAQEBAQEBAQEBAQEBAYACyAFQaABRw0DCyAEQQJyIQQMAgsgBEEBciEEDAELIAJBAWogAU4NACAEQQJyIAQgB0EBai0AAEEgRhshBAsgASACQQFqIgJHDQALIAEhEgwBCyACIRILAkAgEkEBaiICIAFIDQBBACETIAEhEgwCCwJAAkACQAJAAkAgACACai0AACIFQSByQYV/akFmSQ0AIBJBAmohAkEBIRRBACEVAkADQAJAIAVB/wFxIgVBPksNACAFQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIACyABIAJGDQMgFEEobCAFQf8AcUHwiJSAAGotAABqQQF0QfCIgIAAai8BACEUIBUgBXIhFSAAIAJqLQAAIQUgAkEBaiECDAALCyAOIRYCQCASIANMDQAgDkECdCIFQfSplIAAaiADNgIAIAVB8KmUgABqQQE2AgAgBUH4qZSAAGogEjYCACAFQfyplIAAaiAENgIAIA5BBGohFgtBASETIBZB8f8DSg0GIBZBB2ohF0EAIRggAkF/aiIZIRoDQCAaIAFODQcgCSAaayEHIAogGmohBiAaQQNqIQMgGkESaiEFIAsgGmohBCAaIQICQAJAAkACQAJAAkACQAJAA0ACQCAAIAJqLQAAIhFBd2oONgAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAgMDAwMDAwMDAwMDAwMDBAMLIAdBf2ohByAGQQFqIQYgA0EBaiEDIAVBAWohBSAEQQFqIQQgASACQQFqIgJHDQAMCwsLA0AgAkEBaiABTg0KAkACQCANIAJqLQAAIgdBd2oiBUEXSw0AQQEhBEEBIAV0QYuAgARxDQELIAdBDUYhBAsgAkEBaiECIAQNAAsCQCAHQT5GDQAgAiEaDAcLQQEhBwwCCyACQQFqIhsgAU4NCCARQf8AcUHwiJSAAGotAABBKGohHEEBIR0CQANAIBxBAXRB8IiAgABqLwEAIR4CQCAAIBtqLQAAIhpBPksNACAaQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAgIACyAeQShsIBpB/wBxQfCIlIAAai0AAGohHCAHQX9qIQcgBkEBaiEGIANBAWohAyAFQQFqIQUgBEEBaiEEIBEgGnIhESAbQQFqIhsgAUghHSABIBtHDQAMCgsLIB0gGyABSHFBAUcNCCAMIBtqIR1BACEcAkACQANAAkAgGkH/AXFBd2oONQAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMCAwsgB0F/aiEHIAZBAWohBiADQQFqIQMgBUEBaiEFIAQtAAAhGiAEQQFqIQQgHSAcQX9qIhxHDQAMCwsLA0AgAyEaIAYhHCAHIR0gBUFwaiABTg0KAkACQCAELQAAIh9Bd2oiB0EXSw0AQQEhIEEBIAd0QYuAgARxDQELIB9BDUYhIAsgHUF/aiEHIBxBAWohBiAaQQFqIQMgBEEBaiEEIAVBAWohBSAgDQALAkACQCAfQV5qDgYAAQEBAQABCyAFQXBqIQYCQCAFIAFMDQBBACEFIAYhBAwFCyAf/Q8hEEEAIQUDQCAc/QAAACIP/QwmJiYmJiYmJiYmJiYmJiYm/SP9ZCEEAkAgDyAQ/SP9ZCIHRQ0AQQEgBSAHQQAgB2txQX9qIARxGyEFIAdoIBpqIQQMBwtBASAFIAQbIQUgHEEQaiEcIBpBIGohByAaQRBqIgQhGiAHIAFKDQUMAAsLQQAhByAFQW9qIgYhGgJAA0ACQCAfQf8BcSIEQT5LDQAgBEF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAsgHUUNC0EBIAcgBEEmRhshByAaQQFqIRogHUF/aiEdIBwtAAAhHyAcQQFqIRwMAAsLIBohBAwFCyAbIBxrIRpBACEHQX8hBkF/IQQMBAtBACEHC0EAIQQgFkECdCIFQfSplIAAaiAUQQAgFUGAAUkbNgIAIAVB8KmUgABqQQI2AgAgBUH4qZSAAGogEjYCACAFQfyplIAAaiAZNgIAIAVBgKqUgABqIAI2AgAgBUGEqpSAAGogBzYCACAFQYiqlIAAaiAYNgIAIAJBAWohAwJAIBVB/wBLDQAgFEHwiZSAAGotAABFDQBBAiETIBchDiADIRIMDAsgFyEODAgLIAQgAU4NBQNAIAAgBGotAAAiByAfRg0BQQEgBSAHQSZGGyEFIAEgBEEBaiIERw0ADAYLCyAEIAFODQQgBEEBaiEaIAVBAEdBAnIhBwsgF0ECdCIFQfSplIAAaiACNgIAIAVB8KmUgABqIB5BACARQYABSRs2AgAgBUH4qZSAAGogGzYCACAFQfyplIAAaiAGNgIAIAVBgKqUgABqIAQ2AgAgBUGEqpSAAGogBzYCACAYQQFqIRggF0EGaiEXCyAXQfj/A0wNAAwHCwtBASETAkACQAJAIAVBUWoOEQEGBgYGBgYGBgYGBgYGBgYIAAsgBUEhRw0FIBJBA2oiAiABTg0HIBIgAGpBAmotAABBLUcNByAAIAJqLQAAQS1HDQcgEkEEaiICIAFODQEgACACai0AAEE+Rw0BIAIhEQwDCyASQQJqIgIgAU4NBiAAIAJqLQAAIgVBIHJB/wFxQYV/akFmSQ0GIBJBA2ohAkEAIQdBASEGAkADQAJAIAVB/wFxIgVBPksNACAFQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIACyABIAJGDQMgBkEobCAFQf8AcUHwiJSAAGotAABqQQF0QfCIgIAAai8BACEGIAcgBXIhByAAIAJqLQAAIQUgAkEBaiECDAALCyACQX9qIgUgAU4NASAFIQICQANAIAAgAmotAABBPkYNAUEBIRMgASACQQFqIgJHDQAMCAsLAkAgEiADTA0AIA5BAnQiEUH0qZSAAGogAzYCACARQfCplIAAakEBNgIAIBFB+KmUgABqIBI2AgAgEUH8qZSAAGogBDYCACAOQQRqIQ4LIA5BAnQiA0H0qZSAAGogEjYCACADQfCplIAAakEDNgIAQQAhBCADQfiplIAAaiAGQQAgB0GAAUkbNgIAIANB/KmUgABqIAU2AgAgA0GAqpSAAGogAjYCACACQQFqIQMgDkEFaiEODAMLIBJBBWoiESABTg0FAkAgACACai0AAEEtRw0AIAAgEWotAABBPkYNAgsgCCASaiEGQQAhBSAAIQIDQAJAIAIgEmoiB0EEai0AAEEtRw0AIAdBBWotAABBLUcNAAJAIBIgBWoiFUEGaiIRIAFODQAgB0EGai0AAEE+Rg0ECyAVQQdqIhEgAU4NACAHQQZqLQAAQSFHDQAgB0EHai0AAEE+Rg0DCyACQQFqIQIgBiAFQQFqIgVqDQALC0EBIRMMBAsgEUEASA0DAkAgEiADTA0AIA5BAnQiAkH0qZSAAGogAzYCACACQfCplIAAakEBNgIAIAJB+KmUgABqIBI2AgAgAkH8qZSAAGogBDYCACAOQQRqIQ4LIA5BAnQiAkH0qZSAAGogEUEBaiIDNgIAIAJB8KmUgABqQQQ2AgAgDkECaiEOQQAhBAsgAyECCyAOQfH/A0gNACADIAJHDQALQQMhEyADIRILQQAgEjYC8KmkgABBACATNgL0qaSAACAOC8YOAwR/AXsLfwJAIABBAU4NAEEADwtBACEBQQAhAgJAAkADQAJAAkACQCABQRBqIgMgAEoNAAJAQcCUnYMAIAFqIgT9AAAAIgX9ZCIGRQ0AIAZoIgdFDQFBwJSdgwAgAmoiCCAF/VgAAAAgAkEBaiEGIAFBAWoiAyAHIAFqIglODQICQCAHQX9qIgpBEEkNAAJAQcCUnYMAQQFqIgsgAmpBwJSdgwAgCWpPDQAgCyABakHAlJ2DACAHIAJqakkNAQsgCkFwcSIMQXBqIg1BBHZBAWoiDkEDcSEPQQAhBwJAIA1BMEkNACAOQfz///8BcSEQQQAhBwNAIAggB2oiDUEBaiAEIAdqIg5BAWr9AAAA/QsAACANQRFqIA5BEWr9AAAA/QsAACANQSFqIA5BIWr9AAAA/QsAACANQTFqIA5BMWr9AAAA/QsAACAHQcAAaiEHIBBBfGoiEA0ACwsCQCAPRQ0AIAsgAiAHamohAiALIAEgB2pqIQEDQCACIAH9AAAA/QsAACACQRBqIQIgAUEQaiEBIA9Bf2oiDw0ACwsgAyAMaiEDIAYgDGohBiAKIAxGDQMLA0BBwJSdgwAgBmpBwJSdgwAgA2otAAA6AAAgBkEBaiEGIANBAWoiAyAJSA0ADAMLC0HAlJ2DACACaiAF/QsAACACQRBqIQIgAyEBDAILIAIhBiABIQMLQQEhCQJAQcCUnYMAIANqLAAAIgFBf0oNACABQX5xQUJHDQNBfyECIANBAWoiCSAATg0EQcCUnYMAIAlqLQAAIglBwAFxQYABRw0EIAlBP3EgAUEGdHIhAUECIQkLQcCUnYMAIAZqIAE6AAAgBkEBaiECIAMgCWohAQsgASAASA0ADAILC0HAlJ2DACAAQQF0aiEOAkAgAyAATg0AIA4hASADIQkDQCABQcCUnYMAIAlq/QAAAP0LAAAgAUEQaiEBIAlBEGoiCSAASA0ACwsCQAJAAkAgBkEQSA0AQcCUnYMAIAZBAXRqQXBqIQkgBiEBA0AgCUHAlJ2DACABakF4av0CAAD9CwAAIAlBcGohCSABQRdLIQIgAUF4aiIHIQEgAg0ADAILCyAGIQcgBkEBSA0BCwJAIAcgB0EAR2siAUEBaiINQQhJDQAgB0EBdCIPQcCUnYMAakF+aiIJIAEgAWoiAmsgCUsNACACIAFJDQAgB0HAlJ2DAGpBf2oiCSABayAJSw0AAkBBwJSdgwBBAEF+IAcbakHAlJ2DACAHaiIBTw0AQcCUnYMAIAdFa0HAlJ2DACAHQQF0akkNAQsgAUF4aiEBIA9BwJSdgwBqQXBqIQkgByANQXhxIg9rIQcgDyECA0AgCSAB/V0AAP0MAAAAAAAAAAAAAAAAAAAAAP0NBxEGEwUVBBcDGQIbAR0AHyAF/Q0ODwwNCgsICQYHBAUCAwAB/QsBACABQXhqIQEgCUFwaiEJIAJBeGoiAg0ACyANIA9GDQELIAdBAWohASAHQQF0QcCUnYMAakF+aiEJA0AgCUHAlJ2DACABakF+ai0AADsBACAJQX5qIQkgAUF/aiIBQQFLDQALCwJAAkAgACADayIAQQFIDQBBwJSdgwAgBkEBdGohD0EAIQNBACEBA0AgDiADaiEHAkACQAJAIANBEGoiCSAATA0AIActAAAhCQwBCwJAIAf9AAAAIgX9ZEUNACAF/RYAIQkMAQsgDyABQQF0aiIDIAX9igH9CwAQIAMgBf2JAf0LAAAgAUEQaiEBIAkhAwwBCyAJQf8BcSENAkAgCUEYdEEYdUEASA0AIA8gAUEBdGogDTsBACADQQFqIQMgAUEBaiEBDAELAkAgCUE+akH/AXFBHUsNAEF/IQIgA0EBaiIJIABODQUgDiAJai0AACIJQcABcUGAAUcNBSAPIAFBAXRqIAlBP3EgDUEGdEHAD3FyOwEAIANBAmohAyABQQFqIQEMAQsCQCAJQfABcUHgAUcNAEF/IQIgA0ECaiIEIABODQVBoAFBgAEgDUHgAUYbIAdBAWotAAAiCUsNBUGfAUG/ASANQe0BRhsgCUkNBSAOIARqLQAAIgdBwAFxQYABRw0FIA8gAUEBdGogCUEGdEHAH3EgDUEMdHIgB0E/cXI7AQAgA0EDaiEDIAFBAWohAQwBC0F/IQIgCUEQakH/AXFBBEsNBCADQQNqIgQgAE4NBEGQAUGAASANQfABRhsgB0EBai0AACIJSw0EQY8BQb8BIA1B9AFGGyAJSQ0EIAdBAmotAAAiB0HAAXFBgAFHDQQgDiAEai0AACIEQcABcUGAAUcNBCAPIAFBAXRqIgJBAmogCUEMdEGA4A9xIA1BEnRBgIDwAHFyIAdBBnRBwB9xciAEQT9xciIJQf8HcUGAuANyOwEAIAIgCUGAgPwfakEKdkGAsH9qOwEAIANBBGohAyABQQJqIQELIAMgAEgNAAsgAUEASA0BIAEgBmohBgtBfiAGaw8LQX8hAgsgAgsGAEGAwAALBQBBgAgLBgBBgIAECwgAQYCqpIAACwgAQYDqpIAACwgAQYDqpYAACwgAQYDqp4AACwgAQYDqqYAACwgAQYDqqoAACwgAQYDqq4AACxgAQQAgATYChKqsgABBACAANgKAqqyAAAsIAEGQqqyAAAsIAEGQqryAAAsIAEGQ6ryAAAsIAEGQqr2AAAsIAEGQ6r2AAAsIAEHQ6r2AAAsIAEHQ6r6AAAsIAEHQqr+AAAsIAEHQyr+AAAsGAEGAgAQLOQBBACABNgLUyseAAEEAIAA2AtDKx4AAQQAgAjYC2MrHgABBACADNgLcyseAAEEAIAQ2AuDKx4AACwgAQfDKx4AAC9oBAQF/QQAgADYC8KrIgABBAEEAKALsiICAACIAQQFqIgE2AuyIgIAAQQBBADYC9KrIgABBAEEANgL4qsiAAAJAIAEgAE8NAEEAIQADQCAAQZCsyIAAakEANgIAIABB/KvIgABqQQA2AgAgAEHoq8iAAGpBADYCACAAQdSryIAAakEANgIAIABBwKvIgABqQQA2AgAgAEGsq8iAAGpBADYCACAAQZiryIAAakEANgIAIABBhKvIgABqQQA2AgAgAEGgAWoiAEGAgNAARw0AC0EAQQE2AuyIgIAACwvZCQIIfwF7QQBBATYChKuYgQBBAEEBOgCgs5iBAEEAIAE2AqSzmIEAQQBBwJSdgwA2AqizmIEAQQBBwJSdgwA2AqyzmIEAQQAgAjYCsLOYgQBBACADNgK8s5iBAEEAQQE2AuCzmIEAQQAgAiADQQF0ajYCtLOYgQBBACACIANBAnRqNgK4s5iBAEEAQQA2AoCrmIEAQQBBADoAkKuYgQBBAEEANgKUs5iBAEEAQQA6AJizmIEAQQBBADYCnLOYgQBBAEEANgLYs5iBAEEAQQA2AtyzmIEAQQBBADoA5LOYgQBBAEEANgLos5iBAEEAQX82AvCzmIEAQQBBADoA0LOYgQBBAEEAOgDss5iBAEEAQQA2AvSzmIEAQQBBADoAzLOYgQBBAEEANgL4s5iBAEEAQQA2AvyzmIEAQQBBADYCgLSYgQBBAEEANgKEtJiBAEEAQQA2AtSzmIEAQQBBADYCyLOYgQBBAEEANgLAs5iBAEEAQQA2Aoi0mIEAQQBBADYCjLSYgQACQAJAIAFFDQBBwJSdgwAgABCsgICAAAwBC0HAlJ2DACAAEK2AgIAAC0EAQQA6AKCzmIEAQX8hBAJAQQAtAJizmIEADQAQroCAgABBAC0AmLOYgQANAEEAIQJBAEEAKALAs5iBACIDQf8BSjYCxLOYgQACQCADQYACSA0AQQAoAsizmIEADwtBACgCsLOYgQAhAwJAQQAoAsizmIEAIgRBEEgNAEEAIQBBACEBA0AgAyABaiADIABqIgL9AAAAIAJBEGr9AAAA/Wb9CwAAIABBIGohACABQSBqIQUgAUEQaiICIQEgBSAETA0ACwsgBCACTA0AAkAgBCACayIGQQhJDQACQCADIAJqIAMgBEEBdGpPDQAgAyACQQF0aiADIARqSQ0BCyAGQXhxIgdBeGoiAUEDdkEBaiIFQQNxIQhBACEJAkAgAUEYSQ0AIAJBAXQhACAFQfz///8DcSEKQQAhCSACIQUDQCADIAVqIgsgAyAAaiIB/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAAIAFBEGr9AAEAIAz9DQACBAYICgwOAAAAAAAAAAD9DQABAgMEBQYHEBESExQVFhf9CwAAIAtBEGogAUEgav0AAQAgDP0NAAIEBggKDA4AAAAAAAAAACABQTBq/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAA/Q0AAQIDBAUGBxAREhMUFRYX/QsAACAAQcAAaiEAIAVBIGohBSAJQSBqIQkgCkF8aiIKDQALCwJAIAhFDQAgAyACIAlqIgBqIQEgAyAAQQF0aiEAA0AgASAA/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAA/VsAAAAgAEEQaiEAIAFBCGohASAIQX9qIggNAAsLIAYgB0YNASACIAdqIQILIAQgAkF/c2ohBQJAIAQgAmtBA3EiAEUNACACQQF0IQEDQCADIAJqIAMgAWotAAA6AAAgAUECaiEBIAJBAWohAiAAQX9qIgANAAsLIAVBA0kNACACQQF0IQUDQCADIAJqIgEgAyAFaiIALQAAOgAAIAFBAWogAEECai0AADoAACABQQJqIABBBGotAAA6AAAgAUEDaiAAQQZqLQAAOgAAIAVBCGohBSAEIAJBBGoiAkcNAAsLIAQLwyYBGn9BAC0AmLOYgQAhAgJAAkACQCABQQFIDQAgAkEBcQ0AIABBBmohAyABQX1qIQQgAEEEaiEFIABBAmohBkEAIAFrIQcgAEEOaiEIIABBFmohCSABQX5qIQogAUF/aiELQQAhDANAIAAgASAMQQAoApSzmIEAEJCAgIAAIQ1BAC0AmLOYgQAhAgJAAkACQAJAAkACQAJAAkACQAJAAkACQCANQQFODQBBfyEMDAELQX8hDCACQQFxDQBBACEOQX8hDANAAkACQAJAAkACQAJAAkACQAJAAkACQCAOQQJ0Ig9B8KmUgABqKAIAQX9qDgQAAQQDAgsgD0H0qZSAAGooAgAgD0H4qZSAAGooAgAgD0H8qZSAAGooAgBBAXEQr4CAgAAgDkEEaiEODAkLIA9B+KmUgABqKAIAIRBBACgChKuYgQBBj6uYgQBqLQAAIREgD0GAqpSAAGooAgAhEiAPQfyplIAAaigCACEMAkACQCAPQfSplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIhNB//8DRw0BCyAQQQFqIAwQgICAgAAiE0GAwABJDQBBAEEBOgCYs5iBACABIQwMCAtBACEUAkAgAkUNACARQf8BcQ0AIBNBAXRBgOqkgABqLwEAQQ5xIRQLAkACQEEAKAKEq5iBACICQQFHDQAgEyATQQF0QYDqqoAAai8BACICIAJB//8DRhshEAwBCyATQQF0IhVBgOqpgABqLwEAIRACQCACQY+rmIEAai0AACIWQQFHDQAgEyAQIBBB//8DRhshEAwBCwJAIBBB//8DRg0AQQAoAoCrmIEAIgJBAWohDCACQQF0QY60mIEAaiECA0AgDEF/aiIMQQFIDQEgAi8BACERIAJBfmohAiARIBBHDQAMAgsLIBMhECAWDQAgEyAVQYDqqoAAai8BACICIAJB//8DRhshEAsCQCAQELCAgIAARQ0AAkACQEEALQCgs5iBAEUNACAQIA4QsYCAgAAMAQsCQEEAKAKcs5iBACICQf3/A0gNAEEAQQE6AJizmIEADAELQQAgAkEEajYCnLOYgQAgAkECdCICQZSqrIAAaiAQNgIAIAJBkKqsgABqQQE2AgAgAkGYqqyAAGpBADYCACACQZyqrIAAakEANgIACwJAIBBBAXRBgOqkgABqIgItAABBAXFFDQAgEEEBELKAgIAACyAPQYSqlIAAaigCAEEBRw0AQQAoAoSrmIEAIhFBj6uYgQBqLQAARQ0AQQAoAoCrmIEAIgxBAUgNACAQIAxBf2oiDEEBdEGQtJiBAGovAQBHDQBBACAMNgKAq5iBAAJAIAItAABB8ABxRQ0AQQAgEUF/ajYChKuYgQALIBBBARCygICAAAtBACASQQFqIhI2ApSzmIEAAkAgFA0AIBIhDAwIC0EAIAE2ApSzmIEAAkAgFEEIRw0AIAEhDCASIAFODQggEiABQQIQr4CAgAAgASEMDAgLQQBBADYCsIyZgwAgE0GA6quAAGotAABBAnRBgIiAgABqKAIAIRBBASECA0AgECACaiEMIAJBAWoiESECIAxBf2otAAANAAsgEiABTg0DQQAhDCASIQJBACEXAkACQANAIAAgAkEBdCIVai8BACEWAkACQAJAAkACQAJAAkACQCAMIBFHDQACQCAWQXdqDjYAAAIAAAICAgICAgICAgICAgICAgICAgACAgICAgICAgICAgICAgACAgICAgICAgICAgICAgACCyACIBFrIRgMCgtBLyEZAkACQCAMDgIDAQALIAwgEGpBfmotAAAhGQsgFkEgciAZRg0FIBRBBEcNBCAWQSZHDQQgF0GAAkgNA0EAQQE6AJizmIEADAQLQQAhDCAWQd//A3FBHEcNAQwEC0EAIQwgFkHf/wNxQRxGDQMLQQAhDCAUQQRGDQMgBiAVaiEMA0AgAkEBaiICIAFODQYgDC8BACEWIAxBAmohDCAWQTxHDQALQX8hGEEBIQwgAkF/akF/Tg0DDAYLQQAgF0EBaiIMNgKwjJmDACAXQQJ0QcCMmYMAaiACNgIAIAwhFwsgFkE8RiEMDAELIAxBAWohDAsgAkEBaiICIAFIDQALC0F/IRgLIAEgGCAYQQBIGyEaIBhBH3YhGyAUQQRHDQUgF0EBSA0EQQAhFQNAAkAgFUECdEHAjJmDAGoiGSgCACIUIBJMDQBBASECAkAgACASQQF0ai8BAEEmRg0AIBRBf2ohFiAGIBJBAXRqIQwgEiECAkADQAJAIBYgAkcNACAUIQIMAgsgAkEBaiECIAwvAQAhESAMQQJqIQwgEUEmRw0ACwsgAiAUSCECCyASIBQgAhCvgICAACAZKAIAIRQLIBQgFEEBakECEK+AgIAAIBkoAgBBAWohEiAVQQFqIhVBACgCsIyZgwBIDQAMBQsLQQBBAToAmLOYgQAMBwtBACAPQfSplIAAaigCADYClLOYgQAgDkECaiEODAYLIA9B9KmUgABqKAIAIREgD0GAqpSAAGooAgAhECAPQfyplIAAaigCACESAkACQCAPQfiplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIgJB//8DRw0BCyARQQJqIBIQgICAgAAiAkH/P0sNCQsCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiD0EBSA0AIAIgD0F/aiIPQQF0QZC0mIEAai8BAEcNAEEAIA82AoCrmIEAAkAgAkEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAJBABCygICAAAwBCyACELOAgIAACyAOQQVqIQ5BACAQQQFqNgKUs5iBAAwFC0EBIRtBfyEYIAEhGiAUQQRHDQEgASEaCyAaIBJMDQFBASECAkAgACASQQF0ai8BAEEmRg0AIBpBf2ohFCAGIBJBAXRqIQwgEiECAkADQAJAIBQgAkcNACAaIQIMAgsgAkEBaiECIAwvAQAhESAMQQJqIQwgEUEmRw0ACwsgAiAaSCECCyASIBogAhCvgICAAAwBCyAaIBJMDQAgEiAaQQIQr4CAgAALIAEhDEEALQCYs5iBAA0AIAEhDCAbDQAgExCzgICAACAYQQFqIQIgAyAYQQF0IgxqIREgBiAMaiEMA0AgESIWQQJqIREgDEECaiEMIAIiFEEBaiECIBAtAAAhEiAQQQFqIRAgEg0ACwJAAkACQCACIAFODQACQCAMLwEAQT5GDQADQCAKIBRGDQIgFEEBaiEUIBYvAQAhAiAWQQJqIRYgAkE+Rw0ACyAUQQFqIQILIAJBf0oNAQsgCyABQQIQr4CAgAAgASEMDAELIAJBAWohDAtBACAMNgKUs5iBAAsgDiAPQYiqlIAAaigCAEEGbGpBB2ohDgtBAC0AmLOYgQAhAiAOIA1ODQEgAkEBcUUNAAsLIAJBAXENDQJAAkBBACgC9KmkgAAOBA4ACwEAC0EAKALwqaSAACICQQFqIgwgAU4NBiAAIAxBAXRqLwEAIg9BIHJBhX9qQWVLDQECQAJAAkAgD0FRag4RAA0NDQ0NDQ0NDQ0NDQ0NDQIBCyACQQJqIg0gAU4NCAJAQQAoApSzmIEAIhEgAk4NAEEBIQ8CQCAAIBFBAXRqLwEAQSZGDQAgAkF/aiEMIAYgEUEBdGohDiARIQ8CQANAAkAgDCAPRw0AIAIhDwwCCyAPQQFqIQ8gDi8BACEQIA5BAmohDiAQQSZHDQALCyAPIAJIIQ8LIBEgAiAPEK+AgIAACwJAIAAgDUEBdGovAQAiDkE+Rw0AQQAgAkEDaiIMNgKUs5iBAAwNCyAOQSByQYV/akFmSQ0LIAJBA2ohEEEBIQwgAyACQQF0IhFqIQ8gBSARaiESQQAhEQJAA0ACQCAOQf//A3EiDkE+Sw0AIA5Bd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgEEYNCSAMQShsIA5B/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIQwgD0ECaiEPIAJBAWohAiAQQQFqIRAgESAOciERIBJBAmoiEi8BACEODAALCyAQQX9qIQ4CQAJAIBFB/wBLDQAgDEUNACAMQQF0QYCqpIAAai8BACIQQf//A0cNAQsgDSAOEICAgIAAIhBB/z9LDQQLAkACQEEAKAKEq5iBAEEBRw0AQQAoAoCrmIEAIgxBAUgNACAQIAxBf2oiDEEBdEGQtJiBAGovAQBHDQBBACAMNgKAq5iBAAJAIBBBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQA2AoSrmIEACyAQQQAQsoCAgAAMAQsgEBCzgICAAAsCQAJAAkAgEi8BAEE+Rg0AA0AgBCACRg0CIAJBAWohAiAPLwEAIQ4gD0ECaiEPIA5BPkcNAAsgAkECaiEOCyAOQX9KDQELIAsgAUECEK+AgIAAQQAgASIMNgKUs5iBAAwNC0EAIA5BAWoiDDYClLOYgQAMDAsgD0EhRw0LAkBBACgClLOYgQAiESACTg0AQQEhDwJAIAAgEUEBdGovAQBBJkYNACACQX9qIQwgBiARQQF0aiEOIBEhDwJAA0ACQCAMIA9HDQAgAiEPDAILIA9BAWohDyAOLwEAIRAgDkECaiEOIBBBJkcNAAsLIA8gAkghDwsgESACIA8Qr4CAgAALAkAgAkEDaiIOIAFODQAgAkEBdCIQIABqQQRqLwEAQS1HDQAgACAOQQF0ai8BAEEtRw0AAkAgAkEEaiIPIAFODQAgACAPQQF0ai8BAEE+Rw0AIA8hDAwKCyACQQVqIgwgAU4NCgJAIAAgD0EBdGovAQAiDkEtRw0AIAAgDEEBdGovAQBBPkYNCgsgAkEHaiEPIAggEGohAgNAAkAgDkH//wNxQS1HDQAgAkF8ai8BAEEtRw0AAkAgD0F/aiIMIAFODQAgAkF+ai8BAEE+Rg0MCyAPIAFODQAgAkF+ai8BAEEhRw0AIAIvAQBBPkcNACAPIQwMCwsgByAPakEBRg0LIA9BAWohDyACQXxqLwEAIQ4gAkECaiECDAALCyACQQJqIQ8gAkEJaiIQIAFKDQUgACAPQQF0ai8BAEHbAEcNBQJAIAAgDkEBdGovAQAiDkHDAEYNACAOQcMARiEODAULAkAgAkEBdCAAaiIOQQhqLwEAIgxBxABGDQAgDEHEAEYhDgwFCwJAIA5BCmovAQAiDEHBAEYNACAMQcEARiEODAULAkAgDkEMai8BACIMQdQARg0AIAxB1ABGIQ4MBQsCQCAOQQ5qLwEAIgxBwQBGDQAgDEHBAEYhDgwFCyAOQRBqLwEAQdsARiEODAQLAkBBACgClLOYgQAiESACTg0AQQEhDwJAIAAgEUEBdGovAQBBJkYNACACQX9qIQwgBiARQQF0aiEOIBEhDwJAA0ACQCAMIA9HDQAgAiEPDAILIA9BAWohDyAOLwEAIRAgDkECaiEOIBBBJkcNAAsLIA8gAkghDwsgESACIA8Qr4CAgAALIAJBAmoiDyABTg0CIAUgAkEBdGohAgJAA0AgAi8BAEE+Rg0BIAJBAmohAiABIA9BAWoiD0cNAAwECwsgD0F/TA0CQQAgD0EBaiIMNgKUs5iBAAwKC0EAKALwqaSAACEMDAkLQQBBAToAmLOYgQAMDAtBACABIgw2ApSzmIEADAcLIA5FDQAgAkELaiABTg0BIAJBDGohDyAJIAJBAXRqIQICQANAIA8hDAJAIAJBfGovAQBB3QBHDQAgAkF+ai8BAEHdAEcNACACLwEAQT5GDQILIAxBAWohDyACQQJqIQIgDCABSA0ADAMLCyAMQX1qIgJBAEgNAQJAQQAoAoSrmIEAQY+rmIEAai0AAEUNACAQIAJBAxCvgICAAAtBACAMNgKUs5iBAAwGCwJAIA8gAU4NACAFIAJBAXRqIQICQANAIAIvAQBBPkYNASACQQJqIQIgASAPQQFqIg9HDQAMAgsLIA9Bf0wNAEEAIA9BAWoiDDYClLOYgQAMBgtBACABIgw2ApSzmIEADAULQQAgATYClLOYgQALQQAtAJizmIEARQ0GDAcLIAxBf0wNAEEAIAxBAWoiDDYClLOYgQAMAgtBACABIgw2ApSzmIEADAELIAJBA2ohDCADIAJBAXRqIQICQAJAA0AgASAMRg0BIAxBAWohDCACLwEAIQ8gAkECaiECIA9BPkcNAAsgDEF/akF/Sg0BCyABIQwLQQAgDDYClLOYgQALQQAtAJizmIEAIQIgDCABTg0BIAJBAXFFDQALCyACQQFxDQELAkBBACgClLOYgQAiDCABTg0AQQEhAgJAIAAgDEEBdGovAQBBJkYNACAAIAxBAWoiD0EBdGohAgJAA0AgASAPIg5GDQEgDkEBaiEPIAIvAQAhECACQQJqIQIgEEEmRw0ACwsgDiABSCECCyAMIAEgAhCvgICAAAtBACgCgKuYgQAiAkEBSA0AIAJBAWohDyACQQF0QY60mIEAaiECA0AgAi8BAEEBELKAgIAAIAJBfmohAiAPQX9qIg9BAUsNAAsLC6ckARN/QQAtAJizmIEAIQICQAJAAkAgAUEBSA0AIAJBAXENACAAQQFqIQNBACABayEEIAFBf2ohBUEAIQYDQCAAIAEgBkEAKAKUs5iBABCRgICAACEHQQAtAJizmIEAIQICQAJAAkACQAJAAkACQAJAAkACQAJAAkAgB0EBTg0AQX8hBgwBC0F/IQYgAkEBcQ0AQQAhCEF/IQYDQAJAAkACQAJAAkACQAJAAkACQAJAAkAgCEECdCIJQfCplIAAaigCAEF/ag4EAAEEAwILIAlB9KmUgABqKAIAIAlB+KmUgABqKAIAIAlB/KmUgABqKAIAQQFxEK+AgIAAIAhBBGohCAwJCyAJQfiplIAAaigCACEKQQAoAoSrmIEAQY+rmIEAai0AACELIAlBgKqUgABqKAIAIQwgCUH8qZSAAGooAgAhBgJAAkAgCUH0qZSAAGooAgAiAkUNACACQQF0QYCqpIAAai8BACINQf//A0cNAQsgCkEBaiAGEICAgIAAIg1BgMAASQ0AQQBBAToAmLOYgQAgASEGDAgLQQAhDgJAIAJFDQAgC0H/AXENACANQQF0QYDqpIAAai8BAEEOcSEOCwJAAkBBACgChKuYgQAiAkEBRw0AIA0gDUEBdEGA6qqAAGovAQAiAiACQf//A0YbIQoMAQsgDUEBdCIPQYDqqYAAai8BACEKAkAgAkGPq5iBAGotAAAiEEEBRw0AIA0gCiAKQf//A0YbIQoMAQsCQCAKQf//A0YNAEEAKAKAq5iBACICQQFqIQYgAkEBdEGOtJiBAGohAgNAIAZBf2oiBkEBSA0BIAIvAQAhCyACQX5qIQIgCyAKRw0ADAILCyANIQogEA0AIA0gD0GA6qqAAGovAQAiAiACQf//A0YbIQoLAkAgChCwgICAAEUNAAJAAkBBAC0AoLOYgQBFDQAgCiAIELGAgIAADAELAkBBACgCnLOYgQAiAkH9/wNIDQBBAEEBOgCYs5iBAAwBC0EAIAJBBGo2ApyzmIEAIAJBAnQiAkGUqqyAAGogCjYCACACQZCqrIAAakEBNgIAIAJBmKqsgABqQQA2AgAgAkGcqqyAAGpBADYCAAsCQCAKQQF0QYDqpIAAaiICLQAAQQFxRQ0AIApBARCygICAAAsgCUGEqpSAAGooAgBBAUcNAEEAKAKEq5iBACILQY+rmIEAai0AAEUNAEEAKAKAq5iBACIGQQFIDQAgCiAGQX9qIgZBAXRBkLSYgQBqLwEARw0AQQAgBjYCgKuYgQACQCACLQAAQfAAcUUNAEEAIAtBf2o2AoSrmIEACyAKQQEQsoCAgAALQQAgDEEBaiIMNgKUs5iBAAJAIA4NACAMIQYMCAtBACABNgKUs5iBAAJAIA5BCEcNACABIQYgDCABTg0IIAwgAUECEK+AgIAAIAEhBgwIC0EAQQA2ArCMmYMAIA1BgOqrgABqLQAAQQJ0QYCIgIAAaigCACEKQQEhAgNAIAogAmohBiACQQFqIgshAiAGQX9qLQAADQALIAwgAU4NA0EAIQYgDCECQQAhEQJAAkADQCAAIAJqLQAAIRACQAJAAkACQAJAAkACQAJAIAYgC0cNAAJAIBBBd2oONgAAAgAAAgICAgICAgICAgICAgICAgICAAICAgICAgICAgICAgICAAICAgICAgICAgICAgICAAILIAIgC2shEgwKC0EvIQ8CQAJAIAYOAgMBAAsgBiAKakF+ai0AACEPCyAQQSByIA9GDQUgDkEERw0EIBBBJkcNBCARQYACSA0DQQBBAToAmLOYgQAMBAtBACEGIBBB3wFxQRxHDQEMBAtBACEGIBBB3wFxQRxGDQMLQQAhBiAOQQRGDQMgAiEGA0AgBkEBaiICIAFODQYgAyAGaiEQIAIhBiAQLQAAQTxHDQALQX8hEkEBIQYgAkF/akF/Tg0DDAYLQQAgEUEBaiIGNgKwjJmDACARQQJ0QcCMmYMAaiACNgIAIAYhEQsgEEE8RiEGDAELIAZBAWohBgsgAkEBaiICIAFIDQALC0F/IRILIAEgEiASQQBIGyETIBJBH3YhFCAOQQRHDQUgEUEBSA0EQQAhDwNAAkAgD0ECdEHAjJmDAGoiESgCACILIAxMDQBBASECAkAgACAMai0AAEEmRg0AIAtBf2ohDiAMIQICQANAAkAgDiACRw0AIAshEAwCCyADIAJqIQYgAkEBaiIQIQIgBi0AAEEmRw0ACwsgECALSCECCyAMIAsgAhCvgICAACARKAIAIQsLIAsgC0EBakECEK+AgIAAIBEoAgBBAWohDCAPQQFqIg9BACgCsIyZgwBIDQAMBQsLQQBBAToAmLOYgQAMBwtBACAJQfSplIAAaigCADYClLOYgQAgCEECaiEIDAYLIAlB9KmUgABqKAIAIQsgCUGAqpSAAGooAgAhCiAJQfyplIAAaigCACEMAkACQCAJQfiplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIgJB//8DRw0BCyALQQJqIAwQgICAgAAiAkH/P0sNCQsCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiCUEBSA0AIAIgCUF/aiIJQQF0QZC0mIEAai8BAEcNAEEAIAk2AoCrmIEAAkAgAkEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAJBABCygICAAAwBCyACELOAgIAACyAIQQVqIQhBACAKQQFqNgKUs5iBAAwFC0EBIRRBfyESIAEhEyAOQQRHDQEgASETCyATIAxMDQFBASECAkAgACAMai0AAEEmRg0AIBNBf2ohCyAMIQICQANAAkAgCyACRw0AIBMhDgwCCyADIAJqIQYgAkEBaiIOIQIgBi0AAEEmRw0ACwsgDiATSCECCyAMIBMgAhCvgICAAAwBCyATIAxMDQAgDCATQQIQr4CAgAALIAEhBkEALQCYs5iBAA0AIAEhBiAUDQAgDRCzgICAACASQQNqIQYgEkEBaiECA0AgBiIMQQFqIQYgAkEBaiECIAotAAAhCyAKQQFqIQogCw0ACwJAAkACQCACIAFODQACQCAAIAJqLQAAQT5GDQADQCABIAxGDQIgACAMaiECIAxBAWoiCiEMIAItAABBPkcNAAsgCkF/aiECCyACQX9KDQELIAUgAUECEK+AgIAAIAEhBgwBCyACQQFqIQYLQQAgBjYClLOYgQALIAggCUGIqpSAAGooAgBBBmxqQQdqIQgLQQAtAJizmIEAIQIgCCAHTg0BIAJBAXFFDQALCyACQQFxDQ0CQAJAQQAoAvSppIAADgQOAAsBAAtBACgC8KmkgAAiCUEBaiIGIAFODQYgACAGai0AACICQSByQYV/akFlSw0BAkACQAJAIAJBUWoOEQANDQ0NDQ0NDQ0NDQ0NDQ0CAQsgCUECaiIMIAFODQgCQEEAKAKUs5iBACILIAlODQBBASECAkAgACALai0AAEEmRg0AIAlBf2ohCiALIQICQANAAkAgCiACRw0AIAkhBgwCCyADIAJqIQggAkEBaiIGIQIgCC0AAEEmRw0ACwsgBiAJSCECCyALIAkgAhCvgICAAAsCQCAAIAxqLQAAIghBPkcNAEEAIAlBA2oiBjYClLOYgQAMDQsgCEEgckGFf2pBZkkNCyAJQQNqIQJBASEKQQAhBgJAA0ACQCAIQf8BcSIJQT5LDQAgCUF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAsgASACRg0JIApBKGwgCUH/AHFB8IiUgABqLQAAakEBdEHwiICAAGovAQAhCiAGIAlyIQYgACACai0AACEIIAJBAWohAgwACwsgAkF/aiEJAkACQCAGQf8ASw0AIApFDQAgCkEBdEGAqqSAAGovAQAiCEH//wNHDQELIAwgCRCAgICAACIIQf8/Sw0ECyAAIAJqQX9qIQoCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiBkEBSA0AIAggBkF/aiIGQQF0QZC0mIEAai8BAEcNAEEAIAY2AoCrmIEAAkAgCEEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAhBABCygICAAAwBCyAIELOAgIAACwJAAkACQCAKLQAAQT5GDQADQCABIAJGDQIgACACaiEJIAJBAWoiCCECIAktAABBPkcNAAsgCEF/aiEJCyAJQX9KDQELIAUgAUECEK+AgIAAQQAgASIGNgKUs5iBAAwNC0EAIAlBAWoiBjYClLOYgQAMDAsgAkEhRw0LAkBBACgClLOYgQAiCyAJTg0AQQEhAgJAIAAgC2otAABBJkYNACAJQX9qIQogCyECAkADQAJAIAogAkcNACAJIQYMAgsgAyACaiEIIAJBAWoiBiECIAgtAABBJkcNAAsLIAYgCUghAgsgCyAJIAIQr4CAgAALAkAgCUEDaiIIIAFODQAgCSAAakECai0AAEEtRw0AIAAgCGotAABBLUcNAAJAIAlBBGoiAiABTg0AIAAgAmotAABBPkcNACACIQoMCgsgCUEFaiIKIAFODQoCQCAAIAJqLQAAIghBLUcNACAAIApqLQAAQT5GDQoLIAlBB2ohAgNAAkAgCEH/AXFBLUcNACAAIAJqIglBfmotAABBLUcNAAJAIAJBf2oiCiABTg0AIAlBf2otAABBPkYNDAsgAiABTg0AIAlBf2otAABBIUcNACAJLQAAQT5HDQAgAiEKDAsLIAQgAmpBAUYNCyAAIAJqQX5qLQAAIQggAkEBaiECDAALCyAJQQJqIQIgCUEJaiIKIAFKDQUgACACai0AAEHbAEcNBQJAIAAgCGotAAAiCEHDAEYNACAIQcMARiEIDAULAkAgCSAAaiIIQQRqLQAAIgZBxABGDQAgBkHEAEYhCAwFCwJAIAhBBWotAAAiBkHBAEYNACAGQcEARiEIDAULAkAgCEEGai0AACIGQdQARg0AIAZB1ABGIQgMBQsCQCAIQQdqLQAAIgZBwQBGDQAgBkHBAEYhCAwFCyAIQQhqLQAAQdsARiEIDAQLAkBBACgClLOYgQAiCyAJTg0AQQEhAgJAIAAgC2otAABBJkYNACAJQX9qIQogCyECAkADQAJAIAogAkcNACAJIQYMAgsgAyACaiEIIAJBAWoiBiECIAgtAABBJkcNAAsLIAYgCUghAgsgCyAJIAIQr4CAgAALIAlBAmoiAiABTg0CAkADQCAAIAJqLQAAQT5GDQEgASACQQFqIgJHDQAMBAsLIAJBf0wNAkEAIAJBAWoiBjYClLOYgQAMCgtBACgC8KmkgAAhBgwJC0EAQQE6AJizmIEADAwLQQAgASIGNgKUs5iBAAwHCyAIRQ0AIAlBC2ogAU4NASAJQQxqIQICQANAAkAgACACIgZqIgJBfWotAABB3QBHDQAgAkF+ai0AAEHdAEcNACACQX9qLQAAQT5GDQILIAZBAWohAiAGIAFIDQAMAwsLIAZBfWoiAkEASA0BAkBBACgChKuYgQBBj6uYgQBqLQAARQ0AIAogAkEDEK+AgIAAC0EAIAY2ApSzmIEADAYLAkAgAiABTg0AAkADQCAAIAJqLQAAQT5GDQEgASACQQFqIgJHDQAMAgsLIAJBf0wNAEEAIAJBAWoiBjYClLOYgQAMBgtBACABIgY2ApSzmIEADAULQQAgATYClLOYgQALQQAtAJizmIEARQ0GDAcLIApBf0wNAEEAIApBAWoiBjYClLOYgQAMAgtBACABIgY2ApSzmIEADAELIAlBA2ohAgJAAkADQCABIAJGDQEgACACaiEJIAJBAWoiBiECIAktAABBPkcNAAsgBkF/akF/Sg0BCyABIQYLQQAgBjYClLOYgQALQQAtAJizmIEAIQIgBiABTg0BIAJBAXFFDQALCyACQQFxDQELAkBBACgClLOYgQAiCCABTg0AQQEhAgJAIAAgCGotAABBJkYNACAIQQFqIQkCQANAIAEgCSICRg0BIAJBAWohCSAAIAJqLQAAQSZHDQALCyACIAFIIQILIAggASACEK+AgIAAC0EAKAKAq5iBACICQQFIDQAgAkEBaiEJIAJBAXRBjrSYgQBqIQIDQCACLwEAQQEQsoCAgAAgAkF+aiECIAlBf2oiCUEBSw0ACwsLoAsDCX8DewN/AkBBACgCiLSYgQAiAA0AQQBBADoA7LOYgQAPCwJAQQAoAoS0mIEAIgFBAUgNACABQQFqIQIgAUEYbEH4w5iBAGohAUEAKAK8s5iBACEDA0BBACgCtLOYgQAhBEEAKALAs5iBACEFAkACQCAAIANIDQBBAEEBOgCYs5iBAAwBC0EAIABBAWoiBjYCiLSYgQBBACAFQd0AciIFNgLAs5iBACAEIABBAXRqQd0AOwEAIAYhAAsCQAJAIAAgA0gNAEEAQQE6AJizmIEADAELQQAgAEEBajYCiLSYgQBBACAFQShyNgLAs5iBACAEIABBAXRqQSg7AQALIAEQtICAgAACQAJAQQAoAoi0mIEAIgBBACgCvLOYgQAiA0gNAEEAQQE6AJizmIEADAELQQAgAEEBaiIFNgKItJiBAEEAQQAoAsCzmIEAQSlyNgLAs5iBAEEAKAK0s5iBACAAQQF0akEpOwEAIAUhAAsgAUFoaiEBIAJBf2oiAkEBSw0ACwtBAEEAOgDss5iBAEEAQQA2AoS0mIEAAkBBACgC8LOYgQBBf0wNACAAQQlqIQUCQEEAKAL8s5iBACIHQQAoAvSzmIEAIghMIgINAAJAAkAgByAIayIEQQRPDQAgCCEBDAEL/QwAAAAAAAAAAAAAAAAAAAAAIAX9HAAhCSAIQQF0QZD0mIEAaiEDIAj9ESIK/QwAAAAAAQAAAAIAAAADAAAA/a4BIQsgCCAEQXxxIgZqIQEgBiEFA0AgCSALIAr9O/2xASAD/QQBACIJ/RsDQdDqvoAAaiAJ/RsCQdDqvoAAaiAJ/RsBQdDqvoAAaiAJ/RsAQdDqvoAAav0MAAAAAAAAAAAAAAAAAAAAAP1UAAAA/VQAAAT9VAAACP1UAAAM/a4BIQkgA0EIaiEDIAv9DAQAAAAEAAAABAAAAAQAAAD9rgEhCyAFQXxqIgUNAAsgCSAJIAn9DQgJCgsMDQ4PAAAAAAAAAAD9rgEiCSAJIAn9DQQFBgcAAAAAAAAAAAAAAAD9rgH9GwAhBSAEIAZGDQELIAFBAXRBkPSYgQBqIQMDQCAFIAEgCEpqIAMvAQBB0Oq+gABqLQAAaiEFIANBAmohAyAHIAFBAWoiAUcNAAsLAkBBACgCyLOYgQAiBiAFakEAKAK8s5iBAEwNAEEAQQE6AJizmIEAQQBBADYCiLSYgQAPCwJAIAZBAUgNAEEAKAKws5iBACAGQQF0akEKOwEAIAZBAWohBgtBACgCsLOYgQAhDAJAIAINACAIIQQDQAJAIAQgCEwNACAMIAZBAXRqQT47AQAgBkEBaiEGCwJAIARBAXRBkPSYgQBqLwEAIgFB0Oq+gABqIgUtAABFDQAgDCAGQQF0aiEDIAFBAXRB0Oq9gABqIQJBACEBA0AgAyABIAIvAQBqQdCqv4AAai0AADsBACADQQJqIQMgAUEBaiIBIAUtAABJDQALQQAgBiABaiIGNgLIs5iBAAsgBEEBaiIEIAdHDQALCyAMIAZBAXRqQfwAOwEAIAZBAWohDQJAIABBAUgNACAAQX9qIgFBA3ZBAWoiA0EDcSECQQAhBEEAKAK0s5iBACEHAkAgAUEYSQ0AIANB/P///wNxIQggDCAGQQF0aiEOQQAhAUEAIQQDQCAOIAFqIgNBAmogByABaiIF/QAAAP0LAAAgA0ESaiAFQRBq/QAAAP0LAAAgA0EiaiAFQSBq/QAAAP0LAAAgA0EyaiAFQTBq/QAAAP0LAAAgAUHAAGohASAEQSBqIQQgCEF8aiIIDQALCyACRQ0AIAcgBEEBdGohASAGIARqQQF0IAxqQQJqIQMDQCADIAH9AAAA/QsAACADQRBqIQMgAUEQaiEBIAJBf2oiAg0ACwtBACANIABqNgLIs5iBAAtBAEEANgKItJiBAAvOFgMKfwN7AX8CQCABIABMDQACQAJAQQAtAKCzmIEARQ0AAkBBAC0A5LOYgQBFDQACQEEAKALUs5iBACIDQf4XSA0AQQBBAToAmLOYgQAPC0EAIANBA2o2AtSzmIEAIANBAnQiA0H0yseAAGogATYCACADQfDKx4AAaiAANgIAIANB+MrHgABqIAI2AgAPC0EAKALYs5iBAEEASg0CQQAoAvCzmIEAQQBIDQIgAkEBRw0BAkAgACABEIGAgIAAIgRBAEgNACAERQ0DQQAoArSzmIEAIQVBACgCvLOYgQAhBkEAKAKAtJiBACEHQQAtAOyzmIEAIQBBACgChLSYgQAhAkEAKAKItJiBACEDQQAoAsCzmIEAIQFBACEIA0ACQAJAAkACQCAIQQF0QdDKv4AAai8BACIJQSFJDQAgCUGgAUkNAiAJQaABRg0BIAlBgC1GDQEgCUGAQGpBC0kNAQJAIAlB3sAASg0AIAlB2L9/aiIKQQdLDQNBASAKdEGDAXENAgwDCyAJQd/AAEYNASAJQYDgAEYNASAJQf/9A0cNAgwBCyAJQSBGDQAgCUFyakF7SQ0BC0EBIQBBAEEBOgDss5iBAAwBCwJAAkACQCAAQQFxDQAgByACSg0BDAILAkAgA0EBSA0AAkAgAyAGSA0AQQBBAToAmLOYgQAMAQtBACADQQFqIgA2Aoi0mIEAQQAgAUEgciIBNgLAs5iBACAFIANBAXRqQSA7AQAgACEDC0EAQQA6AOyzmIEACwJAIAcgAkwNACACQQFqIQACQCAHIAJrQQFxRQ0AAkACQCADIAZIDQBBAEEBOgCYs5iBAAwBC0EAIANBAWoiCjYCiLSYgQBBACABQdsAciIBNgLAs5iBACAFIANBAXRqQdsAOwEAIAohAwsgAkEYbEGcxJiBAGpBATYCACAAIQILIAcgAEYNACAHIAJrIQogAkEYbEG0xJiBAGohACADIQIDQAJAAkAgAiAGSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgM2Aoi0mIEAQQAgAUHbAHIiATYCwLOYgQAgBSACQQF0akHbADsBACADIQILIABBaGpBATYCAAJAAkAgAiAGSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgM2Aoi0mIEAQQAgAUHbAHIiATYCwLOYgQAgBSACQQF0akHbADsBACADIQILIABBATYCACAAQTBqIQAgCkF+aiIKDQALC0EAIAc2AoS0mIEAIAchAgsCQCADIAZIDQBBACEAQQBBAToAmLOYgQAMAQtBACEAQQAgA0EBaiIKNgKItJiBAEEAIAEgCXIiATYCwLOYgQAgBSADQQF0aiAJOwEAIAohAwsgCEEBaiIIIARHDQAMBAsLQQBBAToAmLOYgQAPCwJAQQAoApyzmIEAIgNB/f8DSA0AQQBBAToAmLOYgQAPC0EAIANBBGo2ApyzmIEAIANBAnQiA0GUqqyAAGogADYCACADQZCqrIAAakEDNgIAIANBmKqsgABqIAE2AgAgA0GcqqyAAGogAjYCAAwBCwJAIAEgAGtBAXRBACgCiLSYgQAiA2pBggJqQQAoAryzmIEAIgpMDQBBAEEBOgCYs5iBAA8LQQAtAOyzmIEAIQlBACgChLSYgQAhB0EAKALAs5iBACEGAkBBACgCpLOYgQBFDQBBACgCtLOYgQAhCEEAKAKAtJiBACEEQQAoAqyzmIEAIQsDQAJAAkACQAJAIAsgAEEBdGovAQAiBUEhSQ0AIAVBoAFJDQIgBUGgAUYNASAFQYAtRg0BIAVBgEBqQQtJDQECQCAFQd7AAEoNACAFQdi/f2oiAkEHSw0DQQEgAnRBgwFxDQIMAwsgBUHfwABGDQEgBUGA4ABGDQEgBUH//QNHDQIMAQsgBUEgRg0AIAVBcmpBe0kNAQtBASEJQQBBAToA7LOYgQAMAQsCQAJAAkAgCUEBcQ0AIAQgB0oNASADIQIMAgsCQCADQQFIDQACQCADIApIDQBBAEEBOgCYs5iBAAwBCyAIIANBAXRqQSA7AQAgA0EBaiEDIAZBIHIhBgtBAEEAOgDss5iBAAsCQAJAIAQgB0oNACADIQIMAQsgB0EBaiEJAkACQCAEIAdrQQFxDQAgAyECDAELAkACQCADIApIDQBBAEEBOgCYs5iBACADIQIMAQsgCCADQQF0akHbADsBACADQQFqIQIgBkHbAHIhBgsgB0EYbEGcxJiBAGpBATYCACAJIQcLIAQgCUYNACAEIAdrIQkgB0EYbEG0xJiBAGohAwNAAkACQCACIApIDQBBAEEBOgCYs5iBAAwBCyAIIAJBAXRqQdsAOwEAIAJBAWohAiAGQdsAciEGCyADQWhqQQE2AgACQAJAIAIgCkgNAEEAQQE6AJizmIEADAELIAggAkEBdGpB2wA7AQAgAkEBaiECIAZB2wByIQYLIANBATYCACADQTBqIQMgCUF+aiIJDQALC0EAIAQ2AoS0mIEAIAQhBwtBACEJQQAgAkEBaiIDNgKItJiBAEEAIAYgBXIiBjYCwLOYgQAgCCACQQF0aiAFOwEACyAAQQFqIgAgAUcNAAwCCwtBACgCtLOYgQAhCEEAKAKos5iBACEEQQAoAoC0mIEAIQsDQAJAAkACQAJAIAlBAXEiDEUNACAAIQIMAQsCQCALIAdGDQAgACECDAELAkBBACAEIABqIgL9AAAAIg39DCAgICAgICAgICAgICAgICAiDv0jIg/9ZEEBcSADG0H//wMgASAAayIFdEGAgARyQYCABCAFQRBIG3L9DP////////////////////8gDSAO/ST9DAAAAAAAAAAAAAAAAAAAAAAgDf0MISEhISEhISEhISEhISEhIf0m/VIgAv0AAAEgDv0jIA/9TiAN/QygoKCgoKCgoKCgoKCgoKCg/SP9UP1S/WRyaCIQDQAgACECDAELAkACQCAEIBBBf2oiBSAAaiICai0AAEEgRg0AIBAgAGohAiAQIQUMAQsgBQ0AIAAhAgwBC0EAIAUgA2oiADYCiLSYgQAgCCADQQF0aiIDIA39igH9CwAQIAMgDf2JAf0LAAAgBUEQRg0BIAAhAyACIAFODQELIAJBAWohAAJAAkAgBCACai0AACIFQSBGDQAgBUF3akEFSQ0AIAVBoAFHDQELQQEhCUEAQQE6AOyzmIEADAILAkACQAJAIAwNACALIAdKDQEgAyECDAILAkAgA0EBSA0AAkAgAyAKSA0AQQBBAToAmLOYgQAMAQtBACAGQSByIgY2AsCzmIEAIAggA0EBdGpBIDsBACADQQFqIQMLQQBBADoA7LOYgQALAkACQCALIAdKDQAgAyECDAELIAdBAWohCQJAAkAgCyAHa0EBcQ0AIAMhAgwBCwJAAkAgAyAKSA0AQQBBAToAmLOYgQAgAyECDAELIAggA0EBdGpB2wA7AQAgA0EBaiECIAZB2wByIQYLIAdBGGxBnMSYgQBqQQE2AgAgCSEHCyALIAlGDQAgCyAHayEJIAdBGGxBtMSYgQBqIQMDQAJAAkAgAiAKSA0AQQBBAToAmLOYgQAMAQsgCCACQQF0akHbADsBACACQQFqIQIgBkHbAHIhBgsgA0FoakEBNgIAAkACQCACIApIDQBBAEEBOgCYs5iBAAwBCyAIIAJBAXRqQdsAOwEAIAJBAWohAiAGQdsAciEGCyADQQE2AgAgA0EwaiEDIAlBfmoiCQ0ACwtBACALNgKEtJiBACALIQcLQQAhCUEAIAJBAWoiAzYCiLSYgQBBACAGIAVyIgY2AsCzmIEAIAggAkEBdGogBTsBAAwBCyAAIQMgCyEHIAIhAAsgACABSA0ACwsLuAMBB38CQAJAIABBAXRBgOqkgABqIgEvAQAiAkGAAXENAEEAKAKAq5iBACEDDAELQQAoAoCrmIEAIgNBAWohBCADQQF0QY60mIEAaiEFQQAoAoCqrIAAIQYDQCAEQX9qIgRBAUgNASAFLwEAIQcgBUF+aiEFIAYgB0cNAAtBAA8LAkAgAEECdEGA6qeAAGooAgAiB0UNACADQQFIDQACQANAIANBf2oiBEEBdEGQtJiBAGovAQAiBUECdEGA6qWAAGooAgAgB3FFDQFBACAENgKAq5iBAAJAIAVBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQAoAoSrmIEAQX9qNgKEq5iBAAsgBUEBELKAgIAAQQAoAoCrmIEAIgNBAEoNAAsLIAEvAQAhAgtBASEFAkAgAkEBcQ0AAkAgA0GACEgNAEEAQQE6AJizmIEAQQEPC0EBIQVBACADQQFqNgKAq5iBACADQQF0QZC0mIEAaiAAOwEAIAJB8ABxRQ0AQQEhBUEAQQAoAoSrmIEAIgRBAWo2AoSrmIEAIARBkKuYgQBqQQEgAkEEdkECcSACQf//A3FBEHEbOgAACyAFC5wOAQt/I4CAgIAAQRBrIgIkgICAgAACQAJAQQAoAvizmIEAQYAISA0AQQBBAToAmLOYgQAMAQsCQEEAKALYs5iBACIDQQFIDQACQEEALQDks5iBAEUNAEEAQQE6ANCzmIEAC0EAKALQyseAACAAQZDqvIAAai0AAHIhBAJAIAFBAEgNACABQQJ0QYiqlIAAaigCACIFQQFIDQAgBUEBcSEGIAFBB2ohBwJAIAVBAUYNACAFQX5xIQggAUECdEGkqpSAAGohBQNAQQMhCUEDIQoCQCAFQWhqKAIAIgtFDQBBAyEKIAtBAXRBgKqkgABqLwEAIgtB//8DRg0AIAtBkKq9gABqLQAAIQoLIAogBHIhCgJAIAUoAgAiBEUNACAEQQF0QYCqpIAAai8BACIEQf//A0YNACAEQZCqvYAAai0AACEJCyAFQTBqIQUgB0EMaiEHIAkgCnIhBCAIQX5qIggNAAsLIAZFDQBBAyEFAkAgB0ECdEHwqZSAAGooAgAiCkUNACAKQQF0QYCqpIAAai8BACIKQf//A0YNACAKQZCqvYAAai0AACEFCyAFIARyIQQLAkAgBEEBcUUNACABIABBA0EBQQAoAuCzmIEAGxCCgICAABpBACgC2LOYgQAhAwtBACADQQFqNgLYs5iBAAwBCyAAQZCqvIAAai0AACEGQQAhA0EAQQAoAtyzmIEAQQFqNgLcs5iBAEEAKALQyseAACAAQZDqvIAAai0AAHIhCQJAIAFBAEgNACABQQJ0QYiqlIAAaigCACIFQQFIDQAgBUEBcSEMIAFBB2ohBwJAIAVBAUYNACAFQX5xIQggAUECdEGkqpSAAGohBQNAQQMhBEEDIQoCQCAFQWhqKAIAIgtFDQBBAyEKIAtBAXRBgKqkgABqLwEAIgtB//8DRg0AIAtBkKq9gABqLQAAIQoLIAogCXIhCgJAIAUoAgAiCUUNACAJQQF0QYCqpIAAai8BACIJQf//A0YNACAJQZCqvYAAai0AACEECyAFQTBqIQUgB0EMaiEHIAQgCnIhCSAIQX5qIggNAAsLIAxFDQBBAyEFAkAgB0ECdEHwqZSAAGooAgAiCkUNACAKQQF0QYCqpIAAai8BACIKQf//A0YNACAKQZCqvYAAai0AACEFCyAFIAlyIQkLAkBBACgC8LOYgQBBHnYiBUEBciAJcUUNAAJAIAEgACAJIAVxQQJ0IAlBBHRyQRhxQQAoAuizmIEAQQBKQQJ0chCCgICAACIDQX9KDQBBAEEBOgCYs5iBAAwCCyADQQFxRQ0AQQBBATYC2LOYgQBBAEEAKAL4s5iBACIFQQFqNgL4s5iBACAFQaCEmYEAakEAOgAAQQBBACgCuOq9gAAgAEdBACgCvOq9gAAgAEdxNgLgs5iBAAwBCwJAIAZBBHFFDQACQAJAQQAoArDqvYAAIABHDQAgASAAELqAgIAADAELIANBAnFFDQBBAEEBOgDks5iBAAtBAEEBNgLYs5iBAEEAQQAoAvizmIEAIgVBAWo2AvizmIEAIAVBoISZgQBqQQA6AABBAEEAKAK46r2AACAAR0EAKAK86r2AACAAR3E2AuCzmIEADAELQQAhBQJAIANBBHFFDQAQroCAgABBAEEBOgDMs5iBAEEAQQAoAtyzmIEANgLws5iBAEEAQQAoAvyzmIEANgL0s5iBAEEIIQULAkACQCAGQQFxRQ0AEK6AgIAAAkAgBkECcQ0AIAVBAXIhBQwCC0EAQQAoAvyzmIEAIgpBAWo2AvyzmIEAIApBAXRBkPSYgQBqIAA7AQAgBUEDciEFDAELAkBBACgCkOq9gAAgAEcNACABQQBIDQEgAUEAKALUyseAACACQQxqIAJBCGogAkEEahC7gICAAEUNAQJAQQAoAoC0mIEAIgpB/wFKDQBBACAKQQFqNgKAtJiBACAKQRhsIgpBpMSYgQBqQQA2AgAgCkGcxJiBAGpCgICAgHA3AgAgCkGYxJiBAGogAigCBDYCACAKQZTEmIEAaiACKAIINgIAIApBkMSYgQBqIAIoAgw2AgAgBUEEciEFDAILQQBBAToAmLOYgQAMAgsCQAJAQQAoApTqvYAAIABGDQBBACgCmOq9gAAgAEcNAQtBAEEBOgDss5iBAAwBCwJAAkBBACgCnOq9gAAgAEYNAEEAKAKg6r2AACAARg0AQQAoAqTqvYAAIABHDQELQQBBAToA7LOYgQAgBUEQciEFDAELAkBBACgCqOq9gAAgAEcNACABELyAgIAADAELAkBBACgCrOq9gAAgAEcNAEEAQQAoAuizmIEAQQFqNgLos5iBACAFQSByIQUMAQsgBkEIcUUNACABIAAQuoCAgAALQQAoAvizmIEAIgpBoISZgQBqIAU6AABBACAKQQFqNgL4s5iBAAsgAkEQaiSAgICAAAvGDgEJfwJAQQAtAKCzmIEARQ0AQdizmIEAIQECQEEAKALYs5iBACIAQQFKDQACQAJAIABBAUcNAEEAQQAoAvizmIEAQX9qNgL4s5iBAEEAQQA2AtizmIEAAkBBAC0A5LOYgQBFDQBBAEEAOgDks5iBAAJAQQAoAtSzmIEAIgBB/hdIDQBBAEEBOgCYs5iBAEEAKALcs5iBACEADAMLQQAgAEEDajYC1LOYgQAgAEECdCIAQfDKx4AAakF/NgIAIABB9MrHgABqQQAoAuizmIEANgIAIABB+MrHgABqQQA2AgALQQAoAtyzmIEAIQAMAQsCQEEAKAL4s5iBACIAQQFIDQBBACAAQX9qNgL4s5iBAAJAIABBn4SZgQBqLQAAIgBBAXFFDQAQroCAgAAgAEECcUUNAEEAQQAoAvyzmIEAQX9qNgL8s5iBAAsCQCAAQQRxRQ0AQQAoAoC0mIEAIgJFDQBBACACQX9qIgM2AoC0mIEAIANBGGwiAUGQxJiBAGohBAJAQQAoAoS0mIEAIgUgAkgNAEEAKAK0s5iBACEGQQAoAsCzmIEAIQUCQAJAQQAoAoi0mIEAIgFBACgCvLOYgQAiB0gNAEEAQQE6AJizmIEADAELQQAgAUEBaiICNgKItJiBAEEAIAVB3QByIgU2AsCzmIEAIAYgAUEBdGpB3QA7AQAgAiEBCwJAAkAgASAHSA0AQQBBAToAmLOYgQAMAQtBACABQQFqNgKItJiBAEEAIAVBKHI2AsCzmIEAIAYgAUEBdGpBKDsBAAsgBBC0gICAAAJAAkBBACgCiLSYgQAiAUEAKAK8s5iBAEgNAEEAQQE6AJizmIEADAELQQAgAUEBajYCiLSYgQBBAEEAKALAs5iBAEEpcjYCwLOYgQBBACgCtLOYgQAgAUEBdGpBKTsBAAtBAEEAKAKAtJiBADYChLSYgQAMAQsgAUGcxJiBAGoiASgCAA0AQQAoAvCzmIEAQQBIDQAgAUEBNgIAQQAoAoi0mIEAIQECQEEALQDss5iBAEUNAAJAIAFBAUgNAAJAIAFBACgCvLOYgQBIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWoiBjYCiLSYgQBBAEEAKALAs5iBAEEgcjYCwLOYgQBBACgCtLOYgQAgAUEBdGpBIDsBACAGIQELQQBBADoA7LOYgQALQQAoArSzmIEAIQhBACgCvLOYgQAhBkEAKALAs5iBACEHAkAgBSADTg0AIAJBfmohCQJAAkAgAiAFQX9zakEBcQ0AIAUhCgwBCwJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgo2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAKIQELIAVBGGxBnMSYgQBqQQE2AgAgBUEBaiEKCyAJIAVGDQAgCkEYbEG0xJiBAGohBSAKQX9zIAJqIQIDQAJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgk2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAJIQELIAVBaGpBATYCAAJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgk2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAJIQELIAVBATYCACAFQTBqIQUgAkF+aiICDQALC0EAIAM2AoS0mIEAAkACQCABIAZIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWoiBTYCiLSYgQBBACAHQdsAciIHNgLAs5iBACAIIAFBAXRqQdsAOwEAIAUhAQsCQAJAIAEgBkgNAEEAQQE6AJizmIEADAELQQAgAUEBaiIFNgKItJiBAEEAIAdB3QByIgc2AsCzmIEAIAggAUEBdGpB3QA7AQAgBSEBCwJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqNgKItJiBAEEAIAdBKHI2AsCzmIEAIAggAUEBdGpBKDsBAAsgBBC0gICAAAJAQQAoAoi0mIEAIgFBACgCvLOYgQBIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWo2Aoi0mIEAQQBBACgCwLOYgQBBKXI2AsCzmIEAQQAoArSzmIEAIAFBAXRqQSk7AQALAkAgAEEQcUUNAEEAQQE6AOyzmIEACwJAIABBIHFFDQBBAEEAKALos5iBAEF/ajYC6LOYgQALIABBCHFFDQAQroCAgABBACgC8LOYgQBBACgC3LOYgQBHDQBBAEF/NgLws5iBAAtBACgC3LOYgQAhAAtB3LOYgQAhAQsgASAAQX9qNgIADwsCQEEAKAKcs5iBACIFQf3/A0gNAEEAQQE6AJizmIEADwtBACAFQQRqNgKcs5iBACAFQQJ0IgVBlKqsgABqIAA2AgAgBUGQqqyAAGpBAjYCACAFQZiqrIAAaiABNgIAIAVBnKqsgABqQQA2AgAL8QcBBX8CQAJAQQAoAoSrmIEAIgFBAUcNACAAIABBAXRBgOqqgABqLwEAIgEgAUH//wNGGyECDAELIABBAXRBgOqpgABqLwEAIQICQCABQY+rmIEAai0AACIDQQFHDQAgACACIAJB//8DRhshAgwBCwJAIAJB//8DRg0AQQAoAoCrmIEAIgFBAWohBCABQQF0QY60mIEAaiEBA0AgBEF/aiIEQQFIDQEgAS8BACEFIAFBfmohASAFIAJHDQAMAgsLAkAgA0UNACAAIQIMAQsgACAAQQF0QYDqqoAAai8BACIBIAFB//8DRhshAgsCQAJAIAJBAXRBgOqkgABqLwEAIgFBAXFFDQAgAUGAAnFFDQECQAJAQQAtAKCzmIEARQ0AIAJBfxCxgICAAAwBCwJAQQAoApyzmIEAIgFB/f8DSA0AQQBBAToAmLOYgQAMAQtBACABQQRqNgKcs5iBACABQQJ0IgFBlKqsgABqIAI2AgAgAUGQqqyAAGpBATYCACABQZiqrIAAakEBNgIAIAFBnKqsgABqQQA2AgALIAJBABCygICAAA8LQQAhAUEAKAKAq5iBACIAQQF0QY60mIEAaiEEAkACQANAIAAgAWpBAUgNASABQX9qIQEgBC8BACEFIARBfmohBCACIAVHDQALQQAgAWtBAkgNAUEBIAFrIQQgACEBA0ACQAJAIAENAEEAIQEMAQtBACABQX9qIgE2AoCrmIEAAkAgAUEBdEGQtJiBAGovAQAiAUEBdEGA6qSAAGotAABB8ABxRQ0AQQBBACgChKuYgQBBf2o2AoSrmIEACyABQQEQsoCAgABBACgCgKuYgQAiACEBCyAEQX9qIgRBAkoNAAwCCwsgAkEAKAKEqqyAAEcNASACELCAgIAAGgJAAkBBAC0AoLOYgQBFDQAgAkF/ELGAgIAADAELAkBBACgCnLOYgQAiAUH9/wNIDQBBAEEBOgCYs5iBAAwBC0EAIAFBBGo2ApyzmIEAIAFBAnQiAUGUqqyAAGogAjYCACABQZCqrIAAakEBNgIAIAFBmKqsgABqQQE2AgAgAUGcqqyAAGpBADYCAAtBACgCgKuYgQAiAUUNAUEAIAFBf2oiATYCgKuYgQACQCABQQF0QZC0mIEAai8BACIBQQF0QYDqpIAAai0AAEHwAHFFDQBBAEEAKAKEq5iBAEF/ajYChKuYgQALIAFBABCygICAAAwBCyAARQ0AQQAgAEF/aiIBNgKAq5iBAAJAIAFBAXRBkLSYgQBqLwEAIgFBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQAoAoSrmIEAQX9qNgKEq5iBAAsgAUEAELKAgIAADwsLhAcBDH8jgICAgABBEGsiASSAgICAAAJAAkACQAJAIAAoAhAiAkEASA0AIAAoAhQhAwwBCyAAKAIAIAAoAgQgACgCCCABQQxqEL2AgIAAIgNBAEgNAUEAKAKMtJiBACICIANqIgRBACgCvLOYgQBKDQEgACADNgIUIAAgAjYCECADRQ0AQQAhBUEAKAK4s5iBACEGIAEoAgwhBwJAAkACQCADQQhPDQAgAiEADAELAkAgBiACQQF0aiAHIANBAXRqTw0AIAIhACAHIAYgBEEBdGpJDQELIANBeHEiBUF4aiIAQQN2QQFqIgRBA3EhCEEAIQkCQCAAQRhJDQAgBEH8////A3EhCiAGIAJBAXRqIQtBACEAQQAhCQNAIAsgAGoiBCAHIABqIgz9AAEA/QsBACAEQRBqIAxBEGr9AAEA/QsBACAEQSBqIAxBIGr9AAEA/QsBACAEQTBqIAxBMGr9AAEA/QsBACAAQcAAaiEAIAlBIGohCSAKQXxqIgoNAAsLAkAgCEUNACAHIAlBAXRqIQAgBiAJIAJqQQF0aiEEA0AgBCAA/QABAP0LAQAgBEEQaiEEIABBEGohACAIQX9qIggNAAsLIAIgBWohACADIAVGDQELIAMgBUF/c2ohCQJAIANBA3EiCEUNACAGIABBAXRqIQQgByAFQQF0aiEMA0AgBCAMLwEAOwEAIARBAmohBCAMQQJqIQwgBUEBaiEFIABBAWohACAIQX9qIggNAAsLIAlBA0kNACADIAVrIQggBiAAQQF0aiEJIAcgBUEBdGohCkEAIQQDQCAJIARqIgwgCiAEaiIFLwEAOwEAIAxBAmogBUECai8BADsBACAMQQRqIAVBBGovAQA7AQAgDEEGaiAFQQZqLwEAOwEAIARBCGohBCAAQQRqIQAgCEF8aiIIDQALC0EAIAA2Aoy0mIEACyADQQFIDQFBACgCuLOYgQAgAkEBdGohAEEAKAK0s5iBACEJQQAoAryzmIEAIQVBACgCiLSYgQAhBEEAKALAs5iBACEIA0ACQAJAIAQgBUgNAEEAQQE6AJizmIEADAELIAAvAQAhDEEAIARBAWoiAjYCiLSYgQBBACAIIAxyIgg2AsCzmIEAIAkgBEEBdGogDDsBACACIQQLIABBAmohACADQX9qIgMNAAwCCwtBAEEBOgCYs5iBAAsgAUEQaiSAgICAAAsLAEEAKALEs5iBAAsLAEEALQDMs5iBAAsLAEEALQDQs5iBAAsLAEEAKALUs5iBAAuCAQBBAEEBNgKEq5iBAEEAQQA2AoCrmIEAQQBBADoAkKuYgQBBAEEANgKUs5iBAEEAQQA6AJizmIEAQQBBADYCnLOYgQACQAJAIAFFDQBBwJSdgwAgABCsgICAAAwBC0HAlJ2DACAAEK2AgIAAC0F/QQAoApyzmIEAQQAtAJizmIEAGwu0BwEJfwJAQQAoAvCzmIEAQQBIDQBBmLOYgQAhAgJAIAAgARCDgICAACIDQX5GDQAgA0EASA0BAkBBACgCiLSYgQAiAEEBSA0AAkAgAEEAKAK8s5iBAEgNAEEAQQE6AJizmIEADAELQQAgAEEBaiIBNgKItJiBAEEAQQAoAsCzmIEAQSByNgLAs5iBAEEAKAK0s5iBACAAQQF0akEgOwEAIAEhAAsCQEEAKAKAtJiBACIEQQAoAoS0mIEAIgFMDQAgAUEBaiEFQQAoArSzmIEAIQZBACgCvLOYgQAhB0EAKALAs5iBACEIAkAgBCABa0EBcUUNAAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBGGxBnMSYgQBqQQE2AgAgAUEBaiEBCyAEIAVGDQAgBCABayEFIAFBGGxBtMSYgQBqIQEDQAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBaGpBATYCAAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBATYCACABQTBqIQEgBUF+aiIFDQALC0EAIAQ2AoS0mIEAQeyzmIEAIQIgA0EBSA0AIANBAXEhCkEAIQdBACgCtLOYgQAhCUEAKAK8s5iBACEIQQAoAsCzmIEAIQUCQCADQQFGDQAgA0F+cSEDQdDKv4AAIQFBACEHA0ACQAJAIAAgCEgNAEEAQQE6AJizmIEADAELIAEvAQAhBkEAIABBAWoiBDYCiLSYgQBBACAFIAZyIgU2AsCzmIEAIAkgAEEBdGogBjsBACAEIQALAkACQCAAIAhIDQBBAEEBOgCYs5iBAAwBCyABQQJqLwEAIQZBACAAQQFqIgQ2Aoi0mIEAQQAgBSAGciIFNgLAs5iBACAJIABBAXRqIAY7AQAgBCEACyABQQRqIQEgAyAHQQJqIgdHDQALCyAKRQ0AAkAgACAISA0AQQBBAToAmLOYgQAMAQsgB0EBdEHQyr+AAGovAQAhAUEAIABBAWo2Aoi0mIEAQQAgBSABcjYCwLOYgQAgCSAAQQF0aiABOwEACyACQQE6AAALC8kBAQJ/AkAgAEECdCIAQYiqlIAAaigCACIFQQFIDQAgAEGgqpSAAGohAANAAkACQCAAQWxqKAIAIgZFDQAgBkEBdEGAqqSAAGovAQAiBkH//wNHDQELIABBcGooAgAgAEF0aigCABCAgICAACIGQX9KDQBBAEEBOgCYs5iBAEEADwsCQCAGIAFHDQAgAiAAQXhqKAIANgIAIAMgAEF8aigCADYCACAEIAAoAgBBAXE2AgBBAQ8LIABBGGohACAFQX9qIgUNAAsLQQALuRMBDX8jgICAgABBEGsiASSAgICAAAJAQQAoAvCzmIEAQQBIDQACQAJAIABBAEgNACAAQQJ0IgJBiKqUgABqIgMoAgAiBEEBSA0AQQAoAtzKx4AAIQUgAkGUqpSAAGohAiAAQQdqIgYhBwJAAkADQAJAAkAgAkF4aigCACIIRQ0AIAhBAXRBgKqkgABqLwEAIghB//8DRw0BCyACQXxqKAIAIAIoAgAQgICAgAAiCEF/Sg0AQQBBAToAmLOYgQAMAgsgCCAFRg0CIAJBGGohAiAHQQZqIQcgBEF/aiIEDQALCyADKAIAIgdBAUgNAUEAKALYyseAACEEIABBAnRBlKqUgABqIQIDQAJAAkAgAkF4aigCACIIRQ0AIAhBAXRBgKqkgABqLwEAIghB//8DRw0BCyACQXxqKAIAIAIoAgAQgICAgAAiCEF/Sg0AQQBBAToAmLOYgQAMBQsCQCAIIARHDQAgBiEHDAILIAJBGGohAiAGQQZqIQYgB0F/aiIHDQAMAgsLIAdBAnQiAkGEqpSAAGooAgAhBiACQfyplIAAaigCACEJIAJBgKqUgABqKAIAIQoCQCADKAIAIgdBAU4NAEF/IQVBfyEIDAILQQAoAuDKx4AAIQQgAEECdEGgqpSAAGohAgNAAkACQCACQWxqKAIAIghFDQAgCEEBdEGAqqSAAGovAQAiCEH//wNHDQELIAJBcGooAgAgAkF0aigCABCAgICAACIIQX9KDQBBAEEBOgCYs5iBAAwECwJAIAggBEYNAEF/IQUgAkEYaiECQX8hCCAHQX9qIgcNAQwDCwsgAi0AAEEBcQ0AIAJBfGooAgAhBSACQXhqKAIAIQgMAQtBAC0AmLOYgQANASAAQQAoAqjqvYAAELqAgIAADAELQQAtAJizmIEADQACQAJAIAkgCiAGQQFxIAFBDGoQvYCAgAAiC0EATg0AQZizmIEAIQIMAQsCQEEAKAKItJiBACICQQFIDQACQCACQQAoAryzmIEASA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgc2Aoi0mIEAQQBBACgCwLOYgQBBIHI2AsCzmIEAQQAoArSzmIEAIAJBAXRqQSA7AQAgByECC0EAQQA6AOyzmIEAQQAoArSzmIEAIQNBACgCvLOYgQAhB0EAKALAs5iBACEEAkBBACgCgLSYgQAiCkEAKAKEtJiBACIATA0AIABBAWohBgJAIAogAGtBAXFFDQACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQRhsQZzEmIEAakEBNgIAIABBAWohAAsgCiAGRg0AIAogAGshBiAAQRhsQbTEmIEAaiEAA0ACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQWhqQQE2AgACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQQE2AgAgAEEwaiEAIAZBfmoiBg0ACwtBACAKNgKEtJiBAAJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgA2Aoi0mIEAQQAgBEEhciIENgLAs5iBACADIAJBAXRqQSE7AQAgACECCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgA2Aoi0mIEAQQAgBEHbAHIiBDYCwLOYgQAgAyACQQF0akHbADsBACAAIQILAkAgCCAFTg0AIAUgCGshBkEAKAKos5iBACAIaiEAQQAoAqyzmIEAIAhBAXRqIQVBACgCpLOYgQAhCkEAIQxBACEJA0ACQAJAIApFDQAgBS8BACEIDAELIAAtAAAhCAsCQAJAAkAgCEEhSQ0AIAhBoAFJDQECQCAIQaABRw0AIAwhCQwDCwJAIAhBgC1HDQAgDCEJDAMLAkAgCEGAQGpBC08NACAMIQkMAwsCQCAIQd7AAEoNACAIQdi/f2oiDUEHSw0CQQEgDXRBgwFxRQ0CIAwhCQwDCwJAIAhB38AARw0AIAwhCQwDCwJAIAhBgOAARw0AIAwhCQwDCyAIQf/9A0cNASAMIQkMAgsCQCAIQXdqQQVPDQAgDCEJDAILIAhBIEcNACAMIQkMAQsCQCAJRQ0AAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgk2Aoi0mIEAQQAgBEEgciIENgLAs5iBACADIAJBAXRqQSA7AQAgCSECCwJAIAIgB0gNAEEBIQxBACEJQQBBAToAmLOYgQAMAQtBASEMQQAhCUEAIAJBAWoiDTYCiLSYgQBBACAEIAhyIgQ2AsCzmIEAIAMgAkEBdGogCDsBACANIQILIABBAWohACAFQQJqIQUgBkF/aiIGDQALCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgg2Aoi0mIEAQQAgBEHdAHIiBDYCwLOYgQAgAyACQQF0akHdADsBACAIIQILAkACQCACIAdIDQBBAEEBOgCYs5iBAAwBC0EAIAJBAWoiCDYCiLSYgQBBACAEQShyIgQ2AsCzmIEAIAMgAkEBdGpBKDsBACAIIQILAkAgC0EBSA0AIAtBAXEhCiABKAIMIQwCQAJAIAtBAUcNAEEAIQUMAQsgC0F+cSEGIAwhCEEAIQUDQAJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQsgCC8BACEAQQAgAkEBaiIJNgKItJiBAEEAIAQgAHIiBDYCwLOYgQAgAyACQQF0aiAAOwEAIAkhAgsCQAJAIAIgB0gNAEEAQQE6AJizmIEADAELIAhBAmovAQAhAEEAIAJBAWoiCTYCiLSYgQBBACAEIAByIgQ2AsCzmIEAIAMgAkEBdGogADsBACAJIQILIAhBBGohCCAGIAVBAmoiBUcNAAsLIApFDQACQCACIAdIDQBBAEEBOgCYs5iBAAwBCyAMIAVBAXRqLwEAIQhBACACQQFqIgU2Aoi0mIEAQQAgBCAIciIENgLAs5iBACADIAJBAXRqIAg7AQAgBSECCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqNgKItJiBAEEAIARBKXI2AsCzmIEAIAMgAkEBdGpBKTsBAAtB7LOYgQAhAgsgAkEBOgAACyABQRBqJICAgIAAC+IIAw9/AnsBf0EAIQRBACEFAkACQAJAAkAgAEEASA0AQQAhBkEAKALwqsiAAEUNAiABIABrIgdBgBBMDQFBACEEQQAhBQtBACEGDAELQcW78oh4IQgCQAJAQQAoAqyzmIEAIgYgAEEBdGoiCUEAKAKos5iBACIKIABqIgtBACgCpLOYgQAiDBsiDUEEaiAGIAFBAXRqIAogAWogDBsiDk0NACANIQYMAQtBxbvyiHghCANAIA0oAAAgCHNBk4OACGwhCCANQQhqIQogDUEEaiIGIQ0gCiAOTQ0ACwsCQCAGIA5PDQAgBkF/cyAOaiEPAkAgDiAGa0EHcSIKRQ0AIAYhDQNAIAggDS0AAHNBk4OACGwhCCANQQFqIgYhDSAKQX9qIgoNAAsLIA9BB0kNAANAIAggBi0AAHNBk4OACGwgBkEBai0AAHNBk4OACGwgBkECai0AAHNBk4OACGwgBkEDai0AAHNBk4OACGwgBkEEai0AAHNBk4OACGwgBkEFai0AAHNBk4OACGwgBkEGai0AAHNBk4OACGwgBkEHai0AAHNBk4OACGwhCCAGQQhqIgYgDkcNAAsLIAhBEHYgCHNB65Svr3hsIgZBDXYgBnNBtdzKlXxsIgZBEHYgBnMhBEEAIQ9BACgC7IiAgAAhEAJAA0AgDyAEakH//wNxIhFBFGwiBkGAq8iAAGohBQJAIAZBhKvIgABqKAIAIBBHIhJFDQBBASEGDAMLAkAgBSgCACAERw0AIAZBjKvIgABqKAIAIAdHDQAgBkGIq8iAAGooAgAhBgJAIAxFDQAgBkEBdEGwjJmBAGohBkEAIQogByENIAkhCAJAA0ACQCAKQQhqIg4gB0wNACAKIAdODQZBACEKDAILIA1BeGohDSAI/QAAACETIAb9AAEAIRQgBkEQaiEGIAhBEGohCCAOIQogFCAT/S39gwENAAwDCwsDQCAGIApqLwEAIAggCmovAQBHDQIgCkECaiEKIA1Bf2oiDUUNBAwACwsgBkEBdEGwjJmBAGohBkEAIQ0gCyEIIAchCgJAA0ACQCANQQhqIg4gB0wNACANIAdIDQIMBQsgCEEIaiEIIApBeGohCiALIA1qIRUgBv0AAQAhEyAGQRBqIQYgDiENIBMgFf0CAAD9Lf2DAQ0ADAILCwNAIAYvAQAgCC0AAEcNASAGQQJqIQYgCEEBaiEIIApBf2oiCkUNAwwACwtBASEGIA9BAWoiD0EQRw0AC0EAIQUMAQsCQCASRQ0AQQEhBgwBC0EBIQYgEUEUbCIIQYiryIAAaigCAEEBdCAIQYyryIAAaigCAEEBdGpBsIyZgQBqIg1B0Mq/gABGDQAgCEGQq8iAAGooAgAhCAwBC0HQyr+AACENIAAgASACEISAgIAAIghBgICAgHxxQYCAgIAERw0AIAhB/////3txIQggBkUNACAFIAAgASAEIAgQvoCAgAAgA0HQyr+AADYCACAIDwsgAyANNgIAIAgLvAgBDn8CQCACIAFrIgUgBGoiBkGAgIABSg0AAkACQAJAIAZBACgC9KrIgAAiB2pBgICAAUoNAEEAKAL4qsiAACIIQQJ0QQRqQYGADEgNAQtBAEEBNgLwqsiAAEEAQQAoAuyIgIAAIglBAWoiCjYC7IiAgAACQCAKIAlPDQBBACEJA0AgCUGQrMiAAGpBADYCACAJQfyryIAAakEANgIAIAlB6KvIgABqQQA2AgAgCUHUq8iAAGpBADYCACAJQcCryIAAakEANgIAIAlBrKvIgABqQQA2AgAgCUGYq8iAAGpBADYCACAJQYSryIAAakEANgIAIAlBoAFqIglBgIDQAEcNAAtBAEEBNgLsiICAAAsgA0H//wNxQRRsQYCryIAAaiEAQQAhCEEAIQcMAQsgAA0AIANB//8DcUEUbEGAq8iAAGohAAsCQCAFQQFIDQBBACELIAVBAXEhDEEAKAKos5iBACENQQAoAqyzmIEAIQ5BACgCpLOYgQAhDwJAIAFBf3NBACACa0YNACANIAFqIRAgBUF+cSERIAdBAXRBsIyZgQBqIQkgDiABQQF0aiEKQQAhCwNAAkACQCAPRQ0AIAovAQAhEgwBCyAQIAtqLQAAIRILIAkgEjsBAAJAAkAgD0UNACAKQQJqLwEAIRIMAQsgECALakEBai0AACESCyAJQQJqIBI7AQAgCUEEaiEJIApBBGohCiARIAtBAmoiC0cNAAsLIAxFDQAgB0EBdEGwjJmBAGohCSALIAFqIQoCQAJAIA9FDQAgDiAKQQF0ai8BACEKDAELIA0gCmotAAAhCgsgCSALQQF0aiAKOwEACwJAIARBAUgNAEEAIRACQCAEQQhJDQAgBEF4cSIQQXhqIglBA3ZBAWoiCkEDcSELQQAhDwJAIAlBGEkNACAKQfz///8DcSESIAcgAmogAWtBAXRBsIyZgQBqIRFBACEJQQAhDwNAIBEgCWoiCiAJQdDKv4AAav0ABAD9CwEAIApBEGogCUHgyr+AAGr9AAQA/QsBACAKQSBqIAlB8Mq/gABq/QAEAP0LAQAgCkEwaiAJQYDLv4AAav0ABAD9CwEAIAlBwABqIQkgD0EgaiEPIBJBfGoiEg0ACwsCQCALRQ0AIA9BAXRB0Mq/gABqIQkgByAPaiACaiABa0EBdEGwjJmBAGohCgNAIAogCf0ABAD9CwEAIAlBEGohCSAKQRBqIQogC0F/aiILDQALCyAQIARGDQELIAQgEGshCyAQQQF0QdDKv4AAaiEJIAcgEGogAmogAWtBAXRBsIyZgQBqIQoDQCAKIAkvAQA7AQAgCUECaiEJIApBAmohCiALQX9qIgsNAAsLIAAgAzYCACAAIAQ2AhAgACAFNgIMIAAgBzYCCEEAIAcgBmo2AvSqyIAAQQAgCEEBajYC+KrIgAAgAEEAKALsiICAADYCBAsLC3sCAEGACAtqaQQAADIEAABNBAAAQgQAAEYEAABZBAAAOQQAAFMEAABhBAAAKAQAAHBsYWludGV4dABzY3JpcHQAbm9mcmFtZXMAeG1wAGlmcmFtZQBzdHlsZQB0aXRsZQBub2VtYmVkAHRleHRhcmVhAABB7AgLBAEAAAA=';

;// CONCATENATED MODULE: ./src/core/html-scan.ts
/**
 * A whole-document HTML scanner that reports the same open/close/text events as htmlparser2's
 * `Parser` in HTML mode with `decodeEntities: true`, for a fraction of its cost; on request
 * (`scanHtmlPositions`) also where tags and attribute values sit, as htmlparser2 reports them.
 *
 * htmlparser2 is a streaming state machine that looks at every character and keeps state
 * between chunks. We always hold the whole page, so this scanner jumps between the characters
 * that matter with `indexOf` and slices what lies between them. The price is that every quirk of
 * htmlparser2 has to be reproduced on purpose, including the ones that only show at the end of
 * a truncated page; `__tests__/html-scan.test.ts` checks them, events and positions, against
 * htmlparser2 itself.
 */






/**
 * One start tag's attributes, in page order, by place: found by a walk over a few names, so that
 * collecting them costs no allocation per tag (most tags are never asked about).
 */
class SpanTable {
    html;
    count = 0;
    names = [];
    /** Four numbers per attribute: value start, value end, 1 if quoted else 0, end. */
    numbers = [];
    /** `html`: the document being scanned. */
    constructor(html = '') {
        this.html = html;
    }
    add(name, valueStart, valueEnd, quoted, end) {
        const k = this.count++;
        this.names[k] = name;
        const numbers = this.numbers;
        numbers[4 * k] = valueStart;
        numbers[4 * k + 1] = valueEnd;
        numbers[4 * k + 2] = quoted ? 1 : 0;
        numbers[4 * k + 3] = end;
    }
    get(name) {
        const k = this.find(name);
        if (k < 0)
            return undefined;
        const numbers = this.numbers;
        return {
            valueStart: numbers[4 * k],
            valueEnd: numbers[4 * k + 1],
            quoted: numbers[4 * k + 2] === 1,
            end: numbers[4 * k + 3]
        };
    }
    value(name) {
        const k = this.find(name);
        if (k < 0)
            return undefined;
        const start = this.numbers[4 * k];
        if (start < 0)
            return '';
        const raw = this.html.slice(start, this.numbers[4 * k + 1]);
        return raw.includes('&') ? decodeHTMLAttribute(raw) : raw;
    }
    find(name) {
        const names = this.names;
        for (let k = 0; k < this.count; k++)
            if (names[k] === name)
                return k;
        return -1;
    }
}
const NO_SPANS = new SpanTable();
/**
 * The attributes of every tag that has none: one frozen object rather than one per tag (most
 * tags of a page), so handlers must not write to the objects they are given, and can tell a tag
 * without attributes by identity.
 */
const NO_ATTRIBUTES = Object.freeze({});
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const EQ = 0x3d;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const AMP = 0x26;
const LBRACKET = 0x5b;
/** htmlparser2's whitespace: no vertical tab, no non-ASCII spaces. */
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}
function isAsciiAlpha(c) {
    return ((c | 0x20) - 0x61) >>> 0 < 26;
}
/** Where a tag name, closing tag name or special end tag stops. */
function endsTagSection(c) {
    return c === SLASH || c === GT || isSpace(c);
}
const HTML_NS = 0;
const SVG_NS = 1;
const MATHML_NS = 2;
// Flags of a known tag name.
const VOID = 1;
/** Raw text: the body runs to the matching end tag, verbatim (script, style...). */
const RAW_TEXT = 2;
/** RCDATA: like raw text, but entities are decoded (title, textarea). */
const RCDATA = 4;
/** Everything after the start tag is text. */
const PLAIN_TEXT = 8;
const BODY = RAW_TEXT | RCDATA | PLAIN_TEXT;
const OPENS_SVG = 16;
const OPENS_MATHML = 32;
/** An HTML integration point: HTML again inside svg/math. */
const OPENS_HTML = 64;
const OPENS_NAMESPACE = OPENS_SVG | OPENS_MATHML | OPENS_HTML;
const FORM = 128;
const BR = 256;
/**
 * A lowercase name, met before or known in advance, interned so that stack searches and property
 * stores use one string, with what htmlparser2 does with it as a tag precomputed.
 */
class KnownName {
    text;
    flags;
    member;
    closes;
    static count = 0;
    /** The SVG spelling (`clipPath`) of this lowercase name, when it has one. */
    svg = null;
    /** What htmlparser2 turns this name into outside foreign content (`image` becomes `img`). */
    alias = null;
    /** Its index in the tables that nameTable makes (attribute filters, element kinds). */
    id = KnownName.count++;
    constructor(text, flags = 0, 
    /** This element's bit among those that other start tags close implicitly; 0 for most. */
    member = 0, 
    /** The `member` bits of the open elements that this start tag closes while they are on top. */
    closes = 0) {
        this.text = text;
        this.flags = flags;
        this.member = member;
        this.closes = closes;
    }
}
/*
 * Names live in a trie walked while a name is scanned: finding the interned name costs one table
 * read per character, with no hashing and no second pass over the name. Characters map to a
 * small alphabet (capitals to their lowercase letter); any other character leads to state 0,
 * which never leaves itself and holds no name. The trie starts with the names below and learns
 * the others pages use, up to a bound.
 */
const TRIE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-:_';
const TRIE_WIDTH = TRIE_ALPHABET.length + 1;
const TRIE_ROOT = 1;
/** Past this many states the trie stops learning, so that odd pages cannot grow it without bound. */
const TRIE_LIMIT = 4096;
const trieClass = new Uint8Array(128);
for (let k = 0; k < TRIE_ALPHABET.length; k++) {
    const c = TRIE_ALPHABET.charCodeAt(k);
    trieClass[c] = k + 1;
    if (c >= 0x61 && c <= 0x7a)
        trieClass[c - 0x20] = k + 1;
}
let trie = new Uint16Array(1024 * TRIE_WIDTH);
const trieNames = [null, null];
/** The names the trie holds, in the order it learnt them, with their states (the module's copy of the name tables follows them). */
const learntNames = [];
const learntStates = [];
/** The trie state after `state` reads `c`; characters past ASCII land anywhere, callers check for them apart. */
function advance(state, c) {
    return trie[state * TRIE_WIDTH + trieClass[c & 0x7f]];
}
/** Adds a name to the trie, unless it has characters outside the alphabet or the trie is full. */
function learn(name) {
    const text = name.text;
    let state = TRIE_ROOT;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        const cls = c < 0x80 ? trieClass[c] : 0;
        if (cls === 0)
            return;
        const slot = state * TRIE_WIDTH + cls;
        let next = trie[slot];
        if (next === 0) {
            next = trieNames.length;
            if (next >= TRIE_LIMIT)
                return;
            if ((next + 1) * TRIE_WIDTH > trie.length) {
                const bigger = new Uint16Array(trie.length * 2);
                bigger.set(trie);
                trie = bigger;
            }
            trieNames.push(null);
            trie[slot] = next;
        }
        state = next;
    }
    trieNames[state] = name;
    learntNames.push(name);
    learntStates.push(state);
}
/** The name html[start, end) lowercased (full Unicode lowercasing, as htmlparser2 does), when the scan's trie walk did not find it. */
function nameOf(html, start, end) {
    const text = html.slice(start, end).toLowerCase();
    // A name with non-ASCII characters can still lower to a known one: the Kelvin sign becomes `k`.
    const known = trieNames[walk(text)];
    if (known !== null && known !== undefined)
        return known;
    // The trie keeps what it learns for good: not a slice that would keep the page.
    const name = new KnownName(ownCopy(text));
    learn(name);
    return name;
}
/**
 * The name html[start, end) that the WebAssembly tokenizer walked to trie state `state` (0: one
 * it could not walk: characters past ASCII or outside the trie's alphabet, or a name learnt after
 * the module's copy of the trie was made).
 */
function tokenizedName(html, state, start, end) {
    return (state !== 0 ? trieNames[state] : null) ?? nameOf(html, start, end);
}
/** An attribute's value in a filter: kept; kept and marked. */
const KEPT = 1;
const MARKED = 2;
/**
 * The filter that keeps the attributes called `names` (in any case); null, which keeps them all,
 * when one of them cannot be a name of the trie (see nameTable). A start tag with one of `marked`
 * (kept too) is reported as marked (PositionHandler.onopentag): an extractor marks those its
 * ignore selectors test, and tests no property of the other tags' attributes to know they have none.
 */
function attributeFilter(names, marked = []) {
    const values = new Map();
    for (const name of names)
        values.set(name.toLowerCase(), KEPT);
    for (const name of marked)
        values.set(name.toLowerCase(), KEPT | MARKED);
    return nameTable(values);
}
/**
 * A table of small values (0 to 255) by the number of an interned name, which the scan gives
 * with each start tag (PositionHandler.onopentag's `id`): one typed-array read where a `Map` by
 * name would hash and probe. Names absent from `entries` read as undefined or 0. Null when a name
 * is not lowercase or cannot be a name of the trie (a character outside its alphabet, or the trie
 * full): only names reached through the trie are sure to be the very KnownName of the table.
 */
function nameTable(entries) {
    const values = new Map();
    for (const [text, value] of entries) {
        // The empty name is the trie's root, which holds no name.
        if (text === '')
            continue;
        if (text !== text.toLowerCase())
            return null;
        let known = trieNames[walk(text)];
        if (known === null || known === undefined) {
            learn(new KnownName(ownCopy(text)));
            known = trieNames[walk(text)];
            if (known === null || known === undefined)
                return null;
        }
        values.set(known.id, value);
    }
    const table = new Uint8Array(Math.max(0, ...values.keys()) + 1);
    for (const [id, value] of values)
        table[id] = value;
    return table;
}
/** The trie state of a lowercase name; 0 when it has a character outside the alphabet. */
function walk(text) {
    let state = TRIE_ROOT;
    for (let k = 0; k < text.length && state !== 0; k++) {
        const c = text.charCodeAt(k);
        state = c < 0x80 ? advance(state, c) : 0;
    }
    return state;
}
// The tag names htmlparser2 treats specially, with its rules. `member` bits: one per element that
// some start tag closes implicitly (htmlparser2's simplification of the tree builder).
const implicitlyClosed = [
    'tr', 'th', 'td', 'thead', 'tbody', 'head', 'link', 'script', 'a', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea', 'dd', 'dt', 'rt', 'rp'
];
const bit = (name) => 1 << implicitlyClosed.indexOf(name);
const bits = (...names) => names.reduce((mask, name) => mask | bit(name), 0);
const closesParagraph = bits('p');
const closesHeading = bits('h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p');
const closesFormControl = bits('input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea');
const closesImplicitly = new Map([
    ['tr', bits('tr', 'th', 'td')],
    ['th', bits('th')],
    ['td', bits('thead', 'th', 'td')],
    ['body', bits('head', 'link', 'script')],
    ['a', bits('a')],
    ['li', bits('li')],
    ['option', bits('option')],
    ['optgroup', bits('optgroup', 'option')],
    ['dd', bits('dd', 'dt')],
    ['dt', bits('dd', 'dt')],
    ['rt', bits('rt', 'rp')],
    ['rp', bits('rt', 'rp')],
    ['tbody', bits('thead', 'tbody')],
    ['tfoot', bits('thead', 'tbody')]
]);
for (const name of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    closesImplicitly.set(name, closesHeading);
for (const name of ['select', 'input', 'output', 'button', 'datalist', 'textarea'])
    closesImplicitly.set(name, closesFormControl);
for (const name of [
    'p', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
    'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'
]) {
    closesImplicitly.set(name, closesParagraph);
}
const tagFlags = new Map([
    ['script', RAW_TEXT], ['style', RAW_TEXT], ['xmp', RAW_TEXT], ['iframe', RAW_TEXT], ['noembed', RAW_TEXT],
    ['noframes', RAW_TEXT], ['title', RCDATA | OPENS_HTML], ['textarea', RCDATA], ['plaintext', PLAIN_TEXT],
    ['svg', OPENS_SVG], ['math', OPENS_MATHML], ['form', FORM], ['br', VOID | BR],
    ['mi', OPENS_HTML], ['mo', OPENS_HTML], ['mn', OPENS_HTML], ['ms', OPENS_HTML], ['mtext', OPENS_HTML],
    ['annotation-xml', OPENS_HTML], ['desc', OPENS_HTML]
]);
for (const name of [
    'area', 'base', 'basefont', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link',
    'meta', 'param', 'source', 'track', 'wbr'
]) {
    tagFlags.set(name, (tagFlags.get(name) ?? 0) | VOID);
}
/** SVG element names with capitals: htmlparser2 restores them inside svg. foreignObject is an integration point. */
const svgNames = [
    'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform', 'clipPath',
    'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
    'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
    'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
    'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient',
    'radialGradient', 'textPath'
];
/** Common names beyond the special ones, so that typical pages rarely allocate a name. */
const commonNames = [
    'html', 'head', 'body', 'div', 'span', 'ul', 'ol', 'nav', 'header', 'footer', 'main', 'section', 'article',
    'aside', 'em', 'strong', 'b', 'i', 'u', 'small', 'code', 'pre', 'blockquote', 'figure', 'figcaption', 'table',
    'caption', 'label', 'time', 'picture', 'video', 'audio', 'canvas', 'noscript', 'template', 'slot', 'details',
    'summary', 'dl', 'sup', 'sub', 'abbr', 'cite', 'kbd', 'mark', 'q', 's', 'del', 'ins', 'path', 'g', 'circle',
    'rect', 'line', 'polyline', 'polygon', 'use', 'symbol', 'defs', 'text', 'tspan', 'stop', 'image',
    'class', 'id', 'href', 'src', 'srcset', 'sizes', 'alt', 'rel', 'type', 'name', 'content', 'lang', 'charset',
    'style', 'width', 'height', 'role', 'loading', 'decoding', 'async', 'defer', 'crossorigin', 'integrity', 'media',
    'as', 'property', 'target', 'value', 'placeholder', 'action', 'method', 'for', 'tabindex', 'dir', 'datetime',
    'colspan', 'rowspan', 'scope', 'hidden', 'disabled', 'checked', 'selected', 'http-equiv', 'nonce', 'itemprop',
    'itemscope', 'itemtype', 'aria-label', 'aria-hidden', 'aria-current', 'aria-expanded', 'aria-controls',
    'aria-labelledby', 'aria-describedby', 'viewbox', 'xmlns', 'xmlns:xlink', 'xlink:href', 'fill', 'stroke',
    'stroke-width', 'd', 'x', 'y', 'cx', 'cy', 'r', 'transform', 'focusable', 'data-id'
];
{
    const names = new Set([...implicitlyClosed, ...closesImplicitly.keys(), ...tagFlags.keys(), ...commonNames]);
    for (const svg of svgNames)
        names.add(svg.toLowerCase());
    const known = new Map();
    for (const text of names) {
        const name = new KnownName(text, tagFlags.get(text) ?? 0, implicitlyClosed.includes(text) ? bit(text) : 0, closesImplicitly.get(text) ?? 0);
        known.set(text, name);
        learn(name);
    }
    for (const svg of svgNames) {
        // Not in the trie: reached only through the lowercase name's `svg` field.
        const lower = known.get(svg.toLowerCase());
        if (lower !== undefined)
            lower.svg = new KnownName(svg, svg === 'foreignObject' ? OPENS_HTML : 0);
    }
    const image = known.get('image');
    if (image !== undefined)
        image.alias = known.get('img') ?? null;
}
/** Every prefix of the names of elements with special bodies: a page that ends inside such a name gives it back as text. */
const SPECIAL_NAME_PREFIXES = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea', 'plaintext'].flatMap((name) => [...name].map((_, k) => name.slice(0, k + 1))));
/**
 * Finds the end tag of a raw-text or RCDATA body the way htmlparser2's tokenizer does, quirks
 * included: it compares with `| 0x20`, so U+001C can stand for `<` and U+000F for `/` (but only
 * where its matcher is not fast-forwarding to a real `<`). Returns the index of the `<` (or
 * stand-in) of the end tag, or -1 when the body runs to the end of the page.
 *
 * In RCDATA an `&` read while a partial end tag fails to match is swallowed by the matcher and
 * never starts an entity; those positions go to `literalAmps`.
 */
function findBodyEnd(html, from, name, literalAmps) {
    const len = html.length;
    const seqLen = name.length + 2;
    let matched = 0;
    for (let i = from; i < len; i++) {
        const c = html.charCodeAt(i);
        if (matched === seqLen) {
            if (endsTagSection(c))
                return i - seqLen;
            matched = 0;
        }
        const want = matched === 0 ? LT : matched === 1 ? SLASH : name.charCodeAt(matched - 2);
        if ((c | 0x20) === want) {
            matched++;
        }
        else if (matched === 0) {
            if (literalAmps === null) {
                const next = html.indexOf('<', i + 1);
                if (next < 0)
                    return -1;
                i = next;
                matched = 1;
            }
        }
        else {
            if (c === AMP && literalAmps !== null)
                literalAmps.push(i);
            matched = c === LT ? 1 : 0;
        }
    }
    return -1;
}
/** Index of the `>` that closes a comment whose body starts at `from`, or -1. */
function commentEnd(html, from) {
    // `<!-->` and `<!--->` are empty comments.
    const first = html.charCodeAt(from);
    if (first === GT)
        return from;
    if (first === DASH && html.charCodeAt(from + 1) === GT)
        return from + 1;
    let at = from;
    for (;;) {
        const dashes = html.indexOf('--', at);
        if (dashes < 0)
            return -1;
        const after = html.charCodeAt(dashes + 2);
        if (after === GT)
            return dashes + 2;
        if (after === BANG && html.charCodeAt(dashes + 3) === GT)
            return dashes + 3;
        at = dashes + 1;
    }
}
/**
 * A character past U+00FF. V8 answers at once on a string it holds one byte a character (when all
 * are up to U+00FF); on the others searches for one character cost more than a regular
 * expression tested on each text, and the spaces past U+00FF would need a search of their own.
 */
const PAST_LATIN1 = /[\u0100-\uffff]/;
// ---------------------------------------------------------------------------------------------
// The tokenizer in WebAssembly (wasm/html-scan.c): it reads the characters of texts, start tags
// with their attributes, end tags and comments, which are most of a page, and leaves every other
// construct to the methods below (Scan.runWasm). Its events are numbers; their layout is
// described in html-scan.c.
const EV_TEXT = 1;
const EV_START = 2;
const EV_END = 3;
const EV_COMMENT = 4;
const TEXT_AMP = 1;
const TEXT_IRREGULAR = 2;
const VALUE_AMP = 1;
const VALUE_QUOTED = 2;
const STOP_END = 0;
const STOP_SPECIAL_BODY = 2;
const STOP_FULL = 3;
/** Pages past this many characters are scanned without WebAssembly, whose memory never shrinks. */
const html_scan_MAX_WASM_PAGE = 8 * 1024 * 1024;
/** Pages of more bytes are decoded by V8: decodeUtf8 takes three times as many in the module's memory, which never shrinks. */
const MAX_DECODED_BYTES = 4 * 1024 * 1024;
/** Room after the page in the module's memory: a loop of the tokenizer may read one character past its end before it stops. */
const PAGE_PADDING = 64;
const tokenizerModule = lazyWasm(HTML_SCAN_WASM, (exports) => {
    const f = (name) => exports[name];
    // The module's trie must have this file's shape; lazyWasm gives no module when this throws.
    if (f('trieWidth')() !== TRIE_WIDTH || f('trieStates')() !== TRIE_LIMIT)
        throw new Error('wasm/html-scan.c does not match html-scan.ts');
    return {
        scan: f('scan'),
        utf8Decode: f('utf8Decode'),
        stoppedAt: f('stoppedAt'),
        stoppedBecause: f('stoppedBecause'),
        pageAt: f('pageAt')(),
        eventsAt: f('eventsAt')(),
        eventCapacity: f('eventCapacity')(),
        trieAt: f('trieAt')(),
        charClassAt: f('charClassAt')(),
        specialBodyAt: f('specialBodyAt')(),
        tree: f('tree'),
        setNames: f('setNames'),
        nameLimit: f('nameLimit')(),
        logAt: f('logAt')(),
        logCapacity: f('logCapacity')(),
        nameByStateAt: f('nameByStateAt')(),
        nameFlagsAt: f('nameFlagsAt')(),
        nameMemberAt: f('nameMemberAt')(),
        nameClosesAt: f('nameClosesAt')(),
        nameSvgAt: f('nameSvgAt')(),
        nameAliasAt: f('nameAliasAt')(),
        nameSpecialAt: f('nameSpecialAt')(),
        collect: f('collect'),
        collectedWide: f('collectedWide'),
        collectedMatch: f('collectedMatch'),
        collectedMayHoldDates: f('collectedMayHoldDates'),
        jsonLdLength: f('jsonLdLength'),
        setCollect: f('setCollect'),
        urlCacheReset: f('urlCacheReset'),
        kindByNameAt: f('kindByNameAt')(),
        hookByNameAt: f('hookByNameAt')(),
        hookByAttributeAt: f('hookByAttributeAt')(),
        collectNamesAt: f('collectNamesAt')(),
        semanticAtAt: f('semanticAtAt')(),
        semanticLengthAt: f('semanticLengthAt')(),
        semanticTextAt: f('semanticTextAt')(),
        scratchAt: f('scratchAt')(),
        scratchCapacity: f('scratchCapacity')(),
        jsonLdAt: f('jsonLdAt')()
    };
}, {
    env: {
        nameId: (start, end) => treeNameId(start, end),
        element: (event, name, context) => collectRun.element(event, name, context),
        url: (start, end, amp) => collectRun.url(start, end, amp),
        embedded: (event, name) => collectRun.embedded(event, name),
        decode: (start, end) => collectRun.decode(start, end)
    }
});
/** In CollectRun.url's answer: the target depends on nothing but the URL and linkCacheKey (html-collect.inc's URL_SHARED). */
const URL_SHARED = 0x40000000;
/** The page whose tree the module is replaying (Tokenizer.tree), for its calls of treeNameId. */
let treePage = '';
/** The id of the name treePage[start, end) when it is interned, else -1 (wasm/html-scan.c's jsNameId). */
function treeNameId(start, end) {
    const learnt = learntNames.length;
    const name = nameOf(treePage, start, end);
    if (trieNames[walk(name.text)] !== name)
        return -1;
    // A name learnt now needs its tables before the replay reads them.
    if (learntNames.length !== learnt)
        tokenizerMade?.loadNames();
    return name.id;
}
/** The names whose body html-tree-body.inc finds, in the order of its specialNames. */
const SPECIAL_NAMES = ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea', 'plaintext'];
const NO_NAME = 0xffff;
/** The module of a thread, with the page it holds and its copy of the trie. */
class Tokenizer {
    module;
    functions;
    /** The events, made again when the memory grows. */
    events;
    bytes;
    /** How many trie states the module's copy of the trie holds. */
    states = 0;
    /** The page the memory holds (see load and decode), and whether two bytes a character. */
    page = null;
    wide = false;
    constructor(module) {
        this.module = module;
        const functions = (this.functions = module.functions);
        this.bytes = module.reserve(0);
        this.events = new Int32Array(this.bytes.buffer, functions.eventsAt, functions.eventCapacity);
        this.bytes.set(trieClass, functions.charClassAt);
    }
    /** Copies `html` into the module's memory (one byte a character unless `wide`), and the trie if it has grown. */
    load(html, wide) {
        const { pageAt, eventsAt, eventCapacity, trieAt, specialBodyAt } = this.functions;
        const size = wide ? 2 * html.length : html.length;
        const bytes = this.module.reserve(pageAt + size + PAGE_PADDING);
        if (bytes !== this.bytes) {
            this.bytes = bytes;
            this.events = new Int32Array(bytes.buffer, eventsAt, eventCapacity);
        }
        // The page may be there already: decoded here (decode), or scanned last.
        if (this.page !== html || this.wide !== wide) {
            bytes.write(html, pageAt, size, wide ? 'utf16le' : 'latin1');
            this.page = html;
            this.wide = wide;
        }
        // The trie only grows, and a state once made keeps its name: a copy made before this page's
        // names were learnt finds fewer names, never a wrong one (the JavaScript side looks the others up).
        const states = trieNames.length;
        if (states !== this.states) {
            new Uint16Array(bytes.buffer, trieAt, states * TRIE_WIDTH).set(trie.subarray(0, states * TRIE_WIDTH));
            for (let state = this.states; state < states; state++) {
                const name = trieNames[state];
                bytes[specialBodyAt + state] = name !== null && name !== undefined && (name.flags & BODY) !== 0 ? 1 : 0;
            }
            this.states = states;
        }
    }
    /** How many of learntNames the module's name tables hold. */
    names = -1;
    /** Copies into the module the tables of the names learnt since the last call (wasm/html-scan.c's nameByState…). */
    loadNames() {
        const f = this.functions;
        const buffer = this.bytes.buffer;
        const limit = f.nameLimit;
        const byState = new Uint16Array(buffer, f.nameByStateAt, TRIE_LIMIT);
        const flags = new Uint16Array(buffer, f.nameFlagsAt, limit);
        const member = new Uint32Array(buffer, f.nameMemberAt, limit);
        const closes = new Uint32Array(buffer, f.nameClosesAt, limit);
        const svg = new Uint16Array(buffer, f.nameSvgAt, limit);
        const alias = new Uint16Array(buffer, f.nameAliasAt, limit);
        const special = new Uint8Array(buffer, f.nameSpecialAt, limit);
        const put = (name) => {
            if (name.id >= limit)
                return;
            flags[name.id] = name.flags;
            member[name.id] = name.member;
            closes[name.id] = name.closes;
            svg[name.id] = name.svg === null || name.svg.id >= limit ? NO_NAME : name.svg.id;
            alias[name.id] = name.alias === null || name.alias.id >= limit ? NO_NAME : name.alias.id;
            special[name.id] = SPECIAL_NAMES.indexOf(name.text) + 1;
        };
        if (this.names < 0) {
            byState.fill(NO_NAME);
            const form = trieNames[walk('form')];
            const p = trieNames[walk('p')];
            f.setNames(form?.id ?? -1, p?.id ?? -1);
            this.names = 0;
        }
        for (; this.names < learntNames.length; this.names++) {
            const name = learntNames[this.names];
            put(name);
            if (name.svg !== null)
                put(name.svg);
            if (name.id < limit)
                byState[learntStates[this.names]] = name.id;
        }
    }
    /**
     * The tree of `html` as wasm/html-scan.c's replay logs it (open, close, text: four ints each),
     * or null when the replay gave up on the page.
     */
    tree(html, wide) {
        this.load(html, wide);
        this.loadNames();
        treePage = html;
        try {
            const n = this.functions.tree(html.length, wide ? 1 : 0);
            return n < 0 ? null : new Int32Array(this.bytes.buffer, this.functions.logAt, n).slice();
        }
        finally {
            treePage = '';
        }
    }
    /** The config whose tables the module holds (see collect). */
    config = null;
    /** Writes `config`'s tables into the module, unless they are there. */
    loadConfig(config) {
        if (this.config === config)
            return;
        const f = this.functions;
        const buffer = this.bytes.buffer;
        const limit = f.nameLimit;
        const kinds = new Uint8Array(buffer, f.kindByNameAt, limit);
        const hookNames = new Uint8Array(buffer, f.hookByNameAt, limit);
        const hookAttributes = new Uint8Array(buffer, f.hookByAttributeAt, limit);
        const semanticAt = new Uint16Array(buffer, f.semanticAtAt, limit);
        const semanticLength = new Uint8Array(buffer, f.semanticLengthAt, limit);
        const semanticText = new Uint8Array(buffer, f.semanticTextAt, 4096);
        kinds.fill(0);
        hookNames.fill(0);
        hookAttributes.fill(0);
        let textAt = 0;
        for (const [name, kind] of config.kinds) {
            const id = internedId(name);
            kinds[id] = kind;
            if ((kind & 2) !== 0) {
                semanticAt[id] = textAt;
                semanticLength[id] = name.length;
                for (let k = 0; k < name.length; k++)
                    semanticText[textAt++] = name.charCodeAt(k);
            }
        }
        for (const [name, bits] of config.hookNames) {
            const id = internedId(name);
            hookNames[id] = hookNames[id] | bits;
        }
        for (const [name, bits] of config.hookAttributes) {
            const id = internedId(name);
            hookAttributes[id] = hookAttributes[id] | bits;
        }
        const names = new Int32Array(buffer, f.collectNamesAt, COLLECT_NAMES.length);
        COLLECT_NAMES.forEach((name, k) => (names[k] = internedId(name)));
        f.setCollect(config.hookAll, internedId('href'), internedId('src'), internedId('data-src'), internedId('alt'));
        this.config = config;
    }
    /** See collectFirst. */
    collect(html, wide, config, run) {
        this.load(html, wide);
        const f = this.functions;
        const capacity = 2 * html.length + 65536;
        const pageEnd = f.pageAt + (wide ? 2 * html.length : html.length) + PAGE_PADDING;
        const outAt = (pageEnd + 7) & ~7;
        const bytes = this.module.reserve(outAt + 6 * capacity);
        if (bytes !== this.bytes) {
            this.bytes = bytes;
            this.events = new Int32Array(bytes.buffer, f.eventsAt, f.eventCapacity);
        }
        this.loadConfig(config);
        // After loadConfig, which may intern names.
        this.loadNames();
        const linkKey = run.linkCacheKey();
        if (linkKey !== this.linkKey) {
            f.urlCacheReset(linkKey === undefined ? 0 : 1);
            this.linkKey = linkKey;
        }
        treePage = html;
        run.start(html, this);
        collectRun = run;
        try {
            const n = f.collect(html.length, wide ? 1 : 0, outAt, capacity);
            if (n < 0 || run.failed)
                return null;
            const text = f.collectedWide() !== 0 ? this.bytes.toString('utf16le', outAt, outAt + 2 * n) : this.bytes.toString('latin1', outAt, outAt + n);
            const jsonLd = [];
            const ranges = new Int32Array(this.bytes.buffer, f.jsonLdAt, f.jsonLdLength());
            let raw = '';
            for (let k = 0; k < ranges.length; k += 3) {
                const from = ranges[k];
                if (from < 0) {
                    jsonLd.push(raw);
                    raw = '';
                    continue;
                }
                const piece = html.slice(from, ranges[k + 1]);
                raw += ranges[k + 2] === 1 ? decode_decodeHTML(piece) : piece;
            }
            return { text, matched: f.collectedMatch() !== 0, mayHoldDates: f.collectedMayHoldDates() !== 0, jsonLd };
        }
        finally {
            treePage = '';
            collectRun = null;
        }
    }
    /** Writes `text` where the module reads what its imports give; its length, or -1 when it does not fit. */
    scratch(text) {
        const f = this.functions;
        if (text.length > f.scratchCapacity)
            return -1;
        let units = this.scratchUnits;
        if (units === null || units.buffer !== this.bytes.buffer)
            units = this.scratchUnits = new Uint16Array(this.bytes.buffer, f.scratchAt, f.scratchCapacity);
        for (let k = 0; k < text.length; k++)
            units[k] = text.charCodeAt(k);
        return text.length;
    }
    /** What the link targets kept in the module depend on (CollectRun.linkCacheKey); undefined: none are kept. */
    linkKey = undefined;
    /** The module's scratch (see scratch), made again when the memory grows. */
    scratchUnits = null;
    /** The attributes of the start tag whose event is at `event`, as replayAttributes keeps them with `filter`. */
    attributesAt(html, event, filter) {
        if (event < 0)
            return NO_ATTRIBUTES;
        const events = this.events;
        const count = events[event + 6];
        let attribs = NO_ATTRIBUTES;
        for (let j = event + 7, end = j + 6 * count; j < end; j += 6) {
            const known = tokenizedName(html, events[j], events[j + 1], events[j + 2]);
            if (filter !== null && !(known.id < filter.length && filter[known.id] !== 0))
                continue;
            const valueStart = events[j + 3];
            let value = '';
            if (valueStart >= 0) {
                const raw = html.slice(valueStart, events[j + 4]);
                value = (events[j + 5] & VALUE_AMP) !== 0 ? decodeHTMLAttribute(raw) : raw;
            }
            if (attribs === NO_ATTRIBUTES) {
                const own = {};
                own[known.text] = value;
                attribs = own;
            }
            else if (!Object.hasOwn(attribs, known.text)) {
                attribs[known.text] = value;
            }
        }
        return attribs;
    }
    /** See decodeUtf8: the page decoded where load() would copy it, so that it need not. */
    decode(utf8) {
        const { pageAt } = this.functions;
        this.page = null;
        const bytes = this.module.reserve(pageAt + 3 * utf8.length + PAGE_PADDING);
        bytes.set(utf8, pageAt);
        const n = this.functions.utf8Decode(utf8.length);
        if (n === -1)
            return undefined;
        // One byte a character, or UTF-16 (see wasm/html-scan.c).
        const wide = n < 0;
        const text = wide ? bytes.toString('utf16le', pageAt, pageAt + 2 * (-2 - n)) : bytes.toString('latin1', pageAt, pageAt + n);
        this.page = text;
        this.wide = wide;
        return text;
    }
}
let tokenizerMade;
function wasmTokenizer() {
    if (tokenizerMade === undefined) {
        const module = tokenizerModule();
        tokenizerMade = module === null ? null : new Tokenizer(module);
    }
    return tokenizerMade;
}
let wasmAllowed = true;
/** Lets the scans use the WebAssembly tokenizer (the default) or not (tests compare the two). */
function useWasmTokenizer(allowed) {
    wasmAllowed = allowed;
}
/** The tokenizer that a scan of `html` uses now; null: none, the scan reads every character itself. */
function tokenizerFor(html) {
    return wasmAllowed && html.length <= html_scan_MAX_WASM_PAGE ? wasmTokenizer() : null;
}
/** The names html-collect.inc tells apart, in the order of its N_ names. */
const COLLECT_NAMES = ['a', 'br', 'input', 'button', 'select', 'textarea', 'img', 'math', 'iframe', 'script', 'template', 'svg', 'meta', 'link'];
/** The id of the interned name `text` (lowercase), learnt if new. */
function internedId(text) {
    const known = trieNames[walk(text)];
    if (known !== null && known !== undefined)
        return known.id;
    const name = new KnownName(ownCopy(text));
    learn(name);
    return name.id;
}
/** The names of ids, for the collector's calls (namesById). */
const namesById = [];
let namesByIdFrom = 0;
/** The name of an interned id. */
function nameById(id) {
    for (; namesByIdFrom < learntNames.length; namesByIdFrom++) {
        const name = learntNames[namesByIdFrom];
        namesById[name.id] = name.text;
        if (name.svg !== null)
            namesById[name.svg.id] = name.svg.text;
    }
    return namesById[id] ?? '';
}
/** The JavaScript side of one page's collection in WebAssembly: what html-collect.inc's imports ask. */
class CollectRun {
    html = '';
    tokenizer = null;
    /** Set when an answer could not be given: the page is then read in JavaScript. */
    failed = false;
    start(html, tokenizer) {
        this.html = html;
        this.tokenizer = tokenizer;
        this.failed = false;
    }
    element(event, id, context) {
        const tokenizer = this.tokenizer;
        return this.onElement(nameById(id), tokenizer.attributesAt(this.html, event, this.config().filter), context);
    }
    url(start, end, amp) {
        const raw = start < 0 ? '' : this.html.slice(start, end);
        const decoded = amp !== 0 ? decodeHTMLAttribute(raw) : raw;
        const n = this.putInBlock(this.linkUrl(decoded));
        // The module may keep it for the same characters on other pages.
        return n >= 0 && this.linkShared(decoded) ? n | URL_SHARED : n;
    }
    embedded(event, id) {
        const tokenizer = this.tokenizer;
        const marker = this.marker(nameById(id), tokenizer.attributesAt(this.html, event, this.config().filter));
        return marker === null ? -1 : this.putInBlock(marker);
    }
    /** Blocks are joined by newlines: one in a URL or a marker would split its block. */
    putInBlock(text) {
        if (!text.includes('\n'))
            return this.put(text);
        this.failed = true;
        return -2;
    }
    decode(start, end) {
        return this.put(decode_decodeHTML(this.html.slice(start, end)));
    }
    put(text) {
        const n = this.tokenizer.scratch(text);
        if (n < 0)
            this.failed = true;
        return n < 0 ? -2 : n;
    }
}
let collectRun = null;
/** Longer pages are collected in JavaScript (see collectFirst). */
const MAX_COLLECTED_PAGE = 1024 * 1024;
/**
 * Collects `html` for the first content selector in WebAssembly; null when there is no
 * WebAssembly or the replay gives up on the page (then JavaScript reads it).
 */
function collectFirst(html, config, run) {
    // Its output needs about six bytes a character of the module's memory, which never shrinks.
    if (html.length > MAX_COLLECTED_PAGE)
        return null;
    const tokenizer = tokenizerFor(html);
    if (tokenizer === null)
        return null;
    return tokenizer.collect(html, PAST_LATIN1.test(html), config, run);
}
/**
 * The events of `html` as wasm/html-scan.c's replay of the tree gives them: names with whether
 * they are implied, texts decoded (adjacent ones joined). Null when it gives up on the page or
 * there is no WebAssembly. For comparing the replay with Scan's.
 */
function treeEvents(html) {
    const tokenizer = tokenizerFor(html);
    if (tokenizer === null)
        return null;
    const log = tokenizer.tree(html, PAST_LATIN1.test(html));
    if (log === null)
        return null;
    const events = [];
    for (let k = 0; k < log.length; k += 4) {
        const kind = log[k];
        if (kind === 3) {
            const raw = html.slice(log[k + 1], log[k + 2]);
            const text = log[k + 3] === 1 ? decodeHTML(raw) : raw;
            const last = events[events.length - 1];
            if (last !== undefined && last[0] === 'text')
                last[1] += text;
            else
                events.push(['text', text]);
        }
        else {
            events.push([kind === 1 ? 'open' : 'close', nameById(log[k + 1]) || `#${log[k + 1]}`, log[k + 2] === 1]);
        }
    }
    return events;
}
/** Whether a scan of `html` now would use the WebAssembly tokenizer. */
function usesWasmTokenizer(html) {
    return tokenizerFor(html) !== null;
}
/**
 * The text of `utf8` when it is valid UTF-8 (the same as `Buffer.toString('utf8')` then gives),
 * else undefined (and where WebAssembly cannot run). Decoded by the WebAssembly tokenizer into its
 * own memory, where a scan of the text next finds it: on node 20, half the time of V8's decoding,
 * and the copy that the scan would make is not made (docs/performance.md, session 31).
 */
function decodeUtf8(utf8) {
    if (!wasmAllowed || utf8.length > MAX_DECODED_BYTES)
        return undefined;
    return wasmTokenizer()?.decode(utf8);
}
/** One pass over one document. Methods return the index where scanning resumes; `len` ends it. */
class Scan {
    html;
    handler;
    spans;
    lean;
    filter;
    len;
    /** Open elements, top last (htmlparser2 keeps its top first; only the final closes depend on the order, top first in both). */
    stack = anyArray();
    /** Never empty: the bottom entry is the document's own HTML namespace. */
    namespaces = [HTML_NS];
    /** Whether the start tag just read ended with `/>`. */
    selfClosing = false;
    /** Start of text not yet reported. */
    textStart = 0;
    /** The next `&` at or after the last range checked for one; `len` when there is none. */
    nextAmp = -1;
    /** The search for texts' whitespace, made at the first text; null when the page holds characters past U+00FF. */
    spaces = undefined;
    /**
     * Where the last search found whitespace other than single spaces (IrregularSpaces.next): texts
     * that end before it hold none. -1 before the first search.
     */
    nextIrregular = -1;
    /** Of the name scanName() read last: its code units OR-ed (>= 0x80: not ASCII), its trie state. */
    nameHigh = 0;
    nameState = TRIE_ROOT;
    /**
     * After an end tag or `</>` that htmlparser2 counts as ending before its `>` (see endTagStart):
     * where scanning resumed after it, and htmlparser2's `startIndex` there. -1: none yet.
     */
    lagResume = -1;
    lagStart = -1;
    /** The attributes of the start tag just read: NO_ATTRIBUTES until it has one. */
    attribs = NO_ATTRIBUTES;
    /** Its kept attributes' values in the filter, OR-ed (see attributeFilter). */
    marks = 0;
    constructor(html, 
    /** A `ScanHandler` will do: its methods ignore the arguments they do not declare. */
    handler, 
    /** Where to collect attribute spans (`scanHtmlPositions`); null: not wanted. */
    spans, 
    /** No text events and no attribute objects (`scanHtmlTags`). */
    lean = false, 
    /** The attributes kept in `attribs`; null: all. */
    filter = null) {
        this.html = html;
        this.handler = handler;
        this.spans = spans;
        this.lean = lean;
        this.filter = filter;
        this.len = html.length;
    }
    run() {
        const { html, len } = this;
        const tokenizer = tokenizerFor(html);
        if (tokenizer !== null)
            this.runWasm(tokenizer);
        else {
            let pos = 0;
            while (pos < len) {
                // Tags often follow each other directly: skip the call then.
                const lt = html.charCodeAt(pos) === LT ? pos : html.indexOf('<', pos);
                if (lt < 0 || lt + 1 >= len)
                    break;
                pos = this.construct(lt);
            }
        }
        this.text(this.textStart, len);
        const stack = this.stack;
        for (let k = stack.length - 1; k >= 0; k--)
            this.handler.onclosetag(stack[k].text, true, -1);
    }
    /** Reads what starts with the `<` at `lt` (not the page's last character). */
    construct(lt) {
        const c = this.html.charCodeAt(lt + 1);
        if (isAsciiAlpha(c))
            return this.startTag(lt);
        if (c === SLASH)
            return this.endTag(lt);
        if (c === BANG)
            return this.markup(lt);
        if (c === QUESTION) {
            this.text(this.textStart, lt);
            return this.bogusComment(lt + 2);
        }
        // Any other `<` is text.
        return lt + 1;
    }
    /**
     * Scans the page with the WebAssembly tokenizer, reading here what it leaves (see
     * wasm/html-scan.c), up to the page's last text, which run() reports.
     */
    runWasm(tokenizer) {
        const { html, len } = this;
        // V8 answers at once on a page held one byte a character, the common case.
        const wide = PAST_LATIN1.test(html);
        if (wide)
            this.spaces = null;
        tokenizer.load(html, wide);
        const f = tokenizer.functions;
        let pos = 0;
        while (pos < len) {
            const count = f.scan(len, pos, this.textStart, wide ? 1 : 0);
            const afterTag = this.replay(tokenizer.events, count, wide);
            const stop = f.stoppedBecause();
            if (stop === STOP_END)
                break;
            pos = stop === STOP_SPECIAL_BODY ? afterTag : stop === STOP_FULL ? f.stoppedAt() : this.construct(f.stoppedAt());
        }
    }
    /**
     * Applies `count` numbers of the tokenizer's events as the methods below would have read the
     * same characters; returns where scanning resumes after the last start tag (past its special body, if it has one).
     */
    replay(events, count, wide) {
        const { html, handler } = this;
        let resume = -1;
        let j = 0;
        while (j < count) {
            const kind = events[j];
            if (kind === EV_TEXT) {
                const from = events[j + 1];
                const to = events[j + 2];
                const flags = events[j + 3];
                j += 4;
                if (!this.takesText())
                    continue;
                const raw = html.slice(from, to);
                if ((flags & TEXT_AMP) !== 0)
                    handler.ontext(decode_decodeHTML(raw));
                else
                    handler.ontext(raw, wide ? undefined : (flags & TEXT_IRREGULAR) === 0);
            }
            else if (kind === EV_START) {
                resume = this.replayStartTag(events, j);
                j += 7 + 6 * events[j + 6];
            }
            else if (kind === EV_END) {
                const lt = events[j + 1];
                const state = events[j + 2];
                const nameEnd = events[j + 3];
                const gt = events[j + 4];
                j += 5;
                // As endTag, from the name on.
                const start = this.endTagStart(lt);
                this.endEndTag(tokenizedName(html, state, lt + 2, nameEnd), start, nameEnd, gt);
            }
            else if (kind === EV_COMMENT) {
                this.textStart = events[j + 1];
                j += 2;
            }
            else {
                throw new Error(`html-scan.wasm wrote an event of unknown kind ${kind}`);
            }
        }
        return resume;
    }
    /** As startTag, from the name on, for the start tag whose event is at `j`; returns where scanning resumes. */
    replayStartTag(events, j) {
        const html = this.html;
        const state = events[j + 1];
        const lt = events[j + 2];
        const nameEnd = events[j + 3];
        const gt = events[j + 4];
        const count = events[j + 6];
        const inHtml = this.namespaces[this.namespaces.length - 1] === HTML_NS;
        const tag = tokenizedName(html, state, lt + 1, nameEnd);
        const body = inHtml && state !== 0 ? tag.flags & BODY : 0;
        const name = this.resolve(tag);
        const reported = this.open(name);
        const spans = reported ? this.spans : null;
        if (spans !== null)
            spans.count = 0;
        this.selfClosing = events[j + 5] === 1;
        this.attribs = NO_ATTRIBUTES;
        this.marks = 0;
        if (count > 0)
            this.replayAttributes(events, j + 7, count, reported && !this.lean, spans);
        return this.endStartTag(tag, name, reported, body, gt, spans);
    }
    /** As attributes, for `count` attributes whose numbers start at `j`. */
    replayAttributes(events, j, count, keep, spans) {
        const html = this.html;
        for (const end = j + 6 * count; j < end; j += 6) {
            const state = events[j];
            const nameStart = events[j + 1];
            const nameEnd = events[j + 2];
            const valueStart = events[j + 3];
            const valueEnd = events[j + 4];
            const flags = events[j + 5];
            const known = tokenizedName(html, state, nameStart, nameEnd);
            const attr = known.text;
            if (spans !== null) {
                const quoted = (flags & VALUE_QUOTED) !== 0;
                spans.add(attr, valueStart, valueEnd, quoted, valueStart < 0 ? nameEnd : quoted ? valueEnd + 1 : valueEnd);
            }
            const kept = keep ? this.kept(known) : 0;
            if (kept === 0)
                continue;
            this.marks |= kept;
            let value = '';
            if (valueStart >= 0) {
                const raw = html.slice(valueStart, valueEnd);
                value = (flags & VALUE_AMP) !== 0 ? decodeHTMLAttribute(raw) : raw;
            }
            this.keepAttribute(attr, value);
        }
    }
    /** The filter's value for the attribute called `known`: 0 when `attribs` leaves it out (see attributeFilter). */
    kept(known) {
        const filter = this.filter;
        return filter === null ? KEPT : known.id < filter.length ? filter[known.id] : 0;
    }
    /**
     * Adds an attribute to `attribs` (NO_ATTRIBUTES until the tag's first), unless one of the same
     * name came first: the first of duplicates wins. Assigned, not written in a literal, so that a
     * `__proto__` is dropped, as in htmlparser2 (assigning a string to it on a plain object does nothing).
     */
    keepAttribute(attr, value) {
        const attribs = this.attribs;
        if (attribs === NO_ATTRIBUTES) {
            const own = {};
            own[attr] = value;
            this.attribs = own;
        }
        else if (!Object.hasOwn(attribs, attr)) {
            attribs[attr] = value;
        }
    }
    /**
     * htmlparser2's `startIndex` when it reads an end tag at `lt`: where its last event ended. That
     * is `lt` itself after text or after any construct but two: it ends an end tag just past its
     * name (`</a >` at the space), and reports nothing for `</>`. Right after one of those (no text
     * between), the index still points where that one left it.
     */
    endTagStart(lt) {
        return this.textStart === lt && this.lagResume === lt ? this.lagStart : lt;
    }
    hasAmp(from, to) {
        if (this.nextAmp < from) {
            const amp = this.html.indexOf('&', from);
            this.nextAmp = amp < 0 ? this.len : amp;
        }
        return this.nextAmp < to;
    }
    /**
     * Whether html[from, to) holds no whitespace but single spaces (none in a row); undefined when
     * the page holds characters past U+00FF. The page is searched from where the last search
     * stopped, so it is searched once however many texts it has (irregular-spaces.ts).
     */
    spacesOnly(from, to) {
        let next = this.nextIrregular;
        if (next < from) {
            let spaces = this.spaces;
            if (spaces === undefined)
                spaces = this.spaces = PAST_LATIN1.test(this.html) ? null : new IrregularSpaces(this.html);
            if (spaces === null)
                return undefined;
            next = this.nextIrregular = spaces.next(from);
        }
        return next >= to;
    }
    /** Whether text is reported now: never in a lean scan, else unless the handler says it wants none. */
    takesText() {
        return !this.lean && this.handler.wantsText?.() !== false;
    }
    text(from, to) {
        if (to <= from || !this.takesText())
            return;
        const raw = this.html.slice(from, to);
        // Decoding may make whitespace (`&nbsp;`, `&#10;`): no hint then.
        if (this.hasAmp(from, to))
            this.handler.ontext(decode_decodeHTML(raw));
        else
            this.handler.ontext(raw, this.nextIrregular >= to || this.spacesOnly(from, to));
    }
    /** The page ends inside an end tag or a self-closing marker, where htmlparser2 reports the page's last character as text. */
    lastCharacterAsText() {
        if (this.takesText())
            this.handler.ontext(this.html.slice(this.len - 1));
        this.textStart = this.len;
        return this.len;
    }
    /** Position of the innermost open element called `text`, or -1. */
    find(text) {
        const stack = this.stack;
        for (let k = stack.length - 1; k >= 0; k--)
            if (stack[k].text === text)
                return k;
        return -1;
    }
    /** The name htmlparser2 reports for a tag in the current context. */
    resolve(name) {
        const namespaces = this.namespaces;
        const depth = namespaces.length;
        if (depth === 1)
            return name.alias ?? name;
        const ns = namespaces[depth - 1];
        if (ns === SVG_NS)
            return name.svg ?? name;
        // An end tag inside an integration point may close the SVG element around it.
        if (name.svg !== null && this.find(name.svg.text) >= 0)
            return name.svg;
        if (ns === HTML_NS && name.alias !== null)
            return name.alias;
        return name;
    }
    push(name) {
        this.stack.push(name);
        const flags = name.flags;
        if ((flags & OPENS_NAMESPACE) !== 0) {
            this.namespaces.push((flags & OPENS_SVG) !== 0 ? SVG_NS : (flags & OPENS_MATHML) !== 0 ? MATHML_NS : HTML_NS);
        }
    }
    /** Closes the top element; `start`: where the end tag that closes it starts (endTagStart), -1 when the close is implied. */
    pop(start) {
        const name = this.stack.pop();
        if (name === undefined)
            return;
        if ((name.flags & OPENS_NAMESPACE) !== 0)
            this.namespaces.pop();
        this.handler.onclosetag(name.text, start < 0, start);
    }
    /** Applies a start tag to the stack; false when htmlparser2 ignores the tag (a form inside a form). */
    open(name) {
        if ((name.flags & FORM) !== 0 && this.find('form') >= 0)
            return false;
        const closes = name.closes;
        if (closes !== 0) {
            const stack = this.stack;
            while (stack.length > 0 && (stack[stack.length - 1].member & closes) !== 0)
                this.pop(-1);
        }
        if ((name.flags & VOID) === 0)
            this.push(name);
        return true;
    }
    report(name, attribs, gt, spans) {
        this.handler.onopentag(name.text, attribs, false, gt, spans, name.id, this.filter === null ? undefined : (this.marks & MARKED) !== 0);
        if ((name.flags & VOID) !== 0)
            this.handler.onclosetag(name.text, true, -1);
    }
    /** An end tag for `tag` that starts at `start` (endTagStart). */
    close(tag, start) {
        const name = this.resolve(tag);
        const handler = this.handler;
        if ((name.flags & VOID) !== 0) {
            // `</br>` is the one void end tag that means something: a line break.
            if ((name.flags & BR) !== 0) {
                handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id);
                handler.onclosetag(name.text, false, start);
            }
            return;
        }
        const at = this.find(name.text);
        if (at >= 0) {
            // The elements above the named one close implicitly.
            for (let n = this.stack.length - at; n > 1; n--)
                this.pop(-1);
            this.pop(start);
        }
        else if (name.text === 'p') {
            // A stray `</p>` stands for an empty paragraph: implied to open, closed by this tag.
            this.open(name);
            handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id);
            this.pop(start);
        }
    }
    /** Reads a tag name from `from`; returns where it ends (see nameHigh, nameState). */
    scanName(from) {
        const { html, len } = this;
        let i = from;
        let high = 0;
        let state = TRIE_ROOT;
        for (; i < len; i++) {
            const c = html.charCodeAt(i);
            // Everything that ends a name sorts at or below `>`: letters take one comparison.
            if (c <= GT && (c === GT || c === SLASH || isSpace(c)))
                break;
            high |= c;
            state = advance(state, c);
        }
        this.nameHigh = high;
        this.nameState = state;
        return i;
    }
    startTag(lt) {
        const { html, len } = this;
        this.text(this.textStart, lt);
        const inHtml = this.namespaces[this.namespaces.length - 1] === HTML_NS;
        const i = this.scanName(lt + 1);
        const high = this.nameHigh;
        if (i >= len) {
            // The page ends in the tag name: htmlparser2 drops it, unless it was still matching the name of
            // an element with a special body (letter by letter, ASCII only, not in foreign content).
            const raw = html.slice(lt + 1);
            if (inHtml && /^[A-Za-z]+$/.test(raw) && SPECIAL_NAME_PREFIXES.has(raw.toLowerCase()) && this.takesText())
                this.handler.ontext(raw);
            this.textStart = len;
            return len;
        }
        const tag = (high < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 1, i);
        // htmlparser2 spots these names on the raw characters, ASCII letters only.
        const body = inHtml && high < 0x80 ? tag.flags & BODY : 0;
        const name = this.resolve(tag);
        const reported = this.open(name);
        const spans = reported ? this.spans : null;
        if (spans !== null)
            spans.count = 0;
        // The page may end anywhere in the attributes: then the tag is never reported, though opening
        // its name has already moved the stack, and nothing after it is text.
        this.textStart = len;
        let gt = i;
        this.selfClosing = false;
        this.attribs = NO_ATTRIBUTES;
        this.marks = 0;
        if (html.charCodeAt(i) !== GT) {
            gt = this.attributes(i, reported && !this.lean, spans);
            if (gt < 0)
                return len;
        }
        return this.endStartTag(tag, name, reported, body, gt, spans);
    }
    /**
     * The rest of a start tag once its attributes are read, up to the `>` at `gt`: its report (with
     * `attribs`) and its special body, if any. Returns where scanning resumes.
     */
    endStartTag(tag, name, reported, body, gt, spans) {
        if (reported) {
            this.report(name, this.attribs, gt, spans ?? NO_SPANS);
            // Inside svg/math, `/>` closes the element (implicitly, for htmlparser2); in HTML it means nothing.
            if (this.selfClosing && this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.stack[this.stack.length - 1] === name) {
                this.pop(-1);
            }
        }
        this.textStart = gt + 1;
        // Even `<script/>` has a body: HTML ignores the slash on these elements.
        return body === 0 ? gt + 1 : this.specialBody(gt + 1, tag, body);
    }
    /**
     * Reads the attributes of a start tag from `i` into a new `attribs` object (unless `keep` is
     * false: then they are read and dropped; so are those the filter leaves out), and where they
     * sit into `spans` (null: not wanted).
     * Returns the index of the `>` that ends the tag and sets `selfClosing`, or -1 when the page ends first.
     */
    attributes(i, keep, spans) {
        const { html, len } = this;
        for (;;) {
            let c = html.charCodeAt(i);
            while (isSpace(c))
                c = html.charCodeAt(++i);
            if (i >= len)
                return -1;
            if (c === GT)
                return i;
            if (c === SLASH) {
                c = html.charCodeAt(++i);
                while (isSpace(c))
                    c = html.charCodeAt(++i);
                if (i >= len) {
                    this.lastCharacterAsText();
                    return -1;
                }
                if (c === GT) {
                    this.selfClosing = true;
                    return i;
                }
                continue;
            }
            const nameStart = i;
            // The first character belongs to the name even when it is `=`.
            let high = c;
            let state = advance(TRIE_ROOT, c);
            for (i++; i < len; i++) {
                c = html.charCodeAt(i);
                if (c <= GT && (c === EQ || c === GT || c === SLASH || isSpace(c)))
                    break;
                high |= c;
                state = advance(state, c);
            }
            if (i >= len)
                return -1;
            const known = (high < 0x80 ? trieNames[state] : null) ?? nameOf(html, nameStart, i);
            const attr = known.text;
            const kept = keep ? this.kept(known) : 0;
            this.marks |= kept;
            const nameEnd = i;
            while (isSpace(c))
                c = html.charCodeAt(++i);
            if (i >= len)
                return -1;
            let value = '';
            let valueStart = -1;
            let valueEnd = -1;
            let quoted = false;
            if (c === EQ) {
                c = html.charCodeAt(++i);
                while (isSpace(c))
                    c = html.charCodeAt(++i);
                if (i >= len)
                    return -1;
                if (c === DQUOTE || c === SQUOTE) {
                    quoted = true;
                    valueStart = i + 1;
                    valueEnd = html.indexOf(c === DQUOTE ? '"' : "'", valueStart);
                    if (valueEnd < 0)
                        return -1;
                    i = valueEnd + 1;
                }
                else {
                    valueStart = i;
                    for (; i < len; i++) {
                        c = html.charCodeAt(i);
                        if (c <= GT && (c === GT || isSpace(c)))
                            break;
                    }
                    if (i >= len)
                        return -1;
                    valueEnd = i;
                }
                if (kept !== 0)
                    value = this.attributeValue(valueStart, valueEnd);
            }
            // Otherwise read past: neither value nor property.
            if (kept !== 0)
                this.keepAttribute(attr, value);
            // htmlparser2 ends a bare attribute where its name ends, whatever space follows.
            if (spans !== null)
                spans.add(attr, valueStart, valueEnd, quoted, valueStart < 0 ? nameEnd : i);
        }
    }
    attributeValue(from, to) {
        const raw = this.html.slice(from, to);
        return this.hasAmp(from, to) ? decodeHTMLAttribute(raw) : raw;
    }
    specialBody(from, tag, body) {
        const { html, len, handler } = this;
        this.textStart = len;
        if (body === PLAIN_TEXT) {
            if (from < len && this.takesText())
                handler.ontext(html.slice(from));
            return len;
        }
        const literalAmps = body === RCDATA ? [] : null;
        const end = findBodyEnd(html, from, tag.text, literalAmps);
        const textEnd = end < 0 ? len : end;
        if (literalAmps === null) {
            if (textEnd > from && this.takesText())
                handler.ontext(html.slice(from, textEnd));
        }
        else {
            let start = from;
            for (const amp of literalAmps) {
                this.text(start, amp);
                if (this.takesText())
                    handler.ontext('&');
                start = amp + 1;
            }
            this.text(start, textEnd);
        }
        if (end < 0)
            return len;
        // The end tag matched the name case-insensitively, so its lowercase form is the name itself.
        // htmlparser2's last event was the body's text, or the start tag when the body is empty: both end at `end`.
        this.close(tag, end);
        const nameEnd = end + 2 + tag.text.length;
        const gt = html.charCodeAt(nameEnd) === GT ? nameEnd : html.indexOf('>', nameEnd);
        if (gt < 0)
            return this.lastCharacterAsText();
        this.lagStart = nameEnd + 1;
        this.lagResume = gt + 1;
        this.textStart = gt + 1;
        return gt + 1;
    }
    endTag(lt) {
        const { html, len } = this;
        // `</` at the very end stays text.
        if (lt + 2 >= len)
            return len;
        const start = this.endTagStart(lt);
        this.text(this.textStart, lt);
        const first = html.charCodeAt(lt + 2);
        if (first === GT) {
            this.lagStart = start;
            this.lagResume = lt + 3;
            this.textStart = lt + 3;
            return lt + 3;
        }
        // `</ x>`, `</1>`: a bogus comment.
        if (!isAsciiAlpha(first))
            return this.bogusComment(lt + 2);
        const i = this.scanName(lt + 2);
        if (i >= len) {
            this.textStart = len;
            return len;
        }
        const name = (this.nameHigh < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 2, i);
        return this.endEndTag(name, start, i, html.charCodeAt(i) === GT ? i : html.indexOf('>', i));
    }
    /**
     * The rest of an end tag for `name` (where it starts: endTagStart) once its name, which ends at
     * `nameEnd`, is read: what it closes, and where scanning resumes, after its `>` at `gt` (-1: the
     * page ends first).
     */
    endEndTag(name, start, nameEnd, gt) {
        const stack = this.stack;
        // The common case, made cheap: outside foreign content no name fix-ups apply, so an end tag
        // for the current element closes just that (void elements are never open).
        if (this.namespaces.length === 1 && stack.length > 0 && stack[stack.length - 1] === name)
            this.pop(start);
        else
            this.close(name, start);
        if (gt < 0)
            return this.lastCharacterAsText();
        this.lagStart = nameEnd + 1;
        this.lagResume = gt + 1;
        this.textStart = gt + 1;
        return gt + 1;
    }
    /** `<!`: comments, CDATA, doctype and bogus comments, none of which is text except CDATA in foreign content. */
    markup(lt) {
        const html = this.html;
        this.text(this.textStart, lt);
        const c = html.charCodeAt(lt + 2);
        if (c === DASH && html.charCodeAt(lt + 3) === DASH)
            return this.resumeAfter(commentEnd(html, lt + 4));
        if (c === LBRACKET && html.startsWith('CDATA[', lt + 3)) {
            const from = lt + 9;
            const close = html.indexOf(']]>', from);
            if (close < 0)
                return this.resumeAfter(-1);
            // htmlparser2 makes CDATA text only inside svg/math (even when empty); elsewhere it is a comment.
            if (this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.takesText())
                this.handler.ontext(html.slice(from, close));
            return this.resumeAfter(close + 2);
        }
        // Doctype, `<!x>`, `<!->`, a broken CDATA opener: all end at the next `>`.
        return this.bogusComment(lt + 2);
    }
    /** Text before it already reported. */
    bogusComment(from) {
        return this.resumeAfter(this.html.indexOf('>', from));
    }
    /** Resumes after the `>` at `gt`; a construct left open (-1) swallows the rest of the page. */
    resumeAfter(gt) {
        const next = gt < 0 ? this.len : gt + 1;
        this.textStart = next;
        return next;
    }
}
/**
 * Scans one whole document; the same open/close/text events as htmlparser2's
 * `new Parser(handler, { decodeEntities: true })` + `write(html)` + `end()`, except that text may
 * be split at other points (concatenate adjacent text events before comparing). With a `filter`,
 * the attribute objects hold only the attributes it keeps (see attributeFilter).
 */
function scanHtml(html, handler, filter = null) {
    new Scan(html, handler, null, false, filter).run();
}
/**
 * Scans one whole document like `scanHtml`, also reporting what `PositionHandler` describes: the
 * same values as htmlparser2's `isImplied` arguments, its `endIndex` at `onopentag` and
 * `startIndex` at `onclosetag` (where not implied), and each attribute's raw span.
 */
function scanHtmlPositions(html, handler) {
    new Scan(html, handler, new SpanTable(html)).run();
}
/**
 * Scans one whole document like `scanHtmlPositions`, for a pass that reads a few attributes of a
 * few tags and no text: no text is sliced or decoded and no attribute value is, until asked for
 * (a third less time than `scanHtmlPositions` on the corpus generators' pages).
 */
function scanHtmlTags(html, handler) {
    const positions = {
        onopentag: (name, _attribs, implied, tagEnd, spans) => handler.onopentag(name, implied, tagEnd, spans),
        onclosetag: (name, implied, start) => handler.onclosetag(name, implied, start),
        ontext: () => { }
    };
    new Scan(html, positions, new SpanTable(html), true).run();
}

;// CONCATENATED MODULE: ./src/core/decode.ts
// Page bytes → text, the way a browser picks the encoding of a file it has no HTTP header for:
// a byte order mark, else a `<meta charset>` / `http-equiv=content-type` in the first 1024 bytes,
// else UTF-8 (browsers would guess windows-1252; static site generators write UTF-8).



const PRESCAN_BYTES = 1024;
/** What a decoder puts for bytes that are not UTF-8. */
const REPLACEMENT = '\ufffd';
const decoders = new Map();
function decoder(label, fatal) {
    const key = (fatal ? '!' : '') + label;
    let found = decoders.get(key);
    if (found === undefined) {
        found = new external_node_util_namespaceObject.TextDecoder(label, { fatal });
        decoders.set(key, found);
    }
    return found;
}
/** Decode page bytes as a browser would. */
function decodeHtml(bytes) {
    const fromBom = bomEncoding(bytes);
    let encoding = fromBom ?? 'utf-8';
    let warning;
    if (fromBom === undefined) {
        const declared = prescanCharset(bytes);
        if (declared !== undefined) {
            const resolved = resolveLabel(declared);
            if (resolved === undefined) {
                warning = `unknown charset "${declared}" declared in the page; decoded as UTF-8`;
            }
            else {
                // A page cannot declare itself UTF-16 in a meta: it would not be readable as ASCII.
                encoding = resolved.startsWith('utf-16') ? 'utf-8' : resolved;
            }
        }
    }
    // Valid UTF-8 without a BOM, the common page: decoded by the WebAssembly tokenizer into its
    // memory, where the page's scan finds it (html-scan's decodeUtf8: on node 20 half the time of
    // V8's decoding, on node 24 about the same, and the scan's copy of the page is not made). Where
    // it cannot run, or the bytes are not UTF-8, V8's own decoding gives the same text as
    // TextDecoder (a large bench page: 7.7 against 8.4 µs on node 20, 5.9 against 9.1 on node 24).
    // Invalid bytes would have become U+FFFD: a text without one needs no second pass to check the
    // bytes, and V8 answers at once for a text it holds one byte a character. One with a U+FFFD is
    // checked: the page may hold the character itself.
    if (encoding === 'utf-8' && fromBom === undefined) {
        const decoded = decodeUtf8(bytes);
        if (decoded !== undefined)
            return withWarning(decoded, true, warning);
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        if (!text.includes(REPLACEMENT) || (0,external_node_buffer_namespaceObject.isUtf8)(bytes))
            return withWarning(text, true, warning);
    }
    try {
        return withWarning(decoder(encoding, true).decode(bytes), encoding === 'utf-8', warning);
    }
    catch {
        const text = decoder(encoding, false).decode(bytes);
        const invalid = `invalid ${encoding === 'utf-8' ? 'UTF-8' : encoding} byte sequences replaced with U+FFFD`;
        return withWarning(text, false, warning === undefined ? invalid : `${warning}; ${invalid}`);
    }
}
function withWarning(text, utf8, warning) {
    return warning === undefined ? { text, utf8 } : { text, utf8, warning };
}
function bomEncoding(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    return undefined;
}
/** The WHATWG name of a charset label, or undefined when TextDecoder does not know it. */
function resolveLabel(label) {
    if (label === 'x-user-defined')
        return 'windows-1252';
    try {
        return new external_node_util_namespaceObject.TextDecoder(label).encoding;
    }
    catch {
        return undefined;
    }
}
const COMMENT = /<!--[\s\S]*?-->/g;
const META_TAG = /<meta(?=[\s/])[^>]*>?/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/g;
const CHARSET_IN_CONTENT = /charset\s*=\s*(?:"([^"]*)|'([^']*)|([^\s;"']+))/i;
/**
 * The bytes of the last page that decided its charset, up to the end of the deciding `<meta>`,
 * and that charset. The prescan's answer depends on nothing past those bytes (see
 * prescanCharset), so a page that starts with them has the same answer: pages of a site start
 * alike, and most declare their charset first. decodeHtml on a small bench page: 1.6 against
 * 3.6 µs (a page is about 27 µs).
 */
let lastPrefix;
let lastLabel = '';
/**
 * A simplified form of the HTML "prescan a byte stream to determine its encoding": comments are
 * skipped, each `<meta>` in the first 1024 bytes is read for `charset`, or `http-equiv` +
 * `content=…charset=…`. Returns the declared label, trimmed and lower-cased.
 */
function prescanCharset(bytes) {
    const known = lastPrefix;
    if (known !== undefined && bytes.length >= known.length && known.equals(bytes.subarray(0, known.length)))
        return lastLabel;
    const head = bytes.subarray(0, PRESCAN_BYTES);
    // windows-1252 maps each byte to one char: ASCII is kept whatever the real encoding.
    const raw = decoder('windows-1252', false).decode(head);
    const text = raw.replace(COMMENT, ' ');
    for (const match of text.matchAll(META_TAG)) {
        const label = metaCharset(match[0]);
        if (label === undefined)
            continue;
        // The matches up to this one, and what they say, depend only on the bytes up to its `>`:
        // unless a comment started before it (removing it moved what follows), or the match ran to
        // the end of the bytes read without one (more bytes would have extended it).
        const end = match.index + match[0].length;
        const comment = raw.indexOf('<!--');
        if (match[0].endsWith('>') && (comment < 0 || comment >= end)) {
            lastPrefix = Buffer.from(head.subarray(0, end));
            lastLabel = label;
        }
        return label;
    }
    return undefined;
}
/** The charset one `<meta …>` tag declares, trimmed and lower-cased, or undefined. */
function metaCharset(tag) {
    const attributes = new Map();
    for (const attribute of tag.slice(5).matchAll(ATTRIBUTE)) {
        const name = attribute[1]?.toLowerCase();
        if (name === undefined || attributes.has(name))
            continue;
        attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const charset = attributes.get('charset');
    if (charset !== undefined && charset.trim() !== '')
        return charset.trim().toLowerCase();
    const httpEquiv = attributes.get('http-equiv');
    const content = attributes.get('content');
    if (httpEquiv?.trim().toLowerCase() === 'content-type' && content !== undefined) {
        const inContent = CHARSET_IN_CONTENT.exec(content);
        const label = inContent?.[1] ?? inContent?.[2] ?? inContent?.[3];
        if (label !== undefined && label.trim() !== '')
            return label.trim().toLowerCase();
    }
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/robots-parser/index.js
var robots_parser = __nccwpck_require__(211);
var robots_parser_default = /*#__PURE__*/__nccwpck_require__.n(robots_parser);
;// CONCATENATED MODULE: ./src/core/urls.ts
// Mapping built files to public URLs, and deciding when two URLs name the same page.
/** Bad user input (a flag or an action input); the message names it and what was expected. */
class urls_InputError extends Error {
    name = 'InputError';
}
/** The site URL with a trailing slash, so every page URL is `siteUrl + key.slice(1)`. */
function parseSiteUrl(text, inputName = '--site-url') {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new urls_InputError(`${inputName} must be an absolute http(s) URL such as https://example.com/docs/; got '${text}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new urls_InputError(`${inputName} must use http or https; got '${text}'`);
    }
    if (url.search || url.hash) {
        throw new urls_InputError(`${inputName} must not have a query or fragment; got '${text}'`);
    }
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
/**
 * Percent-encodes one path segment as a browser does: UTF-8 bytes for non-ASCII, `%` itself
 * encoded, the sub-delimiters that are legal in a path left alone.
 */
/** Characters that NFC and encodeURIComponent both leave as they are. */
const PLAIN_SEGMENT = /^[\w.~-]*$/;
/** Paths whose every segment is plain. */
const PLAIN_PATH = /^[\w.~/-]*$/;
function encodePathSegment(segment) {
    // Most segments: one test instead of NFC, encoding and a replace (a tenth of a second of the
    // main thread on 100,000 pages).
    if (PLAIN_SEGMENT.test(segment))
        return segment;
    return encodeURIComponent(segment.normalize('NFC')).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
/**
 * The state key of a built file: its URL path relative to the site root.
 * `a/index.html` → `/a/`, `index.html` → `/`, `a.html` → `/a.html` (or `/a` with clean URLs).
 */
function filePathToUrlPath(relativeFile, cleanUrls) {
    // Most paths: no segment to encode, so the path is the file's, its last segment mapped (100,000
    // paths: 6-7 ms of the main thread, against 31-33 for a split, a test a segment and a join).
    if (PLAIN_PATH.test(relativeFile)) {
        if (relativeFile === 'index.html')
            return '/';
        if (relativeFile.endsWith('/index.html'))
            return '/' + relativeFile.slice(0, -'index.html'.length);
        return '/' + (cleanUrls && relativeFile.endsWith('.html') ? relativeFile.slice(0, -'.html'.length) : relativeFile);
    }
    const segments = relativeFile.split('/');
    const last = segments[segments.length - 1] ?? '';
    if (last === 'index.html')
        segments[segments.length - 1] = '';
    else if (cleanUrls && last.endsWith('.html'))
        segments[segments.length - 1] = last.slice(0, -'.html'.length);
    return '/' + segments.map(encodePathSegment).join('/');
}
function absoluteUrl(siteUrl, urlPath) {
    return siteUrl.href + urlPath.slice(1);
}
/** Path with the spellings that name the same page folded: `/a`, `/a/`, `/a/index.html`, `/a.html`. */
function pageIdentity(url) {
    let path;
    try {
        path = decodeURI(url.pathname);
    }
    catch {
        path = url.pathname;
    }
    path = path.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '');
    if (path.length > 1 && path.endsWith('/'))
        path = path.slice(0, -1);
    return `${url.host}${path}${url.search}`;
}
/**
 * How a page's `<link rel=canonical>` relates to the page. Generators often write the same page
 * with another trailing slash, `index.html` or `.html`: that is the page itself, and its
 * sitemap `<loc>` takes the canonical spelling (on the site's scheme).
 */
function canonicalRelation(href, pageUrl) {
    let target;
    try {
        target = new URL(href.trim(), pageUrl);
    }
    catch {
        return { kind: 'invalid' };
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
        return { kind: 'invalid' };
    target.hash = '';
    if (pageIdentity(target) !== pageIdentity(pageUrl))
        return { kind: 'elsewhere', target: target.href };
    const loc = new URL(target.href);
    loc.protocol = pageUrl.protocol;
    return { kind: 'self', loc: loc.href };
}

;// CONCATENATED MODULE: ./src/core/exclusions.ts
// Which built pages are not sitemap material, decided from the file path, the page and robots.txt.



const ERROR_PAGE = /(^|\/)(40\d|41\d|50\d|50x|404\/index)\.html$/;
/** `404.html`, `404/index.html`, `500.html`, `50x.html`: error pages, served but never listed. */
function isErrorPage(relativeFile) {
    return ERROR_PAGE.test(relativeFile);
}
/** `--include` / `--exclude` globs over file paths relative to the site folder. */
function globFilter(include, exclude) {
    const inc = include.length > 0 ? picomatch(include, { dot: true }) : undefined;
    const exc = exclude.length > 0 ? picomatch(exclude, { dot: true }) : undefined;
    return (file) => (inc === undefined || inc(file)) && (exc === undefined || !exc(file));
}
// robots-parser is CommonJS with an ESM-style `export default` declaration; under NodeNext the
// default import is the module.exports function itself at run time, whatever the types say.
const robotsParser = ((robots_parser_default())["default"] ??
    (robots_parser_default()));
/** True for URLs that the built robots.txt disallows for every crawler (the `*` group). */
function robotsDisallow(robotsTxt, siteUrl) {
    if (robotsTxt === undefined)
        return () => false;
    const robots = robotsParser(new URL('/robots.txt', siteUrl).href, robotsTxt);
    return (url) => robots.isDisallowed(url, '*') === true;
}
/** Decides from what the page itself says: noindex, redirect stub, canonical elsewhere. */
function judgePage(facts, pageUrl, disallowed) {
    if (facts.noindex)
        return { include: false, reason: 'noindex' };
    if (facts.refreshTo !== undefined)
        return { include: false, reason: 'redirect', detail: facts.refreshTo };
    let loc = pageUrl.href;
    if (facts.canonical !== undefined) {
        const relation = canonicalRelation(facts.canonical, pageUrl);
        if (relation.kind === 'elsewhere')
            return { include: false, reason: 'canonical-elsewhere', detail: relation.target };
        if (relation.kind === 'self')
            loc = relation.loc;
    }
    if (disallowed(pageUrl.href))
        return { include: false, reason: 'robots-txt' };
    return { include: true, loc };
}

;// CONCATENATED MODULE: ./node_modules/htmlparser2/dist/Tokenizer.js

var Tokenizer_CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["Tab"] = 9] = "Tab";
    CharCodes[CharCodes["NewLine"] = 10] = "NewLine";
    CharCodes[CharCodes["FormFeed"] = 12] = "FormFeed";
    CharCodes[CharCodes["CarriageReturn"] = 13] = "CarriageReturn";
    CharCodes[CharCodes["Space"] = 32] = "Space";
    CharCodes[CharCodes["ExclamationMark"] = 33] = "ExclamationMark";
    CharCodes[CharCodes["Number"] = 35] = "Number";
    CharCodes[CharCodes["Amp"] = 38] = "Amp";
    CharCodes[CharCodes["SingleQuote"] = 39] = "SingleQuote";
    CharCodes[CharCodes["DoubleQuote"] = 34] = "DoubleQuote";
    CharCodes[CharCodes["Dash"] = 45] = "Dash";
    CharCodes[CharCodes["Slash"] = 47] = "Slash";
    CharCodes[CharCodes["Zero"] = 48] = "Zero";
    CharCodes[CharCodes["Nine"] = 57] = "Nine";
    CharCodes[CharCodes["Semi"] = 59] = "Semi";
    CharCodes[CharCodes["Lt"] = 60] = "Lt";
    CharCodes[CharCodes["Eq"] = 61] = "Eq";
    CharCodes[CharCodes["Gt"] = 62] = "Gt";
    CharCodes[CharCodes["Questionmark"] = 63] = "Questionmark";
    CharCodes[CharCodes["UpperA"] = 65] = "UpperA";
    CharCodes[CharCodes["LowerA"] = 97] = "LowerA";
    CharCodes[CharCodes["UpperF"] = 70] = "UpperF";
    CharCodes[CharCodes["LowerF"] = 102] = "LowerF";
    CharCodes[CharCodes["UpperZ"] = 90] = "UpperZ";
    CharCodes[CharCodes["LowerZ"] = 122] = "LowerZ";
    CharCodes[CharCodes["LowerX"] = 120] = "LowerX";
    CharCodes[CharCodes["OpeningSquareBracket"] = 91] = "OpeningSquareBracket";
})(Tokenizer_CharCodes || (Tokenizer_CharCodes = {}));
/** All the states the tokenizer can be in. */
var State;
(function (State) {
    State[State["Text"] = 1] = "Text";
    State[State["BeforeTagName"] = 2] = "BeforeTagName";
    State[State["InTagName"] = 3] = "InTagName";
    State[State["InSelfClosingTag"] = 4] = "InSelfClosingTag";
    State[State["BeforeClosingTagName"] = 5] = "BeforeClosingTagName";
    State[State["InClosingTagName"] = 6] = "InClosingTagName";
    State[State["AfterClosingTagName"] = 7] = "AfterClosingTagName";
    // Attributes
    State[State["BeforeAttributeName"] = 8] = "BeforeAttributeName";
    State[State["InAttributeName"] = 9] = "InAttributeName";
    State[State["AfterAttributeName"] = 10] = "AfterAttributeName";
    State[State["BeforeAttributeValue"] = 11] = "BeforeAttributeValue";
    State[State["InAttributeValueDq"] = 12] = "InAttributeValueDq";
    State[State["InAttributeValueSq"] = 13] = "InAttributeValueSq";
    State[State["InAttributeValueNq"] = 14] = "InAttributeValueNq";
    // Declarations
    State[State["BeforeDeclaration"] = 15] = "BeforeDeclaration";
    State[State["InDeclaration"] = 16] = "InDeclaration";
    // Processing instructions
    State[State["InProcessingInstruction"] = 17] = "InProcessingInstruction";
    // Comments & CDATA
    State[State["BeforeComment"] = 18] = "BeforeComment";
    State[State["CDATASequence"] = 19] = "CDATASequence";
    State[State["DeclarationSequence"] = 20] = "DeclarationSequence";
    State[State["InSpecialComment"] = 21] = "InSpecialComment";
    State[State["InCommentLike"] = 22] = "InCommentLike";
    // Special tags
    State[State["SpecialStartSequence"] = 23] = "SpecialStartSequence";
    State[State["InSpecialTag"] = 24] = "InSpecialTag";
    State[State["InPlainText"] = 25] = "InPlainText";
    State[State["InEntity"] = 26] = "InEntity";
})(State || (State = {}));
function isWhitespace(c) {
    return (c === Tokenizer_CharCodes.Space ||
        c === Tokenizer_CharCodes.NewLine ||
        c === Tokenizer_CharCodes.Tab ||
        c === Tokenizer_CharCodes.FormFeed ||
        c === Tokenizer_CharCodes.CarriageReturn);
}
function isEndOfTagSection(c) {
    return c === Tokenizer_CharCodes.Slash || c === Tokenizer_CharCodes.Gt || isWhitespace(c);
}
function isASCIIAlpha(c) {
    return ((c >= Tokenizer_CharCodes.LowerA && c <= Tokenizer_CharCodes.LowerZ) ||
        (c >= Tokenizer_CharCodes.UpperA && c <= Tokenizer_CharCodes.UpperZ));
}
/**
 * Quote style used for parsed attributes.
 */
var QuoteType;
(function (QuoteType) {
    QuoteType[QuoteType["NoValue"] = 0] = "NoValue";
    QuoteType[QuoteType["Unquoted"] = 1] = "Unquoted";
    QuoteType[QuoteType["Single"] = 2] = "Single";
    QuoteType[QuoteType["Double"] = 3] = "Double";
})(QuoteType || (QuoteType = {}));
/**
 * Sequences used to match longer strings.
 *
 * We don't have `Script`, `Style`, or `Title` here. Instead, we re-use the *End
 * sequences with an increased offset.
 */
const Sequences = {
    Empty: new Uint8Array(0),
    Cdata: new Uint8Array([0x43, 0x44, 0x41, 0x54, 0x41, 0x5b]), // CDATA[
    CdataEnd: new Uint8Array([0x5d, 0x5d, 0x3e]), // ]]>
    CommentEnd: new Uint8Array([0x2d, 0x2d, 0x21, 0x3e]), // `--!>`
    Doctype: new Uint8Array([0x64, 0x6f, 0x63, 0x74, 0x79, 0x70, 0x65]), // `doctype`
    IframeEnd: new Uint8Array([0x3c, 0x2f, 0x69, 0x66, 0x72, 0x61, 0x6d, 0x65]), // `</iframe`
    NoembedEnd: new Uint8Array([
        0x3c, 0x2f, 0x6e, 0x6f, 0x65, 0x6d, 0x62, 0x65, 0x64,
    ]), // `</noembed`
    NoframesEnd: new Uint8Array([
        0x3c, 0x2f, 0x6e, 0x6f, 0x66, 0x72, 0x61, 0x6d, 0x65, 0x73,
    ]), // `</noframes`
    Plaintext: new Uint8Array([
        0x3c, 0x2f, 0x70, 0x6c, 0x61, 0x69, 0x6e, 0x74, 0x65, 0x78, 0x74,
    ]), // `</plaintext`
    ScriptEnd: new Uint8Array([0x3c, 0x2f, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74]), // `</script`
    StyleEnd: new Uint8Array([0x3c, 0x2f, 0x73, 0x74, 0x79, 0x6c, 0x65]), // `</style`
    TitleEnd: new Uint8Array([0x3c, 0x2f, 0x74, 0x69, 0x74, 0x6c, 0x65]), // `</title`
    TextareaEnd: new Uint8Array([
        0x3c, 0x2f, 0x74, 0x65, 0x78, 0x74, 0x61, 0x72, 0x65, 0x61,
    ]), // `</textarea`
    XmpEnd: new Uint8Array([0x3c, 0x2f, 0x78, 0x6d, 0x70]), // `</xmp`
};
/**
 * Maps the first lowercase character of an HTML tag name to the sequence
 * used for special-tag detection.  All sequences share a common layout
 * where index 2 is the first tag-name character, so matching always
 * continues from offset 3.
 */
const specialStartSequences = new Map([
    [Sequences.IframeEnd[2], Sequences.IframeEnd],
    [Sequences.NoembedEnd[2], Sequences.NoembedEnd],
    [Sequences.Plaintext[2], Sequences.Plaintext],
    [Sequences.ScriptEnd[2], Sequences.ScriptEnd],
    [Sequences.TitleEnd[2], Sequences.TitleEnd],
    [Sequences.XmpEnd[2], Sequences.XmpEnd],
]);
/**
 * Tokenizer implementation used by `Parser`.
 */
class Tokenizer_Tokenizer {
    cbs;
    /** The current state the tokenizer is in. */
    state = State.Text;
    /** The read buffer. */
    buffer = "";
    /** The beginning of the section that is currently being read. */
    sectionStart = 0;
    /** The index within the buffer that we are currently looking at. */
    index = 0;
    /** The start of the last entity. */
    entityStart = 0;
    /** Some behavior, eg. when decoding entities, is done while we are in another state. This keeps track of the other state type. */
    baseState = State.Text;
    /** For special parsing behavior inside of script and style tags. */
    isSpecial = false;
    /** Indicates whether the tokenizer has been paused. */
    running = true;
    /** The offset of the current buffer. */
    offset = 0;
    xmlMode;
    decodeEntities;
    recognizeSelfClosing;
    entityDecoder;
    constructor({ xmlMode = false, decodeEntities = true, recognizeSelfClosing = xmlMode, }, cbs) {
        this.cbs = cbs;
        this.xmlMode = xmlMode;
        this.decodeEntities = decodeEntities;
        this.recognizeSelfClosing = recognizeSelfClosing;
        this.entityDecoder = new EntityDecoder(xmlMode ? xmlDecodeTree : htmlDecodeTree, (cp, consumed) => this.emitCodePoint(cp, consumed));
    }
    reset() {
        this.state = State.Text;
        this.buffer = "";
        this.sectionStart = 0;
        this.index = 0;
        this.baseState = State.Text;
        this.isSpecial = false;
        this.currentSequence = Sequences.Empty;
        this.sequenceIndex = 0;
        this.running = true;
        this.offset = 0;
    }
    write(chunk) {
        this.offset += this.buffer.length;
        this.buffer = chunk;
        this.parse();
    }
    end() {
        if (this.running)
            this.finish();
    }
    pause() {
        this.running = false;
    }
    resume() {
        this.running = true;
        if (this.index < this.buffer.length + this.offset) {
            this.parse();
        }
    }
    stateText(c) {
        if (c === Tokenizer_CharCodes.Lt ||
            (!this.decodeEntities && this.fastForwardTo(Tokenizer_CharCodes.Lt))) {
            if (this.index > this.sectionStart) {
                this.cbs.ontext(this.sectionStart, this.index);
            }
            this.state = State.BeforeTagName;
            this.sectionStart = this.index;
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    currentSequence = Sequences.Empty;
    sequenceIndex = 0;
    enterTagBody() {
        if (this.currentSequence === Sequences.Plaintext) {
            this.currentSequence = Sequences.Empty;
            this.state = State.InPlainText;
        }
        else if (this.isSpecial) {
            this.state = State.InSpecialTag;
            this.sequenceIndex = 0;
        }
        else {
            this.state = State.Text;
        }
    }
    /**
     * Match the opening tag name against an HTML text-only tag sequence.
     *
     * Some tags share an initial prefix (`script`/`style`, `title`/`textarea`,
     * `noembed`/`noframes`), so we may switch to an alternate sequence at the
     * first distinguishing byte.  On a successful full match we fall back to
     * the normal tag-name state; a later `>` will enter raw-text, RCDATA, or
     * plaintext mode based on `currentSequence` / `isSpecial`.
     * @param c Current character code point.
     */
    stateSpecialStartSequence(c) {
        const lower = c | 0x20;
        // Still matching — check for an alternate sequence at branch points.
        if (this.sequenceIndex < this.currentSequence.length) {
            if (lower === this.currentSequence[this.sequenceIndex]) {
                this.sequenceIndex++;
                return;
            }
            if (this.sequenceIndex === 3) {
                if (this.currentSequence === Sequences.ScriptEnd &&
                    lower === Sequences.StyleEnd[3]) {
                    this.currentSequence = Sequences.StyleEnd;
                    this.sequenceIndex = 4;
                    return;
                }
                if (this.currentSequence === Sequences.TitleEnd &&
                    lower === Sequences.TextareaEnd[3]) {
                    this.currentSequence = Sequences.TextareaEnd;
                    this.sequenceIndex = 4;
                    return;
                }
            }
            else if (this.sequenceIndex === 4 &&
                this.currentSequence === Sequences.NoembedEnd &&
                lower === Sequences.NoframesEnd[4]) {
                this.currentSequence = Sequences.NoframesEnd;
                this.sequenceIndex = 5;
                return;
            }
        }
        else if (isEndOfTagSection(c)) {
            // Full match on a valid tag boundary — keep the sequence.
            this.sequenceIndex = 0;
            this.state = State.InTagName;
            this.stateInTagName(c);
            return;
        }
        // No match — abandon special-tag detection.
        this.isSpecial = false;
        this.currentSequence = Sequences.Empty;
        this.sequenceIndex = 0;
        this.state = State.InTagName;
        this.stateInTagName(c);
    }
    stateCDATASequence(c) {
        if (c === Sequences.Cdata[this.sequenceIndex]) {
            if (++this.sequenceIndex === Sequences.Cdata.length) {
                this.state = State.InCommentLike;
                this.currentSequence = Sequences.CdataEnd;
                this.sequenceIndex = 0;
                this.sectionStart = this.index + 1;
            }
        }
        else {
            this.sequenceIndex = 0;
            if (this.xmlMode) {
                this.state = State.InDeclaration;
                this.stateInDeclaration(c); // Reconsume the character
            }
            else {
                this.state = State.InSpecialComment;
                this.stateInSpecialComment(c); // Reconsume the character
            }
        }
    }
    /**
     * When we wait for one specific character, we can speed things up
     * by skipping through the buffer until we find it.
     * @param c Current character code point.
     * @returns Whether the character was found.
     */
    fastForwardTo(c) {
        while (++this.index < this.buffer.length + this.offset) {
            if (this.buffer.charCodeAt(this.index - this.offset) === c) {
                return true;
            }
        }
        /*
         * We increment the index at the end of the `parse` loop,
         * so set it to `buffer.length - 1` here.
         *
         * TODO: Refactor `parse` to increment index before calling states.
         */
        this.index = this.buffer.length + this.offset - 1;
        return false;
    }
    /**
     * Emit a comment token and return to the text state.
     * @param offset Number of characters in the end sequence that have already been matched.
     */
    emitComment(offset) {
        this.cbs.oncomment(this.sectionStart, this.index, offset);
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
        this.state = State.Text;
    }
    /**
     * Comments and CDATA end with `-->` and `]]>`.
     *
     * Their common qualities are:
     * - Their end sequences have a distinct character they start with.
     * - That character is then repeated, so we have to check multiple repeats.
     * - All characters but the start character of the sequence can be skipped.
     * @param c Current character code point.
     */
    stateInCommentLike(c) {
        if (!this.xmlMode &&
            this.currentSequence === Sequences.CommentEnd &&
            this.sequenceIndex <= 1 &&
            /*
             * We're still at the very start of the comment: the only
             * characters consumed since `<!--` are the dashes that
             * advanced sequenceIndex (0 for `<!-->`, 1 for `<!--->`).
             */
            this.index === this.sectionStart + this.sequenceIndex &&
            c === Tokenizer_CharCodes.Gt) {
            // Abruptly closed empty HTML comment.
            this.emitComment(this.sequenceIndex);
        }
        else if (this.currentSequence === Sequences.CommentEnd &&
            this.sequenceIndex === 2 &&
            c === Tokenizer_CharCodes.Gt) {
            // `!` is optional here, so the same sequence also accepts `-->`.
            this.emitComment(2);
        }
        else if (this.currentSequence === Sequences.CommentEnd &&
            this.sequenceIndex === this.currentSequence.length - 1 &&
            c !== Tokenizer_CharCodes.Gt) {
            this.sequenceIndex = Number(c === Tokenizer_CharCodes.Dash);
        }
        else if (c === this.currentSequence[this.sequenceIndex]) {
            if (++this.sequenceIndex === this.currentSequence.length) {
                if (this.currentSequence === Sequences.CdataEnd) {
                    this.cbs.oncdata(this.sectionStart, this.index, 2);
                }
                else {
                    this.cbs.oncomment(this.sectionStart, this.index, 3);
                }
                this.sequenceIndex = 0;
                this.sectionStart = this.index + 1;
                this.state = State.Text;
            }
        }
        else if (this.sequenceIndex === 0) {
            // Fast-forward to the first character of the sequence
            if (this.fastForwardTo(this.currentSequence[0])) {
                this.sequenceIndex = 1;
            }
        }
        else if (c !== this.currentSequence[this.sequenceIndex - 1]) {
            // Allow long sequences, eg. --->, ]]]>
            this.sequenceIndex = 0;
        }
    }
    /**
     * HTML only allows ASCII alpha characters (a-z and A-Z) at the beginning of a tag name.
     *
     * XML allows a lot more characters here (@see https://www.w3.org/TR/REC-xml/#NT-NameStartChar).
     * We allow anything that wouldn't end the tag.
     * @param c Current character code point.
     */
    isTagStartChar(c) {
        return this.xmlMode ? !isEndOfTagSection(c) : isASCIIAlpha(c);
    }
    /**
     * Scan raw-text / RCDATA content for the matching end tag.
     *
     * For RCDATA tags (`<title>`, `<textarea>`) entities are decoded inline.
     * For raw-text tags (`<script>`, `<style>`, etc.) we fast-forward to `<`.
     * @param c Current character code point.
     */
    stateInSpecialTag(c) {
        if (this.sequenceIndex === this.currentSequence.length) {
            if (isEndOfTagSection(c)) {
                const endOfText = this.index - this.currentSequence.length;
                if (this.sectionStart < endOfText) {
                    // Spoof the index so that reported locations match up.
                    const actualIndex = this.index;
                    this.index = endOfText;
                    this.cbs.ontext(this.sectionStart, endOfText);
                    this.index = actualIndex;
                }
                this.isSpecial = false;
                this.sectionStart = endOfText + 2; // Skip over the `</`
                this.stateInClosingTagName(c);
                return; // We are done; skip the rest of the function.
            }
            this.sequenceIndex = 0;
        }
        if ((c | 0x20) === this.currentSequence[this.sequenceIndex]) {
            this.sequenceIndex += 1;
        }
        else if (this.sequenceIndex === 0) {
            if (this.currentSequence === Sequences.TitleEnd ||
                this.currentSequence === Sequences.TextareaEnd) {
                // RCDATA tags have to parse entities while still looking for their end tag.
                if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
                    this.startEntity();
                }
            }
            else if (this.fastForwardTo(Tokenizer_CharCodes.Lt)) {
                // Outside of RCDATA tags, we can fast-forward.
                this.sequenceIndex = 1;
            }
        }
        else {
            // If we see a `<`, set the sequence index to 1; useful for eg. `<</script>`.
            this.sequenceIndex = Number(c === Tokenizer_CharCodes.Lt);
        }
    }
    stateBeforeTagName(c) {
        if (c === Tokenizer_CharCodes.ExclamationMark) {
            this.state = State.BeforeDeclaration;
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.Questionmark) {
            if (this.xmlMode) {
                this.state = State.InProcessingInstruction;
                this.sequenceIndex = 0;
                this.sectionStart = this.index + 1;
            }
            else {
                this.state = State.InSpecialComment;
                this.sectionStart = this.index;
            }
        }
        else if (this.isTagStartChar(c)) {
            this.sectionStart = this.index;
            const special = this.xmlMode || this.cbs.isInForeignContext?.()
                ? undefined
                : specialStartSequences.get(c | 0x20);
            if (special === undefined) {
                this.state = State.InTagName;
            }
            else {
                this.isSpecial = true;
                this.currentSequence = special;
                this.sequenceIndex = 3;
                this.state = State.SpecialStartSequence;
            }
        }
        else if (c === Tokenizer_CharCodes.Slash) {
            this.state = State.BeforeClosingTagName;
        }
        else {
            this.state = State.Text;
            this.stateText(c);
        }
    }
    stateInTagName(c) {
        if (isEndOfTagSection(c)) {
            this.cbs.onopentagname(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
    }
    stateBeforeClosingTagName(c) {
        if (isWhitespace(c)) {
            if (this.xmlMode) {
                // Ignore
            }
            else {
                this.state = State.InSpecialComment;
                this.sectionStart = this.index;
            }
        }
        else if (c === Tokenizer_CharCodes.Gt) {
            this.state = State.Text;
            if (!this.xmlMode) {
                this.sectionStart = this.index + 1;
            }
        }
        else {
            this.state = this.isTagStartChar(c)
                ? State.InClosingTagName
                : State.InSpecialComment;
            this.sectionStart = this.index;
        }
    }
    stateInClosingTagName(c) {
        if (isEndOfTagSection(c)) {
            this.cbs.onclosetag(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.state = State.AfterClosingTagName;
            this.stateAfterClosingTagName(c);
        }
    }
    stateAfterClosingTagName(c) {
        // Skip everything until ">"
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    stateBeforeAttributeName(c) {
        if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.onopentagend(this.index);
            this.enterTagBody();
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.Slash) {
            this.state = State.InSelfClosingTag;
        }
        else if (!isWhitespace(c)) {
            this.state = State.InAttributeName;
            this.sectionStart = this.index;
        }
    }
    /**
     * Handle `/` before `>` in an opening tag.
     *
     * In HTML mode, text-only tags ignore the self-closing flag and still enter
     * their raw-text/RCDATA/plaintext state unless self-closing tags are being
     * recognized. In XML mode, or for ordinary tags, the tokenizer returns to
     * regular text parsing after emitting the self-closing callback.
     * @param c Current character code point.
     */
    stateInSelfClosingTag(c) {
        if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.onselfclosingtag(this.index);
            this.sectionStart = this.index + 1;
            if (!this.recognizeSelfClosing) {
                this.enterTagBody();
                return;
            }
            this.state = State.Text;
            this.isSpecial = false; // Reset special state, in case of self-closing special tags
            this.currentSequence = Sequences.Empty;
        }
        else if (!isWhitespace(c)) {
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
    }
    stateInAttributeName(c) {
        if (c === Tokenizer_CharCodes.Eq || isEndOfTagSection(c)) {
            this.cbs.onattribname(this.sectionStart, this.index);
            this.sectionStart = this.index;
            this.state = State.AfterAttributeName;
            this.stateAfterAttributeName(c);
        }
    }
    stateAfterAttributeName(c) {
        if (c === Tokenizer_CharCodes.Eq) {
            this.state = State.BeforeAttributeValue;
        }
        else if (c === Tokenizer_CharCodes.Slash || c === Tokenizer_CharCodes.Gt) {
            this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
            this.sectionStart = -1;
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
        else if (!isWhitespace(c)) {
            this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
            this.state = State.InAttributeName;
            this.sectionStart = this.index;
        }
    }
    stateBeforeAttributeValue(c) {
        if (c === Tokenizer_CharCodes.DoubleQuote) {
            this.state = State.InAttributeValueDq;
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.SingleQuote) {
            this.state = State.InAttributeValueSq;
            this.sectionStart = this.index + 1;
        }
        else if (!isWhitespace(c)) {
            this.sectionStart = this.index;
            this.state = State.InAttributeValueNq;
            this.stateInAttributeValueNoQuotes(c); // Reconsume token
        }
    }
    handleInAttributeValue(c, quote) {
        if (c === quote ||
            (!this.decodeEntities && this.fastForwardTo(quote))) {
            this.cbs.onattribdata(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.cbs.onattribend(quote === Tokenizer_CharCodes.DoubleQuote
                ? QuoteType.Double
                : QuoteType.Single, this.index + 1);
            this.state = State.BeforeAttributeName;
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    stateInAttributeValueDoubleQuotes(c) {
        this.handleInAttributeValue(c, Tokenizer_CharCodes.DoubleQuote);
    }
    stateInAttributeValueSingleQuotes(c) {
        this.handleInAttributeValue(c, Tokenizer_CharCodes.SingleQuote);
    }
    stateInAttributeValueNoQuotes(c) {
        if (isWhitespace(c) || c === Tokenizer_CharCodes.Gt) {
            this.cbs.onattribdata(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.cbs.onattribend(QuoteType.Unquoted, this.index);
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    /**
     * Distinguish between CDATA, declarations, HTML comments, and HTML bogus
     * comments after `<!`.
     *
     * In HTML mode, only real comments and doctypes stay on declaration paths;
     * everything else becomes a bogus comment terminated by the next `>`.
     * @param c Current character code point.
     */
    stateBeforeDeclaration(c) {
        if (c === Tokenizer_CharCodes.OpeningSquareBracket) {
            this.state = State.CDATASequence;
            this.sequenceIndex = 0;
        }
        else if (this.xmlMode) {
            this.state =
                c === Tokenizer_CharCodes.Dash
                    ? State.BeforeComment
                    : State.InDeclaration;
        }
        else if ((c | 0x20) === Sequences.Doctype[0]) {
            this.state = State.DeclarationSequence;
            this.currentSequence = Sequences.Doctype;
            this.sequenceIndex = 1;
        }
        else if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.oncomment(this.sectionStart, this.index, 0);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.Dash) {
            this.state = State.BeforeComment;
        }
        else {
            this.state = State.InSpecialComment;
        }
    }
    /**
     * Continue matching `doctype` after `<!d`.
     *
     * A full `doctype` match stays on the declaration path; any other name falls
     * back to an HTML bogus comment, which matches browser behavior for
     * non-doctype `<!...>` constructs.
     * @param c Current character code point.
     */
    stateDeclarationSequence(c) {
        if (this.sequenceIndex === this.currentSequence.length) {
            this.state = State.InDeclaration;
            this.stateInDeclaration(c);
        }
        else if ((c | 0x20) === this.currentSequence[this.sequenceIndex]) {
            this.sequenceIndex += 1;
        }
        else if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.oncomment(this.sectionStart, this.index, 0);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
        else {
            this.state = State.InSpecialComment;
        }
    }
    stateInDeclaration(c) {
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.cbs.ondeclaration(this.sectionStart, this.index);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    /**
     * XML processing instructions (`<?...?>`).
     *
     * In HTML mode `<?` is routed to `InSpecialComment` instead, so this
     * state is only reachable in XML mode.
     * @param c Current character code point.
     */
    stateInProcessingInstruction(c) {
        if (c === Tokenizer_CharCodes.Questionmark) {
            // Remember that we just consumed `?`, so the next `>` closes the PI.
            this.sequenceIndex = 1;
        }
        else if (c === Tokenizer_CharCodes.Gt && this.sequenceIndex === 1) {
            this.cbs.onprocessinginstruction(this.sectionStart, this.index - 1);
            this.sequenceIndex = 0;
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
        else {
            // Keep scanning for the next `?`, which can start a closing `?>`.
            this.sequenceIndex = Number(this.fastForwardTo(Tokenizer_CharCodes.Questionmark));
        }
    }
    stateBeforeComment(c) {
        if (c === Tokenizer_CharCodes.Dash) {
            this.state = State.InCommentLike;
            this.currentSequence = Sequences.CommentEnd;
            this.sequenceIndex = 0;
            this.sectionStart = this.index + 1;
        }
        else if (this.xmlMode) {
            this.state = State.InDeclaration;
        }
        else if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.oncomment(this.sectionStart, this.index, 0);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
        else {
            this.state = State.InSpecialComment;
        }
    }
    stateInSpecialComment(c) {
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.cbs.oncomment(this.sectionStart, this.index, 0);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    startEntity() {
        this.baseState = this.state;
        this.state = State.InEntity;
        this.entityStart = this.index;
        this.entityDecoder.startEntity(this.xmlMode
            ? DecodingMode.Strict
            : this.baseState === State.Text ||
                this.baseState === State.InSpecialTag
                ? DecodingMode.Legacy
                : DecodingMode.Attribute);
    }
    stateInEntity() {
        const indexInBuffer = this.index - this.offset;
        const length = this.entityDecoder.write(this.buffer, indexInBuffer);
        // If `length` is positive, we are done with the entity.
        if (length >= 0) {
            this.state = this.baseState;
            if (length === 0) {
                this.index -= 1;
            }
        }
        else {
            if (indexInBuffer < this.buffer.length &&
                this.buffer.charCodeAt(indexInBuffer) === Tokenizer_CharCodes.Amp) {
                this.state = this.baseState;
                this.index -= 1;
                return;
            }
            // Mark buffer as consumed.
            this.index = this.offset + this.buffer.length - 1;
        }
    }
    /**
     * Remove data that has already been consumed from the buffer.
     */
    cleanup() {
        // If we are inside of text or attributes, emit what we already have.
        if (this.running && this.sectionStart !== this.index) {
            if (this.state === State.Text ||
                this.state === State.InPlainText ||
                (this.state === State.InSpecialTag && this.sequenceIndex === 0)) {
                this.cbs.ontext(this.sectionStart, this.index);
                this.sectionStart = this.index;
            }
            else if (this.state === State.InAttributeValueDq ||
                this.state === State.InAttributeValueSq ||
                this.state === State.InAttributeValueNq) {
                this.cbs.onattribdata(this.sectionStart, this.index);
                this.sectionStart = this.index;
            }
        }
    }
    shouldContinue() {
        return this.index < this.buffer.length + this.offset && this.running;
    }
    /**
     * Iterates through the buffer, calling the function corresponding to the current state.
     *
     * States that are more likely to be hit are higher up, as a performance improvement.
     */
    parse() {
        while (this.shouldContinue()) {
            const c = this.buffer.charCodeAt(this.index - this.offset);
            switch (this.state) {
                case State.Text: {
                    this.stateText(c);
                    break;
                }
                case State.InPlainText: {
                    // Skip to end of buffer; cleanup() emits the text.
                    this.index = this.buffer.length + this.offset - 1;
                    break;
                }
                case State.SpecialStartSequence: {
                    this.stateSpecialStartSequence(c);
                    break;
                }
                case State.InSpecialTag: {
                    this.stateInSpecialTag(c);
                    break;
                }
                case State.CDATASequence: {
                    this.stateCDATASequence(c);
                    break;
                }
                case State.DeclarationSequence: {
                    this.stateDeclarationSequence(c);
                    break;
                }
                case State.InAttributeValueDq: {
                    this.stateInAttributeValueDoubleQuotes(c);
                    break;
                }
                case State.InAttributeName: {
                    this.stateInAttributeName(c);
                    break;
                }
                case State.InCommentLike: {
                    this.stateInCommentLike(c);
                    break;
                }
                case State.InSpecialComment: {
                    this.stateInSpecialComment(c);
                    break;
                }
                case State.BeforeAttributeName: {
                    this.stateBeforeAttributeName(c);
                    break;
                }
                case State.InTagName: {
                    this.stateInTagName(c);
                    break;
                }
                case State.InClosingTagName: {
                    this.stateInClosingTagName(c);
                    break;
                }
                case State.BeforeTagName: {
                    this.stateBeforeTagName(c);
                    break;
                }
                case State.AfterAttributeName: {
                    this.stateAfterAttributeName(c);
                    break;
                }
                case State.InAttributeValueSq: {
                    this.stateInAttributeValueSingleQuotes(c);
                    break;
                }
                case State.BeforeAttributeValue: {
                    this.stateBeforeAttributeValue(c);
                    break;
                }
                case State.BeforeClosingTagName: {
                    this.stateBeforeClosingTagName(c);
                    break;
                }
                case State.AfterClosingTagName: {
                    this.stateAfterClosingTagName(c);
                    break;
                }
                case State.InAttributeValueNq: {
                    this.stateInAttributeValueNoQuotes(c);
                    break;
                }
                case State.InSelfClosingTag: {
                    this.stateInSelfClosingTag(c);
                    break;
                }
                case State.InDeclaration: {
                    this.stateInDeclaration(c);
                    break;
                }
                case State.BeforeDeclaration: {
                    this.stateBeforeDeclaration(c);
                    break;
                }
                case State.BeforeComment: {
                    this.stateBeforeComment(c);
                    break;
                }
                case State.InProcessingInstruction: {
                    this.stateInProcessingInstruction(c);
                    break;
                }
                case State.InEntity: {
                    this.stateInEntity();
                    break;
                }
            }
            this.index++;
        }
        this.cleanup();
    }
    finish() {
        if (this.state === State.InEntity) {
            this.entityDecoder.end();
            this.state = this.baseState;
        }
        this.handleTrailingData();
        this.cbs.onend();
    }
    handleTrailingCommentLikeData(endIndex) {
        if (this.state !== State.InCommentLike) {
            return false;
        }
        if (this.currentSequence === Sequences.CdataEnd) {
            if (this.xmlMode) {
                if (this.sectionStart < endIndex) {
                    this.cbs.oncdata(this.sectionStart, endIndex, 0);
                }
            }
            else {
                /* In HTML mode, unclosed CDATA is a bogus comment. */
                const cdataStart = this.sectionStart - Sequences.Cdata.length - 1;
                this.cbs.oncomment(cdataStart, endIndex, 0);
            }
        }
        else {
            const offset = this.xmlMode
                ? 0
                : Math.min(this.sequenceIndex, Sequences.CommentEnd.length - 1);
            this.cbs.oncomment(this.sectionStart, endIndex, offset);
        }
        return true;
    }
    handleTrailingMarkupDeclaration(endIndex) {
        if (this.xmlMode) {
            switch (this.state) {
                case State.InSpecialComment:
                case State.BeforeComment:
                case State.CDATASequence:
                case State.DeclarationSequence:
                case State.InDeclaration: {
                    this.cbs.ontext(this.sectionStart, endIndex);
                    return true;
                }
                default: {
                    return false;
                }
            }
        }
        switch (this.state) {
            case State.BeforeDeclaration:
            case State.InSpecialComment:
            case State.BeforeComment:
            case State.CDATASequence: {
                this.cbs.oncomment(this.sectionStart, endIndex, 0);
                return true;
            }
            case State.DeclarationSequence: {
                if (this.sequenceIndex !== Sequences.Doctype.length) {
                    this.cbs.oncomment(this.sectionStart, endIndex, 0);
                }
                return true;
            }
            case State.InDeclaration: {
                return true;
            }
            default: {
                return false;
            }
        }
    }
    /** Handle any trailing data. */
    handleTrailingData() {
        const endIndex = this.buffer.length + this.offset;
        if (this.handleTrailingCommentLikeData(endIndex) ||
            this.handleTrailingMarkupDeclaration(endIndex)) {
            return;
        }
        // If there is no remaining data, we are done.
        if (this.sectionStart >= endIndex) {
            return;
        }
        switch (this.state) {
            case State.InTagName:
            case State.BeforeAttributeName:
            case State.BeforeAttributeValue:
            case State.AfterAttributeName:
            case State.InAttributeName:
            case State.InAttributeValueSq:
            case State.InAttributeValueDq:
            case State.InAttributeValueNq:
            case State.InClosingTagName: {
                /*
                 * If we are currently in an opening or closing tag, us not calling the
                 * respective callback signals that the tag should be ignored.
                 */
                break;
            }
            default: {
                this.cbs.ontext(this.sectionStart, endIndex);
            }
        }
    }
    emitCodePoint(cp, consumed) {
        if (this.baseState !== State.Text &&
            this.baseState !== State.InSpecialTag) {
            if (this.sectionStart < this.entityStart) {
                this.cbs.onattribdata(this.sectionStart, this.entityStart);
            }
            this.sectionStart = this.entityStart + consumed;
            this.index = this.sectionStart - 1;
            this.cbs.onattribentity(cp);
        }
        else {
            if (this.sectionStart < this.entityStart) {
                this.cbs.ontext(this.sectionStart, this.entityStart);
            }
            this.sectionStart = this.entityStart + consumed;
            this.index = this.sectionStart - 1;
            this.cbs.ontextentity(cp, this.sectionStart);
        }
    }
}
//# sourceMappingURL=Tokenizer.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/dist/Parser.js
const { fromCodePoint } = String;

const formTags = new Set([
    "input",
    "option",
    "optgroup",
    "select",
    "button",
    "datalist",
    "textarea",
]);
const pTag = new Set(["p"]);
const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const tableSectionTags = new Set(["thead", "tbody"]);
const ddtTags = new Set(["dd", "dt"]);
const rtpTags = new Set(["rt", "rp"]);
const openImpliesClose = new Map([
    ["tr", new Set(["tr", "th", "td"])],
    ["th", new Set(["th"])],
    ["td", new Set(["thead", "th", "td"])],
    ["body", new Set(["head", "link", "script"])],
    ["a", new Set(["a"])],
    ["li", new Set(["li"])],
    ["p", pTag],
    ["h1", headingTags],
    ["h2", headingTags],
    ["h3", headingTags],
    ["h4", headingTags],
    ["h5", headingTags],
    ["h6", headingTags],
    ["select", formTags],
    ["input", formTags],
    ["output", formTags],
    ["button", formTags],
    ["datalist", formTags],
    ["textarea", formTags],
    ["option", new Set(["option"])],
    ["optgroup", new Set(["optgroup", "option"])],
    ["dd", ddtTags],
    ["dt", ddtTags],
    ["address", pTag],
    ["article", pTag],
    ["aside", pTag],
    ["blockquote", pTag],
    ["details", pTag],
    ["div", pTag],
    ["dl", pTag],
    ["fieldset", pTag],
    ["figcaption", pTag],
    ["figure", pTag],
    ["footer", pTag],
    ["form", pTag],
    ["header", pTag],
    ["hr", pTag],
    ["main", pTag],
    ["nav", pTag],
    ["ol", pTag],
    ["pre", pTag],
    ["section", pTag],
    ["table", pTag],
    ["ul", pTag],
    ["rt", rtpTags],
    ["rp", rtpTags],
    ["tbody", tableSectionTags],
    ["tfoot", tableSectionTags],
]);
const DOCUMENT_TYPE = "doctype";
const voidElements = new Set([
    "area",
    "base",
    "basefont",
    "br",
    "col",
    "command",
    "embed",
    "frame",
    "hr",
    "img",
    "input",
    "isindex",
    "keygen",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
]);
const foreignContextElements = new Set(["math", "svg"]);
/**
 * Elements that can be used to integrate HTML content within foreign namespaces (e.g., SVG or MathML).
 *
 * Entries must use the SVG-adjusted casing (e.g. "foreignObject" not
 * "foreignobject") since they are compared against adjusted tag names.
 */
const htmlIntegrationElements = new Set([
    "mi",
    "mo",
    "mn",
    "ms",
    "mtext",
    "annotation-xml",
    "foreignObject",
    "desc",
    "title",
]);
const svgTagNameAdjustments = new Map([
    ["altglyph", "altGlyph"],
    ["altglyphdef", "altGlyphDef"],
    ["altglyphitem", "altGlyphItem"],
    ["animatecolor", "animateColor"],
    ["animatemotion", "animateMotion"],
    ["animatetransform", "animateTransform"],
    ["clippath", "clipPath"],
    ["feblend", "feBlend"],
    ["fecolormatrix", "feColorMatrix"],
    ["fecomponenttransfer", "feComponentTransfer"],
    ["fecomposite", "feComposite"],
    ["feconvolvematrix", "feConvolveMatrix"],
    ["fediffuselighting", "feDiffuseLighting"],
    ["fedisplacementmap", "feDisplacementMap"],
    ["fedistantlight", "feDistantLight"],
    ["fedropshadow", "feDropShadow"],
    ["feflood", "feFlood"],
    ["fefunca", "feFuncA"],
    ["fefuncb", "feFuncB"],
    ["fefuncg", "feFuncG"],
    ["fefuncr", "feFuncR"],
    ["fegaussianblur", "feGaussianBlur"],
    ["feimage", "feImage"],
    ["femerge", "feMerge"],
    ["femergenode", "feMergeNode"],
    ["femorphology", "feMorphology"],
    ["feoffset", "feOffset"],
    ["fepointlight", "fePointLight"],
    ["fespecularlighting", "feSpecularLighting"],
    ["fespotlight", "feSpotLight"],
    ["fetile", "feTile"],
    ["feturbulence", "feTurbulence"],
    ["foreignobject", "foreignObject"],
    ["glyphref", "glyphRef"],
    ["lineargradient", "linearGradient"],
    ["radialgradient", "radialGradient"],
    ["textpath", "textPath"],
]);
var ForeignContext;
(function (ForeignContext) {
    ForeignContext[ForeignContext["None"] = 0] = "None";
    ForeignContext[ForeignContext["Svg"] = 1] = "Svg";
    ForeignContext[ForeignContext["MathML"] = 2] = "MathML";
})(ForeignContext || (ForeignContext = {}));
const reNameEnd = /\s|\//;
/**
 * Incremental parser implementation.
 */
class Parser {
    options;
    /** The start index of the last event. */
    startIndex = 0;
    /** The end index of the last event. */
    endIndex = 0;
    /**
     * Store the start index of the current open tag,
     * so we can update the start index for attributes.
     */
    openTagStart = 0;
    tagname = "";
    attribname = "";
    attribvalue = "";
    attribs = null;
    stack = [];
    foreignContext;
    cbs;
    lowerCaseTagNames;
    lowerCaseAttributeNames;
    recognizeSelfClosing;
    /** We are parsing HTML. Inverse of the `xmlMode` option. */
    htmlMode;
    tokenizer;
    buffers = [];
    bufferOffset = 0;
    /** The index of the last written buffer. Used when resuming after a `pause()`. */
    writeIndex = 0;
    /** Indicates whether the parser has finished running / `.end` has been called. */
    ended = false;
    constructor(cbs, options = {}) {
        this.options = options;
        this.cbs = cbs ?? {};
        this.htmlMode = !this.options.xmlMode;
        this.lowerCaseTagNames = options.lowerCaseTags ?? this.htmlMode;
        this.lowerCaseAttributeNames =
            options.lowerCaseAttributeNames ?? this.htmlMode;
        this.recognizeSelfClosing =
            options.recognizeSelfClosing ?? !this.htmlMode;
        this.tokenizer = new (options.Tokenizer ?? Tokenizer_Tokenizer)(this.options, this);
        this.foreignContext = [ForeignContext.None];
        this.cbs.onparserinit?.(this);
    }
    // Tokenizer event handlers
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    ontext(start, endIndex) {
        const data = this.getSlice(start, endIndex);
        this.endIndex = endIndex - 1;
        this.cbs.ontext?.(data);
        this.startIndex = endIndex;
    }
    /**
     * @param cp Current Unicode code point.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    ontextentity(cp, endIndex) {
        this.endIndex = endIndex - 1;
        this.cbs.ontext?.(fromCodePoint(cp));
        this.startIndex = endIndex;
    }
    /** @internal */
    isInForeignContext() {
        return this.foreignContext[0] !== ForeignContext.None;
    }
    /**
     * Checks if the current tag is a void element. Override this if you want
     * to specify your own additional void elements.
     * @param name Name of the pseudo selector.
     */
    isVoidElement(name) {
        return this.htmlMode && voidElements.has(name);
    }
    /**
     * Read a tag name from the buffer.
     *
     * When `lowerCaseTagNames` is enabled (the default in HTML mode), the name
     * is lowercased and may be adjusted for SVG casing or the `image` → `img`
     * alias.
     * @param start Start index of the tag name in the buffer.
     * @param endIndex End index of the tag name in the buffer.
     */
    readTagName(start, endIndex) {
        const name = this.lowerCaseTagNames
            ? this.getSlice(start, endIndex).toLowerCase()
            : this.getSlice(start, endIndex);
        if (!(this.lowerCaseTagNames && this.htmlMode)) {
            return name;
        }
        if (this.foreignContext[0] === ForeignContext.Svg) {
            return svgTagNameAdjustments.get(name) ?? name;
        }
        /*
         * Closing tags for SVG elements inside HTML integration points
         * (e.g. </foreignObject> while inside its own content) need case
         * adjustment so the name matches what was pushed to the stack.
         * `foreignContext.length > 1` means a foreign ancestor exists —
         * the base [None] entry plus at least one pushed context.
         */
        if (this.foreignContext.length > 1) {
            const adjusted = svgTagNameAdjustments.get(name);
            if (adjusted !== undefined && this.stack.includes(adjusted)) {
                return adjusted;
            }
        }
        if (!this.isInForeignContext()) {
            return name === "image" ? "img" : name;
        }
        return name;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onopentagname(start, endIndex) {
        this.endIndex = endIndex;
        this.emitOpenTag(this.readTagName(start, endIndex));
    }
    emitOpenTag(name) {
        this.openTagStart = this.startIndex;
        this.tagname = name;
        /*
         * The spec ignores a second <form> when one is already open.
         * Setting tagname to "" suppresses all downstream effects: attribs
         * stays null so endOpenTag is a no-op, and closeCurrentTag can't
         * match "" on the stack.
         */
        if (this.htmlMode && name === "form" && this.stack.includes("form")) {
            this.tagname = "";
            return;
        }
        const impliesClose = this.htmlMode && openImpliesClose.get(name);
        if (impliesClose) {
            while (this.stack.length > 0 && impliesClose.has(this.stack[0])) {
                this.popElement(true);
            }
        }
        if (!this.isVoidElement(name)) {
            this.stack.unshift(name);
            if (this.htmlMode) {
                if (name === "svg") {
                    this.foreignContext.unshift(ForeignContext.Svg);
                }
                else if (name === "math") {
                    this.foreignContext.unshift(ForeignContext.MathML);
                }
                else if (htmlIntegrationElements.has(name)) {
                    this.foreignContext.unshift(ForeignContext.None);
                }
            }
        }
        this.cbs.onopentagname?.(name);
        if (this.cbs.onopentag)
            this.attribs = {};
    }
    endOpenTag(isImplied) {
        this.startIndex = this.openTagStart;
        if (this.attribs) {
            this.cbs.onopentag?.(this.tagname, this.attribs, isImplied);
            this.attribs = null;
        }
        if (this.cbs.onclosetag && this.isVoidElement(this.tagname)) {
            this.cbs.onclosetag(this.tagname, true);
        }
        this.tagname = "";
    }
    /**
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onopentagend(endIndex) {
        this.endIndex = endIndex;
        this.endOpenTag(false);
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onclosetag(start, endIndex) {
        this.endIndex = endIndex;
        const name = this.readTagName(start, endIndex);
        if (!this.isVoidElement(name)) {
            const pos = this.stack.indexOf(name);
            if (pos !== -1) {
                for (let index = 0; index < pos; index++) {
                    this.popElement(true);
                }
                this.popElement(false);
            }
            else if (this.htmlMode && name === "p") {
                // Implicit open before close
                this.emitOpenTag("p");
                this.closeCurrentTag(true);
            }
        }
        else if (this.htmlMode && name === "br") {
            // We can't use `emitOpenTag` for implicit open, as `br` would be implicitly closed.
            this.cbs.onopentagname?.("br");
            this.cbs.onopentag?.("br", {}, true);
            this.cbs.onclosetag?.("br", false);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /**
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onselfclosingtag(endIndex) {
        this.endIndex = endIndex;
        if (this.recognizeSelfClosing || this.isInForeignContext()) {
            this.closeCurrentTag(false);
            // Set `startIndex` for next node
            this.startIndex = endIndex + 1;
        }
        else {
            // Ignore the fact that the tag is self-closing.
            this.onopentagend(endIndex);
        }
    }
    /**
     * Pop the top element off the stack, emit a close event, and maintain
     * the foreign context stack.
     * @param implied Whether this close is implied (not from an explicit end tag).
     */
    popElement(implied) {
        // biome-ignore lint/style/noNonNullAssertion: The element is guaranteed to exist.
        const element = this.stack.shift();
        if (this.htmlMode &&
            (foreignContextElements.has(element) ||
                htmlIntegrationElements.has(element))) {
            this.foreignContext.shift();
        }
        this.cbs.onclosetag?.(element, implied);
    }
    closeCurrentTag(isOpenImplied) {
        const name = this.tagname;
        this.endOpenTag(isOpenImplied);
        // Self-closing tags will be on the top of the stack
        if (this.stack[0] === name) {
            this.popElement(!isOpenImplied);
        }
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onattribname(start, endIndex) {
        this.startIndex = start;
        const name = this.getSlice(start, endIndex);
        this.attribname = this.lowerCaseAttributeNames
            ? name.toLowerCase()
            : name;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onattribdata(start, endIndex) {
        this.attribvalue += this.getSlice(start, endIndex);
    }
    /**
     * @param cp Current Unicode code point.
     * @internal
     */
    onattribentity(cp) {
        this.attribvalue += fromCodePoint(cp);
    }
    /**
     * @param quote Quote type used for the current attribute.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onattribend(quote, endIndex) {
        this.endIndex = endIndex;
        this.cbs.onattribute?.(this.attribname, this.attribvalue, quote === QuoteType.Double
            ? '"'
            : quote === QuoteType.Single
                ? "'"
                : quote === QuoteType.NoValue
                    ? undefined
                    : null);
        if (this.attribs && !Object.hasOwn(this.attribs, this.attribname)) {
            this.attribs[this.attribname] = this.attribvalue;
        }
        this.attribvalue = "";
    }
    getInstructionName(value) {
        const index = value.search(reNameEnd);
        let name = index < 0 ? value : value.substr(0, index);
        if (this.lowerCaseTagNames) {
            name = name.toLowerCase();
        }
        return name;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    ondeclaration(start, endIndex) {
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex);
        if (this.cbs.onprocessinginstruction) {
            /*
             * In HTML mode, ondeclaration is only reached for DOCTYPE
             * (the tokenizer routes everything else to bogus comments).
             */
            const name = this.htmlMode
                ? this.lowerCaseTagNames
                    ? DOCUMENT_TYPE
                    : value.slice(0, DOCUMENT_TYPE.length)
                : this.getInstructionName(value);
            this.cbs.onprocessinginstruction(`!${name}`, `!${value}`);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @internal
     */
    onprocessinginstruction(start, endIndex) {
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex);
        if (this.cbs.onprocessinginstruction) {
            const name = this.getInstructionName(value);
            this.cbs.onprocessinginstruction(`?${name}`, `?${value}`);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @param offset Offset applied when computing parser indices.
     * @internal
     */
    oncomment(start, endIndex, offset) {
        this.endIndex = endIndex;
        this.cbs.oncomment?.(this.getSlice(start, endIndex - offset));
        this.cbs.oncommentend?.();
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /**
     * @param start Start index for the current parser event.
     * @param endIndex End index for the current parser event.
     * @param offset Offset applied when computing parser indices.
     * @internal
     */
    oncdata(start, endIndex, offset) {
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex - offset);
        if (!this.htmlMode || this.options.recognizeCDATA) {
            this.cbs.oncdatastart?.();
            this.cbs.ontext?.(value);
            this.cbs.oncdataend?.();
        }
        else if (this.isInForeignContext()) {
            this.cbs.ontext?.(value);
        }
        else {
            this.cbs.oncomment?.(`[CDATA[${value}]]`);
            this.cbs.oncommentend?.();
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    onend() {
        if (this.cbs.onclosetag) {
            // Set the end index for all remaining tags
            this.endIndex = this.startIndex;
            for (let index = 0; index < this.stack.length; index++) {
                this.cbs.onclosetag(this.stack[index], true);
            }
        }
        this.cbs.onend?.();
    }
    /**
     * Resets the parser to a blank state, ready to parse a new HTML document
     */
    reset() {
        this.cbs.onreset?.();
        this.tokenizer.reset();
        this.tagname = "";
        this.attribname = "";
        this.attribvalue = "";
        this.attribs = null;
        this.stack.length = 0;
        this.startIndex = 0;
        this.endIndex = 0;
        this.cbs.onparserinit?.(this);
        this.buffers.length = 0;
        this.foreignContext.length = 0;
        this.foreignContext.unshift(ForeignContext.None);
        this.bufferOffset = 0;
        this.writeIndex = 0;
        this.ended = false;
    }
    /**
     * Resets the parser, then parses a complete document and
     * pushes it to the handler.
     * @param data Document to parse.
     */
    parseComplete(data) {
        this.reset();
        this.end(data);
    }
    getSlice(start, end) {
        if (start === end) {
            return "";
        }
        while (start - this.bufferOffset >= this.buffers[0].length) {
            this.shiftBuffer();
        }
        let slice = this.buffers[0].slice(start - this.bufferOffset, end - this.bufferOffset);
        while (end - this.bufferOffset > this.buffers[0].length) {
            this.shiftBuffer();
            slice += this.buffers[0].slice(0, end - this.bufferOffset);
        }
        return slice;
    }
    shiftBuffer() {
        this.bufferOffset += this.buffers[0].length;
        this.writeIndex--;
        this.buffers.shift();
    }
    /**
     * Parses a chunk of data and calls the corresponding callbacks.
     * @param chunk Chunk to parse.
     */
    write(chunk) {
        if (this.ended) {
            this.cbs.onerror?.(new Error(".write() after done!"));
            return;
        }
        this.buffers.push(chunk);
        if (this.tokenizer.running) {
            this.tokenizer.write(chunk);
            this.writeIndex++;
        }
    }
    /**
     * Parses the end of the buffer and clears the stack, calls onend.
     * @param chunk Optional final chunk to parse.
     */
    end(chunk) {
        if (this.ended) {
            this.cbs.onerror?.(new Error(".end() after done!"));
            return;
        }
        if (chunk)
            this.write(chunk);
        this.ended = true;
        this.tokenizer.end();
    }
    /**
     * Pauses parsing. The parser won't emit events until `resume` is called.
     */
    pause() {
        this.tokenizer.pause();
    }
    /**
     * Resumes parsing after `pause` was called.
     */
    resume() {
        this.tokenizer.resume();
        while (this.tokenizer.running &&
            this.writeIndex < this.buffers.length) {
            this.tokenizer.write(this.buffers[this.writeIndex++]);
        }
        if (this.ended)
            this.tokenizer.end();
    }
}
//# sourceMappingURL=Parser.js.map
;// CONCATENATED MODULE: ./node_modules/domelementtype/dist/index.js
/** Types of elements found in htmlparser2's DOM */
var ElementType;
(function (ElementType) {
    /** Type for the root element of a document */
    ElementType["Root"] = "root";
    /** Type for Text */
    ElementType["Text"] = "text";
    /** Type for <? ... ?> */
    ElementType["Directive"] = "directive";
    /** Type for <!-- ... --> */
    ElementType["Comment"] = "comment";
    /** Type for <script> tags */
    ElementType["Script"] = "script";
    /** Type for <style> tags */
    ElementType["Style"] = "style";
    /** Type for Any tag */
    ElementType["Tag"] = "tag";
    /** Type for <![CDATA[ ... ]]> */
    ElementType["CDATA"] = "cdata";
    /** Type for <!doctype ...> */
    ElementType["Doctype"] = "doctype";
})(ElementType || (ElementType = {}));
/**
 * Tests whether an element is a tag or not.
 * @param element Element to test
 * @param element.type Node type discriminator to check.
 */
function isTag(element) {
    return (element.type === ElementType.Tag ||
        element.type === ElementType.Script ||
        element.type === ElementType.Style);
}
// Exports for backwards compatibility
/** Type for the root element of a document */
// eslint-disable-next-line prefer-destructuring
const Root = ElementType.Root;
/** Type for Text */
// eslint-disable-next-line prefer-destructuring
const Text = ElementType.Text;
/** Type for <? ... ?> */
// eslint-disable-next-line prefer-destructuring
const Directive = ElementType.Directive;
/** Type for <!-- ... --> */
// eslint-disable-next-line prefer-destructuring
const Comment = ElementType.Comment;
/** Type for <script> tags */
// eslint-disable-next-line prefer-destructuring
const Script = ElementType.Script;
/** Type for <style> tags */
// eslint-disable-next-line prefer-destructuring
const Style = ElementType.Style;
/** Type for Any tag */
// eslint-disable-next-line prefer-destructuring
const Tag = ElementType.Tag;
/** Type for <![CDATA[ ... ]]> */
// eslint-disable-next-line prefer-destructuring
const CDATA = ElementType.CDATA;
/** Type for <!doctype ...> */
// eslint-disable-next-line prefer-destructuring
const Doctype = ElementType.Doctype;

;// CONCATENATED MODULE: ./node_modules/domhandler/dist/node.js

/**
 * This object will be used as the prototype for Nodes when creating a
 * DOM-Level-1-compliant structure.
 */
class Node {
    /** Parent of the node */
    parent = null;
    /** Previous sibling */
    prev = null;
    /** Next sibling */
    next = null;
    /** The start index of the node. Requires `withStartIndices` on the handler to be `true. */
    startIndex = null;
    /** The end index of the node. Requires `withEndIndices` on the handler to be `true. */
    endIndex = null;
    // Read-write aliases for properties
    /**
     * Same as {@link parent}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get parentNode() {
        return this.parent;
    }
    set parentNode(parent) {
        this.parent = parent;
    }
    /**
     * Same as {@link prev}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get previousSibling() {
        return this.prev;
    }
    set previousSibling(previous) {
        this.prev = previous;
    }
    /**
     * Same as {@link next}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nextSibling() {
        return this.next;
    }
    set nextSibling(next) {
        this.next = next;
    }
    /**
     * Clone this node, and optionally its children.
     * @param recursive Clone child nodes as well.
     * @returns A clone of the node.
     */
    cloneNode(recursive = false) {
        return cloneNode(this, recursive);
    }
}
/**
 * A node that contains some data.
 */
class DataNode extends Node {
    data;
    /**
     * @param data The content of the data node
     */
    constructor(data) {
        super();
        this.data = data;
    }
    /**
     * Same as {@link data}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nodeValue() {
        return this.data;
    }
    set nodeValue(data) {
        this.data = data;
    }
}
/**
 * Text within the document.
 */
class node_Text extends DataNode {
    type = ElementType.Text;
    get nodeType() {
        return 3;
    }
}
/**
 * Comments within the document.
 */
class node_Comment extends DataNode {
    type = ElementType.Comment;
    get nodeType() {
        return 8;
    }
}
/**
 * Processing instructions, including doc types.
 */
class ProcessingInstruction extends DataNode {
    type = ElementType.Directive;
    name;
    constructor(name, data) {
        super(data);
        this.name = name;
    }
    get nodeType() {
        return 1;
    }
    /** If this is a doctype, the document type name (parse5 only). */
    "x-name";
    /** If this is a doctype, the document type public identifier (parse5 only). */
    "x-publicId";
    /** If this is a doctype, the document type system identifier (parse5 only). */
    "x-systemId";
}
/**
 * A node that can have children.
 */
class NodeWithChildren extends Node {
    children;
    /**
     * @param children Children of the node. Only certain node types can have children.
     */
    constructor(children) {
        super();
        this.children = children;
    }
    // Aliases
    /** First child of the node. */
    get firstChild() {
        return this.children[0] ?? null;
    }
    /** Last child of the node. */
    get lastChild() {
        return this.children.length > 0
            ? this.children[this.children.length - 1]
            : null;
    }
    /**
     * Same as {@link children}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get childNodes() {
        return this.children;
    }
    set childNodes(children) {
        this.children = children;
    }
}
/**
 * CDATA nodes.
 */
class node_CDATA extends NodeWithChildren {
    type = ElementType.CDATA;
    get nodeType() {
        return 4;
    }
}
/**
 * The root node of the document.
 */
class Document extends NodeWithChildren {
    type = ElementType.Root;
    get nodeType() {
        return 9;
    }
}
/**
 * An element within the DOM.
 */
class Element extends NodeWithChildren {
    name;
    attribs;
    type;
    /**
     * @param name Name of the tag, eg. `div`, `span`.
     * @param attribs Object mapping attribute names to attribute values.
     * @param children Children of the node.
     * @param type Node type used for the new node instance.
     */
    constructor(name, attribs, children = [], type = name === "script"
        ? ElementType.Script
        : name === "style"
            ? ElementType.Style
            : ElementType.Tag) {
        super(children);
        this.name = name;
        this.attribs = attribs;
        this.type = type;
    }
    get nodeType() {
        return 1;
    }
    // DOM Level 1 aliases
    /**
     * Same as {@link name}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get tagName() {
        return this.name;
    }
    set tagName(name) {
        this.name = name;
    }
    get attributes() {
        return Object.keys(this.attribs).map((name) => ({
            name,
            value: this.attribs[name],
            namespace: this["x-attribsNamespace"]?.[name],
            prefix: this["x-attribsPrefix"]?.[name],
        }));
    }
    /** Element namespace (parse5 only). */
    namespace;
    /** Element attribute namespaces (parse5 only). */
    "x-attribsNamespace";
    /** Element attribute namespace-related prefixes (parse5 only). */
    "x-attribsPrefix";
}
/**
 * Checks if `node` is an element node.
 * @param node Node to check.
 * @returns `true` if the node is an element node.
 */
function node_isTag(node) {
    return isTag(node);
}
/**
 * Checks if `node` is a CDATA node.
 * @param node Node to check.
 * @returns `true` if the node is a CDATA node.
 */
function isCDATA(node) {
    return node.type === ElementType.CDATA;
}
/**
 * Checks if `node` is a text node.
 * @param node Node to check.
 * @returns `true` if the node is a text node.
 */
function isText(node) {
    return node.type === ElementType.Text;
}
/**
 * Checks if `node` is a comment node.
 * @param node Node to check.
 * @returns `true` if the node is a comment node.
 */
function isComment(node) {
    return node.type === ElementType.Comment;
}
/**
 * Checks if `node` is a directive node.
 * @param node Node to check.
 * @returns `true` if the node is a directive node.
 */
function isDirective(node) {
    return node.type === ElementType.Directive;
}
/**
 * Checks if `node` is a document node.
 * @param node Node to check.
 * @returns `true` if the node is a document node.
 */
function isDocument(node) {
    return node.type === ElementType.Root;
}
/**
 * Checks if `node` has children.
 * @param node Node to check.
 * @returns `true` if the node has children.
 */
function hasChildren(node) {
    return Object.hasOwn(node, "children");
}
/**
 * Clone a node, and optionally its children.
 * @param node Node to clone.
 * @param recursive Clone child nodes as well.
 * @returns A clone of the node.
 */
function cloneNode(node, recursive = false) {
    let result;
    if (isText(node)) {
        result = new node_Text(node.data);
    }
    else if (isComment(node)) {
        result = new node_Comment(node.data);
    }
    else if (node_isTag(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new Element(node.name, { ...node.attribs }, children);
        for (const child of children) {
            child.parent = clone;
        }
        if (node.namespace != null) {
            clone.namespace = node.namespace;
        }
        if (node["x-attribsNamespace"]) {
            clone["x-attribsNamespace"] = { ...node["x-attribsNamespace"] };
        }
        if (node["x-attribsPrefix"]) {
            clone["x-attribsPrefix"] = { ...node["x-attribsPrefix"] };
        }
        result = clone;
    }
    else if (isCDATA(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new node_CDATA(children);
        for (const child of children) {
            child.parent = clone;
        }
        result = clone;
    }
    else if (isDocument(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new Document(children);
        for (const child of children) {
            child.parent = clone;
        }
        if (node["x-mode"]) {
            clone["x-mode"] = node["x-mode"];
        }
        result = clone;
    }
    else if (isDirective(node)) {
        const instruction = new ProcessingInstruction(node.name, node.data);
        if (node["x-name"] != null) {
            instruction["x-name"] = node["x-name"];
            instruction["x-publicId"] = node["x-publicId"];
            instruction["x-systemId"] = node["x-systemId"];
        }
        result = instruction;
    }
    else {
        throw new Error(`Not implemented yet: ${node.type}`);
    }
    result.startIndex = node.startIndex;
    result.endIndex = node.endIndex;
    if (node.sourceCodeLocation != null) {
        result.sourceCodeLocation = node.sourceCodeLocation;
    }
    return result;
}
/**
 * Clone a list of child nodes.
 * @param childs The child nodes to clone.
 * @returns A list of cloned child nodes.
 */
function cloneChildren(childs) {
    const children = childs.map((child) => cloneNode(child, true));
    for (let index = 1; index < children.length; index++) {
        children[index].prev = children[index - 1];
        children[index - 1].next = children[index];
    }
    return children;
}

;// CONCATENATED MODULE: ./node_modules/domhandler/dist/index.js



// Default options
const defaultOptions = {
    withStartIndices: false,
    withEndIndices: false,
    xmlMode: false,
};
/**
 * Event-based handler that builds a DOM tree from parser callbacks.
 */
class DomHandler {
    /** The elements of the DOM */
    dom = [];
    /** The root element for the DOM */
    root = new Document(this.dom);
    /** Called once parsing has completed. */
    callback;
    /** Settings for the handler. */
    options;
    /** Callback whenever a tag is closed. */
    elementCB;
    /** Indicated whether parsing has been completed. */
    done = false;
    /** Stack of open tags. */
    tagStack = [this.root];
    /** A data node that is still being written to. */
    lastNode = null;
    /** Reference to the parser instance. Used for location information. */
    parser = null;
    /**
     * @param callback Called once parsing has completed.
     * @param options Settings for the handler.
     * @param elementCB Callback whenever a tag is closed.
     */
    constructor(callback, options, elementCB) {
        // Make it possible to skip arguments, for backwards-compatibility
        if (typeof options === "function") {
            elementCB = options;
            options = defaultOptions;
        }
        if (typeof callback === "object") {
            options = callback;
            callback = undefined;
        }
        this.callback = callback ?? null;
        this.options = options ?? defaultOptions;
        this.elementCB = elementCB ?? null;
    }
    onparserinit(parser) {
        this.parser = parser;
    }
    // Resets the handler back to starting state
    onreset() {
        this.dom = [];
        this.root = new Document(this.dom);
        this.done = false;
        this.tagStack = [this.root];
        this.lastNode = null;
        this.parser = null;
    }
    // Signals the handler that parsing is done
    onend() {
        if (this.done)
            return;
        this.done = true;
        this.parser = null;
        this.handleCallback(null);
    }
    onerror(error) {
        this.handleCallback(error);
    }
    onclosetag() {
        this.lastNode = null;
        const element = this.tagStack.pop();
        if (this.options.withEndIndices && this.parser) {
            element.endIndex = this.parser.endIndex;
        }
        if (this.elementCB)
            this.elementCB(element);
    }
    onopentag(name, attribs) {
        const type = this.options.xmlMode ? ElementType.Tag : undefined;
        const element = new Element(name, attribs, undefined, type);
        this.addNode(element);
        this.tagStack.push(element);
    }
    ontext(data) {
        const { lastNode } = this;
        if (lastNode && lastNode.type === ElementType.Text) {
            lastNode.data += data;
            if (this.options.withEndIndices && this.parser) {
                lastNode.endIndex = this.parser.endIndex;
            }
        }
        else {
            const node = new node_Text(data);
            this.addNode(node);
            this.lastNode = node;
        }
    }
    oncomment(data) {
        if (this.lastNode && this.lastNode.type === ElementType.Comment) {
            this.lastNode.data += data;
            return;
        }
        const node = new node_Comment(data);
        this.addNode(node);
        this.lastNode = node;
    }
    oncommentend() {
        this.lastNode = null;
    }
    oncdatastart() {
        const text = new node_Text("");
        const node = new node_CDATA([text]);
        this.addNode(node);
        text.parent = node;
        this.lastNode = text;
    }
    oncdataend() {
        this.lastNode = null;
    }
    onprocessinginstruction(name, data) {
        const node = new ProcessingInstruction(name, data);
        this.addNode(node);
    }
    handleCallback(error) {
        if (typeof this.callback === "function") {
            this.callback(error, this.dom);
        }
        else if (error) {
            throw error;
        }
    }
    addNode(node) {
        const parent = this.tagStack[this.tagStack.length - 1];
        const previousSibling = parent.children[parent.children.length - 1];
        if (this.options.withStartIndices && this.parser) {
            node.startIndex = this.parser.startIndex;
        }
        if (this.options.withEndIndices && this.parser) {
            node.endIndex = this.parser.endIndex;
        }
        parent.children.push(node);
        if (previousSibling) {
            node.prev = previousSibling;
            previousSibling.next = node;
        }
        node.parent = parent;
        this.lastNode = null;
    }
}
/* harmony default export */ const dist = ((/* unused pure expression or super */ null && (DomHandler)));

;// CONCATENATED MODULE: ./src/core/dates.ts
// UTC ISO 8601 timestamps with seconds, the one date format of the state file.
/** `2026-08-12T06:00:00Z`: milliseconds dropped so the state diff stays quiet. */
function formatInstant(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Parses an ISO 8601 date-time that names its zone; undefined for anything else. */
function dates_parseInstant(text) {
    if (!ISO_WITH_ZONE.test(text))
        return undefined;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
}
/** A sitemap `<lastmod>`: W3C Datetime with seconds and a zone (the XSD rejects minutes-only), or a date. */
function formatLastmod(instant, format) {
    const iso = instant.replace(/\.\d+Z$/, 'Z');
    if (format === 'date')
        return iso.slice(0, 10);
    return iso.replace(/Z$/, '+00:00');
}

;// CONCATENATED MODULE: ./src/core/html-dates.ts
// Writing the state's dates into one built page. Pure: a string in, a string (or a verdict) out.
//
// Only the byte ranges that hold a date are replaced; everything else is copied through as it
// was, so a page whose dates are already right comes back identical, and a diff of a rewritten
// page shows the dates and nothing else. The extractor ignores exactly what is written here
// (JSON-LD date keys, `<head>` meta, `[data-lastmod]` elements), so a rewrite never moves a hash.


/** Names and properties of the meta elements that carry the modified date (lower case). */
const MODIFIED_META = new Set(['article:modified_time', 'og:updated_time']);
/**
 * The attributes of a JSON-LD `<script>`: type `application/ld+json`, in any case, parameters
 * aside. The extractor uses the same test, so that it sees every block written here.
 */
function isJsonLd(attribs) {
    return isJsonLdType(Object.hasOwn(attribs, 'type') ? attribs.type : undefined);
}
/** isJsonLd from the value of the `type` attribute (undefined: there is none). */
function isJsonLdType(type) {
    if (type === undefined)
        return false;
    const semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/ld+json';
}
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The value to write where `existing` stood: kept as is when it already names the same instant
 * (or the same day, for a date-only value), so a site's own spelling causes no churn; a date-only
 * value stays date-only, anything else becomes the state instant.
 */
function dateValueLike(existing, instant) {
    const trimmed = existing.trim();
    if (DATE_ONLY.test(trimmed))
        return trimmed === instant.slice(0, 10) ? existing : instant.slice(0, 10);
    const parsed = dates_parseInstant(trimmed);
    const target = dates_parseInstant(instant);
    if (parsed && target && parsed.getTime() === target.getTime())
        return existing;
    return target ? formatInstant(target) : instant;
}
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December'
];
const FORMAT_TOKEN = /\[([^\]]*)\]|YYYY|MMMM|MMM|MM|M|DD|D|HH|mm|ss/g;
/**
 * Text for a `[data-lastmod]` element, in UTC. `format` is a pattern of YYYY, MMMM (August),
 * MMM (Aug), MM, M, DD, D, HH, mm, ss with `[literal]` text; `iso` or empty is YYYY-MM-DD and
 * `datetime` the full instant.
 */
function formatDateText(instant, format) {
    const date = dates_parseInstant(instant);
    if (!date)
        return instant;
    const f = (format ?? '').trim();
    if (f === '' || f === 'iso' || f === 'date')
        return formatInstant(date).slice(0, 10);
    if (f === 'datetime')
        return formatInstant(date);
    const pad = (n) => String(n).padStart(2, '0');
    return f.replace(FORMAT_TOKEN, (token, literal) => {
        if (literal !== undefined)
            return literal;
        switch (token) {
            case 'YYYY':
                return String(date.getUTCFullYear());
            case 'MMMM':
                return MONTHS[date.getUTCMonth()] ?? '';
            case 'MMM':
                return (MONTHS[date.getUTCMonth()] ?? '').slice(0, 3);
            case 'MM':
                return pad(date.getUTCMonth() + 1);
            case 'M':
                return String(date.getUTCMonth() + 1);
            case 'DD':
                return pad(date.getUTCDate());
            case 'D':
                return String(date.getUTCDate());
            case 'HH':
                return pad(date.getUTCHours());
            case 'mm':
                return pad(date.getUTCMinutes());
            default:
                return pad(date.getUTCSeconds());
        }
    });
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** JSON's whitespace. */
function isJsonSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/** Where a number, `true`, `false` or `null` ends. */
function endsJsonScalar(c) {
    return c === 0x2c || c === 0x5d || c === 0x7d || isJsonSpace(c);
}
/** Reads a block that JSON.parse has accepted, by code unit; strings without escapes are sliced, not parsed. */
class JsonScanner {
    text;
    i = 0;
    constructor(text) {
        this.text = text;
    }
    scan() {
        this.ws();
        const node = this.value();
        this.ws();
        if (this.i !== this.text.length)
            throw new Error('trailing text');
        return node;
    }
    ws() {
        const text = this.text;
        let i = this.i;
        while (i < text.length && isJsonSpace(text.charCodeAt(i)))
            i++;
        this.i = i;
    }
    at(c) {
        return this.text.charCodeAt(this.i) === c;
    }
    value() {
        const c = this.text.charCodeAt(this.i);
        if (c === 0x7b)
            return this.object();
        if (c === 0x5b)
            return this.array();
        if (c === QUOTE)
            return { kind: 'string', value: this.string() };
        const text = this.text;
        const start = this.i;
        let i = start;
        while (i < text.length && !endsJsonScalar(text.charCodeAt(i)))
            i++;
        if (i === start)
            throw new Error(`unexpected '${text[start] ?? 'end'}' at ${start}`);
        this.i = i;
        return { kind: 'other' };
    }
    /** Reads a string from its opening quote; returns its value. */
    string() {
        const text = this.text;
        const start = this.i;
        let escaped = false;
        for (let i = start + 1; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === BACKSLASH) {
                escaped = true;
                i++;
            }
            else if (c === QUOTE) {
                this.i = i + 1;
                return escaped ? JSON.parse(text.slice(start, i + 1)) : text.slice(start + 1, i);
            }
        }
        throw new Error('unterminated string');
    }
    expect(c) {
        if (this.text[this.i] !== c)
            throw new Error(`expected '${c}' at ${this.i}`);
        this.i++;
    }
    object() {
        const members = [];
        this.i++;
        let leadStart = this.i;
        this.ws();
        if (this.at(0x7d)) {
            this.i++;
            return { kind: 'object', members };
        }
        for (;;) {
            const keyStart = this.i;
            if (!this.at(QUOTE))
                throw new Error(`expected a key at ${this.i}`);
            const key = this.string();
            const keyEnd = this.i;
            this.ws();
            this.expect(':');
            this.ws();
            const valueStart = this.i;
            const value = this.value();
            const valueEnd = this.i;
            members.push({ key, leadStart, keyStart, keyEnd, valueStart, valueEnd, value });
            this.ws();
            if (this.at(0x2c)) {
                this.i++;
                leadStart = this.i;
                this.ws();
                continue;
            }
            this.expect('}');
            return { kind: 'object', members };
        }
    }
    array() {
        const items = [];
        this.i++;
        this.ws();
        if (this.at(0x5d)) {
            this.i++;
            return { kind: 'array', items };
        }
        for (;;) {
            items.push(this.value());
            this.ws();
            if (this.at(0x2c)) {
                this.i++;
                this.ws();
                continue;
            }
            this.expect(']');
            return { kind: 'array', items };
        }
    }
}
/**
 * Edits to one JSON-LD block (offsets relative to the block): every object that has a string
 * `dateModified` gets the page's modified date there (objects nested in `@graph`, `mainEntity`…
 * included); such an object without `datePublished` gets one, right after its `dateModified`.
 */
function jsonLdEdits(text, dates) {
    const root = new JsonScanner(text).scan();
    const edits = [];
    let carriers = 0;
    const visit = (node) => {
        if (node.kind === 'array')
            return node.items.forEach(visit);
        if (node.kind !== 'object')
            return;
        // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
        const modifiedMembers = node.members.filter((m) => m.key === 'dateModified' && m.value.kind === 'string');
        let last;
        for (const member of modifiedMembers) {
            if (member.value.kind !== 'string')
                continue;
            carriers++;
            const current = member.value.value;
            const next = dateValueLike(current, dates.modified);
            if (next !== current)
                edits.push({ start: member.valueStart, end: member.valueEnd, text: JSON.stringify(next) });
            last = { member, next };
        }
        if (last && !node.members.some((m) => m.key === 'datePublished')) {
            const { member, next } = last;
            const lead = text.slice(member.leadStart, member.keyStart);
            const separator = text.slice(member.keyEnd, member.valueStart);
            const published = DATE_ONLY.test(next.trim()) ? dates.published.slice(0, 10) : dates.published;
            edits.push({ start: member.valueEnd, end: member.valueEnd, text: `,${lead}"datePublished"${separator}${JSON.stringify(published)}` });
        }
        for (const m of node.members)
            visit(m.value);
    };
    visit(root);
    return { edits, carriers };
}
function analyse(html, dates) {
    const analysis = { edits: [], carriers: 0, jsonLdBlocks: 0, warnings: [] };
    let depth = 0;
    let jsonLd;
    const dated = [];
    /** Writes `next` where the attribute's value is (`current`, decoded), or adds a value to a bare attribute. */
    const replaceAttribute = (span, current, next) => {
        if (span.valueStart < 0) {
            analysis.edits.push({ start: span.end, end: span.end, text: `="${escapeHtml(next)}"` });
        }
        else if (current !== next) {
            const text = span.quoted ? escapeHtml(next) : next;
            if (html.slice(span.valueStart, span.valueEnd) !== text) {
                analysis.edits.push({ start: span.valueStart, end: span.valueEnd, text });
            }
        }
    };
    const jsonLdBlock = (start, end) => {
        analysis.jsonLdBlocks++;
        const text = html.slice(start, end);
        try {
            JSON.parse(text);
        }
        catch {
            analysis.warnings.push(`JSON-LD block ${analysis.jsonLdBlocks} is not valid JSON; its dates were left as they are`);
            return;
        }
        const { edits, carriers } = jsonLdEdits(text, dates);
        analysis.carriers += carriers;
        for (const e of edits)
            analysis.edits.push({ start: start + e.start, end: start + e.end, text: e.text });
    };
    // Attributes are read by name from `spans`, as the attributes object would give them (none of
    // these names is `__proto__`, which that object drops).
    scanHtmlTags(html, {
        onopentag(name, implied, tagEnd, spans) {
            // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
            if (!isVoid(name))
                depth++;
            if (implied)
                return;
            if (name === 'meta') {
                const property = (spans.value('property') ?? spans.value('name') ?? '').trim().toLowerCase();
                const content = spans.get('content');
                if (MODIFIED_META.has(property) && content) {
                    analysis.carriers++;
                    const current = spans.value('content') ?? '';
                    replaceAttribute(content, current, dateValueLike(current, dates.modified));
                }
            }
            if (name === 'script' && isJsonLdType(spans.value('type'))) {
                jsonLd = { contentStart: tagEnd + 1, depth };
            }
            const marked = spans.value('data-lastmod');
            if (marked !== undefined) {
                analysis.carriers++;
                const which = marked.trim().toLowerCase();
                const instant = which === 'published' ? dates.published : dates.modified;
                const datetime = spans.get('datetime');
                if (datetime) {
                    const current = spans.value('datetime') ?? '';
                    replaceAttribute(datetime, current, dateValueLike(current, instant));
                }
                else if (name === 'time') {
                    const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd;
                    analysis.edits.push({ start: at, end: at, text: ` datetime="${escapeHtml(instant)}"` });
                }
                // A void element (or one written `<x/>`) has no text to replace.
                if (html[tagEnd - 1] !== '/' && !isVoid(name)) {
                    dated.push({ name, contentStart: tagEnd + 1, format: spans.value('data-lastmod-format'), instant, depth });
                }
            }
        },
        // `closeStart`: where the end tag starts (see above); -1 for a close without one (implied).
        onclosetag(name, implied, closeStart) {
            if (isVoid(name))
                return;
            if (jsonLd && jsonLd.depth === depth) {
                if (!implied)
                    jsonLdBlock(jsonLd.contentStart, closeStart);
                jsonLd = undefined;
            }
            // Not `dated[-1]` when empty: a negative index is a slow property lookup, on every close.
            const top = dated.length > 0 ? dated[dated.length - 1] : undefined;
            if (top && top.depth === depth) {
                dated.pop();
                if (implied) {
                    analysis.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`);
                }
                else {
                    // The element's whole content becomes the date: drop edits made inside it.
                    analysis.edits = analysis.edits.filter((e) => e.start < top.contentStart || e.start >= closeStart);
                    const text = escapeHtml(formatDateText(top.instant, top.format));
                    if (html.slice(top.contentStart, closeStart) !== text) {
                        analysis.edits.push({ start: top.contentStart, end: closeStart, text });
                    }
                }
            }
            depth--;
        }
    });
    return analysis;
}
const html_dates_VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
function isVoid(name) {
    return html_dates_VOID.has(name);
}
/**
 * What is wrong with `output` as the rewrite of a page whose first pass found `before`: it must
 * hold as many date carriers and JSON-LD blocks, raise no new warning, and need no further edit.
 */
function checkRewrite(before, output, dates) {
    const again = analyse(output, dates);
    const problems = [];
    if (again.edits.length > 0)
        problems.push(`${again.edits.length} date(s) still differ after the rewrite`);
    if (again.carriers !== before.carriers)
        problems.push(`found ${again.carriers} date carriers instead of ${before.carriers}`);
    if (again.jsonLdBlocks !== before.jsonLdBlocks)
        problems.push(`found ${again.jsonLdBlocks} JSON-LD blocks instead of ${before.jsonLdBlocks}`);
    if (again.warnings.length > before.warnings.length)
        problems.push(again.warnings[again.warnings.length - 1]);
    return problems;
}
/** Why `output` does not hold up as the rewrite of `original` with `dates`; empty when it does. */
function rewriteProblems(original, output, dates) {
    return checkRewrite(analyse(original, dates), output, dates);
}
function applyEdits(html, edits) {
    const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const e of sorted) {
        if (e.start < at)
            throw new Error(`overlapping edits at ${e.start}`);
        out += html.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + html.slice(at);
}
/**
 * Writes `dates` into `html`: JSON-LD `dateModified` (and a missing `datePublished` beside it),
 * `article:modified_time` / `og:updated_time` meta, and `[data-lastmod]` elements (`datetime`
 * and text). The result is parsed back (`checkRewrite`); if it does not hold up the verdict is
 * `failed` and the page must be left as it was.
 */
function rewriteHtmlDates(html, dates) {
    const first = analyse(html, dates);
    if (first.edits.length === 0)
        return { kind: 'unchanged', warnings: first.warnings };
    let output;
    try {
        output = applyEdits(html, first.edits);
    }
    catch (error) {
        return { kind: 'failed', reason: error.message, warnings: first.warnings };
    }
    const problems = checkRewrite(first, output, dates);
    if (problems.length > 0) {
        return { kind: 'failed', reason: `the rewritten page does not parse back: ${problems.join('; ')}`, warnings: first.warnings };
    }
    return { kind: 'rewritten', html: output, edits: first.edits.length, warnings: first.warnings };
}

;// CONCATENATED MODULE: ./src/core/content-urls.ts
// Normalisation of URLs found in page content (link targets, image and media sources).
//
// A URL in content is significant: a changed link target or image is a content change. What is
// not significant is how the build happened to spell it: the site's domain and base path, asset
// fingerprints, cache-busting queries, tracking parameters, fragment ids of in-page anchors and
// query parameter order. This module removes exactly those, and nothing that can name a
// different resource on a page link (a `/blog/2024-deadbeef12/` slug is kept as written).



/**
 * The ONE list of tracking parameters, dropped from every http(s) URL (pages and assets alike).
 * Names are compared lower-cased. `prefixes` match a family (`utm_source`, `utm_medium`, …).
 */
const TRACKING_PARAMS = {
    prefixes: ['utm_', 'pk_', 'mtm_', 'hsa_'],
    names: new Set([
        // Google
        'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'gad_source', 'gad_campaignid', '_ga', '_gl', 'srsltid',
        // Meta, Microsoft, Yandex, social networks
        'fbclid', 'msclkid', 'yclid', 'ysclid', 'igshid', 'igsh', 'twclid', 'ttclid', 'li_fat_id', 'ref_src', 'ref_url',
        'epik', 'rdt_cid', 'sccid',
        // Mailchimp, HubSpot, Marketo, Adobe, Vero, others
        'mc_cid', 'mc_eid', '_hsenc', '_hsmi', '__hssc', '__hstc', '__hsfp', 'hsctatracking', 'mkt_tok',
        's_kwcid', 'ef_id', 'vero_id', 'vero_conv', '_kx', 'oly_anon_id', 'oly_enc_id', 'rb_clickid', 'wickedid',
        'irclickid', 'sc_cid', 'mbid'
    ])
};
/** True when a query parameter name is a tracking parameter (case-insensitive). */
function isTrackingParam(name) {
    const lower = name.toLowerCase();
    if (TRACKING_PARAMS.names.has(lower))
        return true;
    for (const prefix of TRACKING_PARAMS.prefixes)
        if (lower.startsWith(prefix))
            return true;
    return false;
}
/**
 * Cache-busting parameters: dropped on asset URLs only. On a page link `?v=…` can be content
 * (`youtube.com/watch?v=…`), so they are kept there.
 */
const CACHE_BUST_PARAMS = new Set([
    'v', 'ver', 'version', '_', '_v', '__v', 't', 'ts', 'timestamp', 'cb', 'cachebust', 'cache_bust', 'cache-bust',
    'cachebuster', 'nocache', 'bust', 'hash', 'h', 'rev', 'revision', 'build', 'buildid', 'dpl'
]);
/**
 * File extensions of assets: resources a build emits next to pages, often fingerprinted. Documents
 * a reader downloads (`.pdf`, `.zip`) are not here: their name is chosen by the author.
 */
const ASSET_EXTENSIONS = new Set([
    'js', 'mjs', 'cjs', 'css', 'map', 'json', 'wasm',
    'png', 'jpg', 'jpeg', 'jfif', 'pjpeg', 'gif', 'svg', 'webp', 'avif', 'jxl', 'apng', 'ico', 'bmp', 'tif', 'tiff', 'heic',
    'woff', 'woff2', 'ttf', 'otf', 'eot',
    'mp4', 'm4v', 'webm', 'ogv', 'mov', 'mp3', 'm4a', 'ogg', 'oga', 'wav', 'flac', 'vtt'
]);
/** The replacement for a fingerprint: visible in explanations, equal across builds. */
const FINGERPRINT_MARK = '*';
/**
 * Normalise a URL found in content.
 *
 * - trimmed; empty stays empty; unparsable → the trimmed raw text;
 * - a same-page anchor (`#x`, or the page's own URL with a fragment) → `#`: the text of the link is
 *   what matters, in-page ids are generated (heading slugs, footnote numbers);
 * - `data:` URLs → media type + a short SHA-256 of the whole URL (stable, short, still changes
 *   when the inlined data changes);
 * - other non-http(s) schemes (`mailto:`, `tel:`) → as the URL parser serialises them;
 * - http(s): tracking parameters dropped; on assets also cache-busting parameters and file-name /
 *   path fingerprints; remaining parameters sorted by name;
 * - same host as the site (http or https) and under its base path → path relative to the site
 *   root with a leading `/`; elsewhere → absolute.
 */
function normalizeContentUrl(raw, pageUrl, siteUrl) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return '';
    if (trimmed.charCodeAt(0) === 0x23 /* # */)
        return '#';
    if (isDataUrl(trimmed))
        return summariseDataUrl(trimmed);
    if (!pageIndependent(trimmed))
        return normalizeParsed(trimmed, pageUrl, siteUrl);
    // Navigation, footer and asset URLs repeat on every page: parse each once per site (and per
    // page origin, for absolute URLs on another host).
    const context = contextOf(siteUrl, pageUrl);
    const links = context.links;
    const met = links.met;
    // The links of a page mostly repeat, in the same order, those of the page before it.
    const guess = links.before[met.length];
    if (guess !== undefined && guess.raw === trimmed) {
        met.push(guess);
        return guess.normalized;
    }
    let link = links.known.get(trimmed);
    if (link === undefined) {
        const normalized = simpleLink(trimmed, context) ?? normalizeParsed(trimmed, pageUrl, siteUrl);
        if (links.known.size >= CACHE_LIMIT)
            links.known.clear();
        // Both may be slices of the page: the cache outlives it.
        link = { raw: ownCopy(trimmed), normalized: ownCopy(normalized) };
        links.known.set(link.raw, link);
    }
    // A caller that gives many pages one URL object is one page here: `met` stays bounded.
    if (met.length < CACHE_LIMIT)
        met.push(link);
    return link.normalized;
}
/**
 * What normalizeContentUrl's answers for the URLs that sharedNormalForm accepts depend on besides
 * the URL: the same object for the same site URL and page origin. For caches of those answers
 * kept elsewhere (the collector in WebAssembly keeps them from page to page).
 */
function contentUrlContext(siteUrl, pageUrl) {
    return contextOf(siteUrl, pageUrl).links;
}
/** Whether normalizeContentUrl(raw, pageUrl, siteUrl) depends on the page only through contentUrlContext. */
function sharedNormalForm(raw) {
    const trimmed = raw.trim();
    return trimmed === '' || trimmed.charCodeAt(0) === 0x23 /* # */ || isDataUrl(trimmed) || pageIndependent(trimmed);
}
/** `data:` in any case, with something after it. */
function isDataUrl(trimmed) {
    const c = trimmed.charCodeAt(0) | 0x20;
    return c === 0x64 /* d */ && trimmed.length > 5 && trimmed.slice(0, 5).toLowerCase() === 'data:';
}
/**
 * One LinkCache per context. The last context is kept at hand, found by the very URL objects: a
 * page's links all come with the same two, and keying each URL by the context too cost more than
 * the lookup.
 */
const caches = new Map();
let last;
const CACHE_LIMIT = 20000;
const CONTEXT_LIMIT = 16;
function contextOf(site, page) {
    if (last !== undefined && last.page === page && last.site === site)
        return last;
    const key = site.href + '\n' + page.origin;
    let links = caches.get(key);
    if (links === undefined) {
        if (caches.size >= CONTEXT_LIMIT)
            caches.clear();
        links = { known: new Map(), met: anyArray(), before: anyArray() };
        caches.set(key, links);
    }
    // Another page: its links are met from the first again.
    links.before = links.met;
    links.met = anyArray();
    const base = site.pathname.endsWith('/') ? site.pathname : site.pathname + '/';
    const plain = page.host === site.host && page.username === '' && page.password === '';
    last = { site, page, links, plain, base, origin: page.origin };
    return last;
}
const ABSOLUTE_HTTP = /^https?:\/\//i;
/**
 * A URL whose normal form does not depend on the page it is on, beyond the page's origin: a
 * root-relative path or an absolute http(s) URL, without a fragment (a fragment is compared with
 * the page's own URL).
 */
function pageIndependent(trimmed) {
    if (trimmed.includes('#'))
        return false;
    if (trimmed.charCodeAt(0) === 0x2f /* / */)
        return trimmed.charCodeAt(1) !== 0x2f && trimmed.charCodeAt(1) !== 0x5c; /* \ */
    return ABSOLUTE_HTTP.test(trimmed);
}
/**
 * A root-relative link in its simplest spelling: path segments of unreserved characters (none
 * `.` or `..`, none empty), and a query of `name=value` pairs of letters, digits, `_`, `.` and
 * `-`. The URL parser and the query serialiser leave all of those as written.
 */
const SIMPLE_LINK = /^(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?(?:\?[\w.-]+=[\w.-]*(?:&[\w.-]+=[\w.-]*)*)?$/;
/**
 * normalizeParsed's answer for a simple link to a page of the site (see SIMPLE_LINK; not an
 * asset), without parsing a URL: links to other pages often appear on one page only, so the
 * cache misses them, and normalizeParsed took ~2.4 µs a link where this takes ~0.7 (measured on
 * 10,000 such links). Undefined for anything else. Exported for the test that compares it with
 * normalizeParsed.
 */
function normalizeSimple(trimmed, pageUrl, siteUrl) {
    return simpleLink(trimmed, contextOf(siteUrl, pageUrl));
}
/**
 * normalizeSimple with what it reads of the URLs worked out once a page (Context): URL getters
 * make a string each, and a page's links repeat them (0.55 → 0.27 µs a link to a page with a
 * tracking parameter).
 */
function simpleLink(trimmed, context) {
    if (trimmed.charCodeAt(0) !== 0x2f || !context.plain || !SIMPLE_LINK.test(trimmed))
        return undefined;
    const mark = trimmed.indexOf('?');
    const path = mark < 0 ? trimmed : trimmed.slice(0, mark);
    if (isAssetPath(path))
        return undefined;
    let search = '';
    if (mark >= 0) {
        const query = trimmed.slice(mark + 1);
        if (!query.includes('&')) {
            // One pair, the usual case: kept as written unless it is tracking.
            const name = query.slice(0, query.indexOf('='));
            if (name === 'url')
                return undefined;
            if (!isTrackingParam(name))
                search = '?' + query;
        }
        else {
            const kept = [];
            for (const pair of query.split('&')) {
                const eq = pair.indexOf('=');
                const name = pair.slice(0, eq);
                // Next's image optimiser: left to normalizeParsed.
                if (name === 'url')
                    return undefined;
                if (!isTrackingParam(name))
                    kept.push([name, pair.slice(eq + 1)]);
            }
            kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
            if (kept.length > 0)
                search = '?' + kept.map(([name, value]) => name + '=' + value).join('&');
        }
    }
    const base = context.base;
    if (path.startsWith(base))
        return '/' + path.slice(base.length) + search;
    if (path + '/' === base)
        return '/' + search;
    return context.origin + path + search;
}
/** The normal form of a URL (see normalizeContentUrl), by parsing it. Exported for tests. */
function normalizeParsed(trimmed, pageUrl, siteUrl) {
    let url;
    try {
        url = new URL(trimmed, pageUrl);
    }
    catch {
        return trimmed;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return url.href;
    const asset = isAssetPath(url.pathname);
    if (url.search !== '')
        cleanQuery(url, asset);
    if (asset)
        url.pathname = stripPathFingerprints(url.pathname);
    const sameSite = url.host === siteUrl.host;
    if (url.hash !== '' && sameSite && url.pathname === pageUrl.pathname && url.search === pageUrl.search)
        return '#';
    if (sameSite) {
        const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : siteUrl.pathname + '/';
        const path = url.pathname;
        if (path.startsWith(base))
            return '/' + path.slice(base.length) + url.search + url.hash;
        if (path + '/' === base)
            return '/' + url.search + url.hash;
    }
    return url.href;
}
function summariseDataUrl(dataUrl) {
    const comma = dataUrl.indexOf(',');
    const head = (comma < 0 ? dataUrl : dataUrl.slice(0, comma)).slice(0, 100).toLowerCase().replace(/\s+/g, '');
    const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(dataUrl).digest('hex').slice(0, 16);
    return `${head},sha256-${digest}`;
}
function isAssetPath(pathname) {
    const slash = pathname.lastIndexOf('/');
    const dot = pathname.lastIndexOf('.');
    if (dot <= slash + 1)
        return false; // no extension, or a dot file
    return ASSET_EXTENSIONS.has(pathname.slice(dot + 1).toLowerCase());
}
function cleanQuery(url, asset) {
    const kept = [];
    for (const [name, value] of url.searchParams) {
        if (isTrackingParam(name))
            continue;
        if (asset && CACHE_BUST_PARAMS.has(name.toLowerCase()))
            continue;
        if (name === 'url' && url.pathname.endsWith('/_next/image')) {
            // Next's image optimiser wraps the (fingerprinted) source path in a parameter.
            kept.push([name, value.startsWith('/') && isAssetPath(value) ? stripPathFingerprints(value) : value]);
            continue;
        }
        kept.push([name, value]);
    }
    if (kept.length === 0) {
        url.search = '';
        return;
    }
    // Stable sort by name: the relative order of repeated names is meaningful (`a=1&a=2`).
    kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    url.search = new URLSearchParams(kept).toString();
}
// ---------------------------------------------------------------------------------------------
// Fingerprints
//
// A fingerprint is a token of a path segment, tokens being separated by '.' or '-':
// - a lower-case hex run of 8+ characters containing a digit (webpack, Hugo, Gatsby, Next css);
// - Hugo's processed-image marker `_hu<hex>` (with the byte size that follows it in old versions);
// - a base64url-ish run of 8+ characters that looks random. How random it must look depends on
//   where it sits: right before the extension and after a name (`index-Bx7k2Qa9.css`, the
//   Vite/Astro/Rollup place) mixed case or interleaved letters and digits suffice; anywhere else
//   (a directory, a name's first token) it needs lower case, upper case and digits, interleaved,
//   so `background1.png`, `IMG_20240115_123456.jpg` and `summer23` stay.
// Whole directory segments of 16+ characters that look random are replaced too (Next build ids,
// which may contain '-' or '_'). Only applied to asset URLs.
function stripPathFingerprints(pathname) {
    const segments = pathname.split('/');
    const last = segments.length - 1;
    let changed = false;
    for (let i = 1; i <= last; i++) {
        const segment = segments[i];
        if (segment === undefined || segment === '')
            continue;
        const stripped = i === last ? stripFileName(segment) : stripDirectory(segment);
        if (stripped !== segment) {
            segments[i] = stripped;
            changed = true;
        }
    }
    return changed ? segments.join('/') : pathname;
}
const WHOLE_TOKEN = /^[A-Za-z0-9_-]{16,}$/;
const ELEVENTY_IMG = /^([A-Za-z0-9_-]{10})-(\d+)$/;
const ROLLUP_TAIL = /-([A-Za-z0-9_-]{8})$/;
/** Hugo image processing: `name_hu<hex>.jpg`, older `name_hu<md5>_<bytes>_800x0_resize_q75_box.jpg`. */
const HUGO_PROCESSED = /_hu[0-9a-f]{16,}(?:_\d+(?=_))?/g;
function stripDirectory(segment) {
    if (WHOLE_TOKEN.test(segment) && (isHexFingerprint(segment) || looksRandomStrict(segment)))
        return FINGERPRINT_MARK;
    return stripTokens(segment, false);
}
function stripFileName(name) {
    const dot = name.lastIndexOf('.');
    let stem = name.slice(0, dot);
    if (stem.includes('_hu'))
        stem = stem.replace(HUGO_PROCESSED, '_hu' + FINGERPRINT_MARK);
    const extension = name.slice(dot); // isAssetPath guarantees a dot
    // Eleventy Image: `<hash10>-<width>.<format>`: the whole stem is the hash and a width.
    const eleventy = ELEVENTY_IMG.exec(stem);
    if (eleventy !== null && eleventy[1] !== undefined && looksRandomLenient(eleventy[1])) {
        return `${FINGERPRINT_MARK}-${eleventy[2] ?? ''}${extension}`;
    }
    // Rollup/Vite/Astro: `<name>-<hash8>` where the base64url hash itself may contain '-' or '_'.
    const tail = ROLLUP_TAIL.exec(stem);
    if (tail !== null && tail.index > 0 && tail[1] !== undefined && looksRandomLenient(tail[1])) {
        return stripTokens(stem.slice(0, tail.index), false) + '-' + FINGERPRINT_MARK + extension;
    }
    return stripTokens(stem, true) + extension;
}
/** Replaces fingerprint tokens in a '.'/'-' separated string. */
function stripTokens(text, isFileStem) {
    let out = '';
    let start = 0;
    let index = 0;
    let changed = false;
    const length = text.length;
    while (start <= length) {
        let end = start;
        while (end < length) {
            const c = text.charCodeAt(end);
            if (c === 0x2e /* . */ || c === 0x2d /* - */)
                break;
            end++;
        }
        const token = text.slice(start, end);
        // The token right before the extension, after a name, is where bundlers put the hash.
        const tailPosition = isFileStem && end === length && index > 0;
        if (token.length >= 8 && (isHexFingerprint(token) || (tailPosition ? looksRandomLenient(token) : looksRandomStrict(token)))) {
            out += FINGERPRINT_MARK;
            changed = true;
        }
        else {
            out += token;
        }
        if (end < length)
            out += text[end];
        start = end + 1;
        index++;
    }
    return changed ? out : text;
}
function isHexFingerprint(token) {
    if (token.length < 8)
        return false;
    let digit = false;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        if (c >= 0x30 && c <= 0x39)
            digit = true;
        else if (c < 0x61 || c > 0x66)
            return false;
    }
    return digit;
}
function shapeOf(token) {
    const shape = { lower: 0, upper: 0, innerUpper: 0, digits: 0, transitions: 0, valid: true };
    let previous = -1;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        let kind;
        if (c >= 0x30 && c <= 0x39) {
            shape.digits++;
            kind = 0;
        }
        else if (c >= 0x61 && c <= 0x7a) {
            shape.lower++;
            kind = 1;
        }
        else if (c >= 0x41 && c <= 0x5a) {
            shape.upper++;
            if (i > 0)
                shape.innerUpper++;
            kind = 1;
        }
        else if (c === 0x5f /* _ */ || c === 0x2d /* - */) {
            kind = 2;
        }
        else {
            shape.valid = false;
            return shape;
        }
        if (previous !== -1 && kind !== previous)
            shape.transitions++;
        previous = kind;
    }
    return shape;
}
function looksRandomLenient(token) {
    if (token.length < 8)
        return false;
    const s = shapeOf(token);
    if (!s.valid)
        return false;
    if (s.lower > 0 && s.innerUpper > 0)
        return true;
    return s.digits > 0 && s.lower + s.upper > 0 && s.transitions >= 2;
}
function looksRandomStrict(token) {
    if (token.length < 8)
        return false;
    const s = shapeOf(token);
    return s.valid && s.lower > 0 && s.upper > 0 && s.digits > 0 && s.transitions >= 3;
}

;// CONCATENATED MODULE: ./node_modules/boolbase/dist/index.js
function trueFunc() {
    return true;
}
function falseFunc() {
    return false;
}

;// CONCATENATED MODULE: ./node_modules/css-what/dist/types.js
/** Discriminants for selector token kinds. */
var SelectorType;
(function (SelectorType) {
    SelectorType["Attribute"] = "attribute";
    SelectorType["Pseudo"] = "pseudo";
    SelectorType["PseudoElement"] = "pseudo-element";
    SelectorType["Tag"] = "tag";
    SelectorType["Universal"] = "universal";
    // Traversals
    SelectorType["Adjacent"] = "adjacent";
    SelectorType["Child"] = "child";
    SelectorType["Descendant"] = "descendant";
    SelectorType["Parent"] = "parent";
    SelectorType["Sibling"] = "sibling";
    SelectorType["ColumnCombinator"] = "column-combinator";
})(SelectorType || (SelectorType = {}));
/**
 * Modes for ignore case.
 *
 * This could be updated to an enum, and the object is
 * the current stand-in that will allow code to be updated
 * without big changes.
 */
const IgnoreCaseMode = {
    Unknown: null,
    QuirksMode: "quirks",
    IgnoreCase: true,
    CaseSensitive: false,
};
/** Operators available for attribute selectors. */
var AttributeAction;
(function (AttributeAction) {
    AttributeAction["Any"] = "any";
    AttributeAction["Element"] = "element";
    AttributeAction["End"] = "end";
    AttributeAction["Equals"] = "equals";
    AttributeAction["Exists"] = "exists";
    AttributeAction["Hyphen"] = "hyphen";
    AttributeAction["Not"] = "not";
    AttributeAction["Start"] = "start";
})(AttributeAction || (AttributeAction = {}));

;// CONCATENATED MODULE: ./node_modules/css-what/dist/parse.js

const reName = /^[^#\\]?(?:\\(?:[\da-f]{1,6}\s?|.)|[\w\u00B0-\uFFFF-])+/;
const reEscape = /\\([\da-f]{1,6}\s?|(\s)|.)/gi;
var CharCode;
(function (CharCode) {
    CharCode[CharCode["LeftParenthesis"] = 40] = "LeftParenthesis";
    CharCode[CharCode["RightParenthesis"] = 41] = "RightParenthesis";
    CharCode[CharCode["LeftSquareBracket"] = 91] = "LeftSquareBracket";
    CharCode[CharCode["RightSquareBracket"] = 93] = "RightSquareBracket";
    CharCode[CharCode["Comma"] = 44] = "Comma";
    CharCode[CharCode["Period"] = 46] = "Period";
    CharCode[CharCode["Colon"] = 58] = "Colon";
    CharCode[CharCode["SingleQuote"] = 39] = "SingleQuote";
    CharCode[CharCode["DoubleQuote"] = 34] = "DoubleQuote";
    CharCode[CharCode["Plus"] = 43] = "Plus";
    CharCode[CharCode["Tilde"] = 126] = "Tilde";
    CharCode[CharCode["QuestionMark"] = 63] = "QuestionMark";
    CharCode[CharCode["ExclamationMark"] = 33] = "ExclamationMark";
    CharCode[CharCode["Slash"] = 47] = "Slash";
    CharCode[CharCode["Equal"] = 61] = "Equal";
    CharCode[CharCode["Dollar"] = 36] = "Dollar";
    CharCode[CharCode["Pipe"] = 124] = "Pipe";
    CharCode[CharCode["Circumflex"] = 94] = "Circumflex";
    CharCode[CharCode["Asterisk"] = 42] = "Asterisk";
    CharCode[CharCode["GreaterThan"] = 62] = "GreaterThan";
    CharCode[CharCode["LessThan"] = 60] = "LessThan";
    CharCode[CharCode["Hash"] = 35] = "Hash";
    CharCode[CharCode["LowerI"] = 105] = "LowerI";
    CharCode[CharCode["LowerS"] = 115] = "LowerS";
    CharCode[CharCode["BackSlash"] = 92] = "BackSlash";
    // Whitespace
    CharCode[CharCode["Space"] = 32] = "Space";
    CharCode[CharCode["Tab"] = 9] = "Tab";
    CharCode[CharCode["NewLine"] = 10] = "NewLine";
    CharCode[CharCode["FormFeed"] = 12] = "FormFeed";
    CharCode[CharCode["CarriageReturn"] = 13] = "CarriageReturn";
})(CharCode || (CharCode = {}));
const actionTypes = new Map([
    [CharCode.Tilde, AttributeAction.Element],
    [CharCode.Circumflex, AttributeAction.Start],
    [CharCode.Dollar, AttributeAction.End],
    [CharCode.Asterisk, AttributeAction.Any],
    [CharCode.ExclamationMark, AttributeAction.Not],
    [CharCode.Pipe, AttributeAction.Hyphen],
]);
// Pseudos, whose data property is parsed as well.
const unpackPseudos = new Set([
    "has",
    "not",
    "matches",
    "is",
    "where",
    "host",
    "host-context",
]);
/**
 * Pseudo elements defined in CSS Level 1 and CSS Level 2 can be written with
 * a single colon; eg. :before will turn into ::before.
 * @see {@link https://www.w3.org/TR/2018/WD-selectors-4-20181121/#pseudo-element-syntax}
 */
const pseudosToPseudoElements = new Set([
    "before",
    "after",
    "first-line",
    "first-letter",
]);
/**
 * Checks whether a specific selector is a traversal.
 * This is useful eg. in swapping the order of elements that
 * are not traversals.
 * @param selector Selector to check.
 */
function isTraversal(selector) {
    switch (selector.type) {
        case SelectorType.Adjacent:
        case SelectorType.Child:
        case SelectorType.Descendant:
        case SelectorType.Parent:
        case SelectorType.Sibling:
        case SelectorType.ColumnCombinator: {
            return true;
        }
        case SelectorType.Attribute:
        case SelectorType.Pseudo:
        case SelectorType.PseudoElement:
        case SelectorType.Tag:
        case SelectorType.Universal: {
            return false;
        }
    }
}
const stripQuotesFromPseudos = new Set(["contains", "icontains"]);
// Unescape function taken from https://github.com/jquery/sizzle/blob/master/src/sizzle.js#L152
function funescape(_, escaped, escapedWhitespace) {
    const high = Number.parseInt(escaped, 16) - 0x1_00_00;
    // NaN means non-codepoint
    return Number.isNaN(high) || escapedWhitespace
        ? escaped
        : high < 0
            ? // BMP codepoint
                String.fromCharCode(high + 0x1_00_00)
            : // Supplemental Plane codepoint (surrogate pair)
                String.fromCharCode((high >> 10) | 0xd8_00, (high & 0x3_ff) | 0xdc_00);
}
function unescapeCSS(cssString) {
    return cssString.replace(reEscape, funescape);
}
function isQuote(c) {
    return c === CharCode.SingleQuote || c === CharCode.DoubleQuote;
}
function parse_isWhitespace(c) {
    return (c === CharCode.Space ||
        c === CharCode.Tab ||
        c === CharCode.NewLine ||
        c === CharCode.FormFeed ||
        c === CharCode.CarriageReturn);
}
/**
 * Parses `selector`.
 * @param selector Selector to parse.
 * @returns Returns a two-dimensional array.
 * The first dimension represents selectors separated by commas (eg. `sub1, sub2`),
 * the second contains the relevant tokens for that selector.
 */
function parse_parse(selector) {
    const subselects = [];
    const endIndex = parseSelector(subselects, `${selector}`, 0);
    if (endIndex < selector.length) {
        throw new Error(`Unmatched selector: ${selector.slice(endIndex)}`);
    }
    return subselects;
}
function parseSelector(subselects, selector, selectorIndex) {
    let tokens = [];
    function getName(offset) {
        const match = selector.slice(selectorIndex + offset).match(reName);
        if (!match) {
            throw new Error(`Expected name, found ${selector.slice(selectorIndex)}`);
        }
        const [name] = match;
        selectorIndex += offset + name.length;
        return unescapeCSS(name);
    }
    function stripWhitespace(offset) {
        selectorIndex += offset;
        while (selectorIndex < selector.length &&
            parse_isWhitespace(selector.charCodeAt(selectorIndex))) {
            selectorIndex++;
        }
    }
    function readValueWithParenthesis() {
        selectorIndex += 1;
        const start = selectorIndex;
        for (let counter = 1; selectorIndex < selector.length; selectorIndex++) {
            switch (selector.charCodeAt(selectorIndex)) {
                case CharCode.BackSlash: {
                    // Skip next character
                    selectorIndex += 1;
                    break;
                }
                case CharCode.LeftParenthesis: {
                    counter += 1;
                    break;
                }
                case CharCode.RightParenthesis: {
                    counter -= 1;
                    if (counter === 0) {
                        return unescapeCSS(selector.slice(start, selectorIndex++));
                    }
                    break;
                }
            }
        }
        throw new Error("Parenthesis not matched");
    }
    function ensureNotTraversal() {
        if (tokens.length > 0 && isTraversal(tokens[tokens.length - 1])) {
            throw new Error("Did not expect successive traversals.");
        }
    }
    function addTraversal(type) {
        if (tokens.length > 0 &&
            tokens[tokens.length - 1].type === SelectorType.Descendant) {
            tokens[tokens.length - 1].type = type;
            return;
        }
        ensureNotTraversal();
        tokens.push({ type });
    }
    function addSpecialAttribute(name, action) {
        tokens.push({
            type: SelectorType.Attribute,
            name,
            action,
            value: getName(1),
            namespace: null,
            ignoreCase: "quirks",
        });
    }
    /**
     * We have finished parsing the current part of the selector.
     *
     * Remove descendant tokens at the end if they exist,
     * and return the last index, so that parsing can be
     * picked up from here.
     */
    function finalizeSubselector() {
        if (tokens.length > 0 &&
            tokens[tokens.length - 1].type === SelectorType.Descendant) {
            tokens.pop();
        }
        if (tokens.length === 0) {
            throw new Error("Empty sub-selector");
        }
        subselects.push(tokens);
    }
    stripWhitespace(0);
    if (selector.length === selectorIndex) {
        return selectorIndex;
    }
    loop: while (selectorIndex < selector.length) {
        const firstChar = selector.charCodeAt(selectorIndex);
        switch (firstChar) {
            // Whitespace
            case CharCode.Space:
            case CharCode.Tab:
            case CharCode.NewLine:
            case CharCode.FormFeed:
            case CharCode.CarriageReturn: {
                if (tokens.length === 0 ||
                    tokens[0].type !== SelectorType.Descendant) {
                    ensureNotTraversal();
                    tokens.push({ type: SelectorType.Descendant });
                }
                stripWhitespace(1);
                break;
            }
            // Traversals
            case CharCode.GreaterThan: {
                addTraversal(SelectorType.Child);
                stripWhitespace(1);
                break;
            }
            case CharCode.LessThan: {
                addTraversal(SelectorType.Parent);
                stripWhitespace(1);
                break;
            }
            case CharCode.Tilde: {
                addTraversal(SelectorType.Sibling);
                stripWhitespace(1);
                break;
            }
            case CharCode.Plus: {
                addTraversal(SelectorType.Adjacent);
                stripWhitespace(1);
                break;
            }
            // Special attribute selectors: .class, #id
            case CharCode.Period: {
                addSpecialAttribute("class", AttributeAction.Element);
                break;
            }
            case CharCode.Hash: {
                addSpecialAttribute("id", AttributeAction.Equals);
                break;
            }
            case CharCode.LeftSquareBracket: {
                stripWhitespace(1);
                // Determine attribute name and namespace
                let name;
                let namespace = null;
                if (selector.charCodeAt(selectorIndex) === CharCode.Pipe) {
                    // Equivalent to no namespace
                    name = getName(1);
                }
                else if (selector.startsWith("*|", selectorIndex)) {
                    namespace = "*";
                    name = getName(2);
                }
                else {
                    name = getName(0);
                    if (selector.charCodeAt(selectorIndex) === CharCode.Pipe &&
                        selector.charCodeAt(selectorIndex + 1) !==
                            CharCode.Equal) {
                        namespace = name;
                        name = getName(1);
                    }
                }
                stripWhitespace(0);
                // Determine comparison operation
                let action = AttributeAction.Exists;
                const possibleAction = actionTypes.get(selector.charCodeAt(selectorIndex));
                if (possibleAction) {
                    action = possibleAction;
                    if (selector.charCodeAt(selectorIndex + 1) !==
                        CharCode.Equal) {
                        throw new Error("Expected `=`");
                    }
                    stripWhitespace(2);
                }
                else if (selector.charCodeAt(selectorIndex) === CharCode.Equal) {
                    action = AttributeAction.Equals;
                    stripWhitespace(1);
                }
                // Determine value
                let value = "";
                let ignoreCase = null;
                if (action !== "exists") {
                    if (isQuote(selector.charCodeAt(selectorIndex))) {
                        const quote = selector.charCodeAt(selectorIndex);
                        selectorIndex += 1;
                        const sectionStart = selectorIndex;
                        while (selectorIndex < selector.length &&
                            selector.charCodeAt(selectorIndex) !== quote) {
                            selectorIndex +=
                                // Skip next character if it is escaped
                                selector.charCodeAt(selectorIndex) ===
                                    CharCode.BackSlash
                                    ? 2
                                    : 1;
                        }
                        if (selector.charCodeAt(selectorIndex) !== quote) {
                            throw new Error("Attribute value didn't end");
                        }
                        value = unescapeCSS(selector.slice(sectionStart, selectorIndex));
                        selectorIndex += 1;
                    }
                    else {
                        const valueStart = selectorIndex;
                        while (selectorIndex < selector.length &&
                            !parse_isWhitespace(selector.charCodeAt(selectorIndex)) &&
                            selector.charCodeAt(selectorIndex) !==
                                CharCode.RightSquareBracket) {
                            selectorIndex +=
                                // Skip next character if it is escaped
                                selector.charCodeAt(selectorIndex) ===
                                    CharCode.BackSlash
                                    ? 2
                                    : 1;
                        }
                        value = unescapeCSS(selector.slice(valueStart, selectorIndex));
                    }
                    stripWhitespace(0);
                    // See if we have a force ignore flag
                    switch (selector.charCodeAt(selectorIndex) | 0x20) {
                        // If the forceIgnore flag is set (either `i` or `s`), use that value
                        case CharCode.LowerI: {
                            ignoreCase = true;
                            stripWhitespace(1);
                            break;
                        }
                        case CharCode.LowerS: {
                            ignoreCase = false;
                            stripWhitespace(1);
                            break;
                        }
                    }
                }
                if (selector.charCodeAt(selectorIndex) !==
                    CharCode.RightSquareBracket) {
                    throw new Error("Attribute selector didn't terminate");
                }
                selectorIndex += 1;
                const attributeSelector = {
                    type: SelectorType.Attribute,
                    name,
                    action,
                    value,
                    namespace,
                    ignoreCase,
                };
                tokens.push(attributeSelector);
                break;
            }
            case CharCode.Colon: {
                if (selector.charCodeAt(selectorIndex + 1) === CharCode.Colon) {
                    tokens.push({
                        type: SelectorType.PseudoElement,
                        name: getName(2).toLowerCase(),
                        data: selector.charCodeAt(selectorIndex) ===
                            CharCode.LeftParenthesis
                            ? readValueWithParenthesis()
                            : null,
                    });
                    break;
                }
                const name = getName(1).toLowerCase();
                if (pseudosToPseudoElements.has(name)) {
                    tokens.push({
                        type: SelectorType.PseudoElement,
                        name,
                        data: null,
                    });
                    break;
                }
                let data = null;
                if (selector.charCodeAt(selectorIndex) ===
                    CharCode.LeftParenthesis) {
                    if (unpackPseudos.has(name)) {
                        if (isQuote(selector.charCodeAt(selectorIndex + 1))) {
                            throw new Error(`Pseudo-selector ${name} cannot be quoted`);
                        }
                        data = [];
                        selectorIndex = parseSelector(data, selector, selectorIndex + 1);
                        if (selector.charCodeAt(selectorIndex) !==
                            CharCode.RightParenthesis) {
                            throw new Error(`Missing closing parenthesis in :${name} (${selector})`);
                        }
                        selectorIndex += 1;
                    }
                    else {
                        data = readValueWithParenthesis();
                        if (stripQuotesFromPseudos.has(name)) {
                            const quot = data.charCodeAt(0);
                            if (quot === data.charCodeAt(data.length - 1) &&
                                isQuote(quot)) {
                                data = data.slice(1, -1);
                            }
                        }
                        data = unescapeCSS(data);
                    }
                }
                tokens.push({ type: SelectorType.Pseudo, name, data });
                break;
            }
            case CharCode.Comma: {
                finalizeSubselector();
                tokens = [];
                stripWhitespace(1);
                break;
            }
            default: {
                if (selector.startsWith("/*", selectorIndex)) {
                    const endIndex = selector.indexOf("*/", selectorIndex + 2);
                    if (endIndex === -1) {
                        throw new Error("Comment was not terminated");
                    }
                    selectorIndex = endIndex + 2;
                    // Remove leading whitespace
                    if (tokens.length === 0) {
                        stripWhitespace(0);
                    }
                    break;
                }
                let namespace = null;
                let name;
                if (firstChar === CharCode.Asterisk) {
                    selectorIndex += 1;
                    name = "*";
                }
                else if (firstChar === CharCode.Pipe) {
                    name = "";
                    if (selector.charCodeAt(selectorIndex + 1) === CharCode.Pipe) {
                        addTraversal(SelectorType.ColumnCombinator);
                        stripWhitespace(2);
                        break;
                    }
                }
                else if (reName.test(selector.slice(selectorIndex))) {
                    name = getName(0);
                }
                else {
                    break loop;
                }
                if (selector.charCodeAt(selectorIndex) === CharCode.Pipe &&
                    selector.charCodeAt(selectorIndex + 1) !== CharCode.Pipe) {
                    namespace = name;
                    if (selector.charCodeAt(selectorIndex + 1) ===
                        CharCode.Asterisk) {
                        name = "*";
                        selectorIndex += 2;
                    }
                    else {
                        name = getName(1);
                    }
                }
                tokens.push(name === "*"
                    ? { type: SelectorType.Universal, namespace }
                    : { type: SelectorType.Tag, name, namespace });
            }
        }
    }
    finalizeSubselector();
    return selectorIndex;
}

;// CONCATENATED MODULE: ./node_modules/domutils/dist/querying.js

/**
 * Search a node and its children for nodes passing a test function. If `node` is not an array, it will be wrapped in one.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param node Node to search. Will be included in the result set if it matches.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function filter(test, node, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return find(test, Array.isArray(node) ? node : [node], recurse, limit);
}
/**
 * Search an array of nodes and their children for nodes passing a test function.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function find(test, nodes, recurse, limit) {
    const result = [];
    /** Stack of the arrays we are looking at. */
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (indexStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (test(element)) {
            result.push(element);
            if (--limit <= 0)
                return result;
        }
        if (recurse && hasChildren(element) && element.children.length > 0) {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            indexStack.unshift(0);
            nodeStack.unshift(element.children);
        }
    }
}
/**
 * Finds one element in a tree that passes a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Node or array of nodes to search.
 * @param recurse Also consider child nodes.
 * @returns The first node that passes `test`.
 */
function findOne(test, nodes, recurse = true) {
    const searchedNodes = Array.isArray(nodes) ? nodes : [nodes];
    for (const node of searchedNodes) {
        if (node_isTag(node) && test(node)) {
            return node;
        }
        if (recurse && hasChildren(node) && node.children.length > 0) {
            const found = findOne(test, node.children, true);
            if (found)
                return found;
        }
    }
    return null;
}
/**
 * Checks if a tree of nodes contains at least one node passing a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns Whether a tree of nodes contains at least one node passing the test.
 */
function existsOne(test, nodes) {
    return (Array.isArray(nodes) ? nodes : [nodes]).some((node) => (node_isTag(node) && test(node)) ||
        (hasChildren(node) && existsOne(test, node.children)));
}
/**
 * Search an array of nodes and their children for elements passing a test function.
 *
 * Same as `find`, but limited to elements and with less options, leading to reduced complexity.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns All nodes passing `test`.
 */
function findAll(test, nodes) {
    const result = [];
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    const indexStack = [0];
    for (;;) {
        if (indexStack[0] >= nodeStack[0].length) {
            if (nodeStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (node_isTag(element) && test(element))
            result.push(element);
        if (hasChildren(element) && element.children.length > 0) {
            indexStack.unshift(0);
            nodeStack.unshift(element.children);
        }
    }
}
//# sourceMappingURL=querying.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/legacy.js


/**
 * A map of functions to check nodes against.
 */
const Checks = {
    tag_name(name) {
        if (typeof name === "function") {
            return (element) => node_isTag(element) && name(element.name);
        }
        if (name === "*") {
            return node_isTag;
        }
        return (element) => node_isTag(element) && element.name === name;
    },
    tag_type(type) {
        if (typeof type === "function") {
            return (element) => type(element.type);
        }
        return (element) => element.type === type;
    },
    tag_contains(data) {
        if (typeof data === "function") {
            return (element) => isText(element) && data(element.data);
        }
        return (element) => isText(element) && element.data === data;
    },
};
/**
 * Returns a function to check whether a node has an attribute with a particular
 * value.
 *
 * @param attrib Attribute to check.
 * @param value Attribute value to look for.
 * @returns A function to check whether the a node has an attribute with a
 *   particular value.
 */
function getAttribCheck(attrib, value) {
    if (typeof value === "function") {
        return (element) => node_isTag(element) && value(element.attribs[attrib]);
    }
    return (element) => node_isTag(element) && element.attribs[attrib] === value;
}
/**
 * Returns a function that returns `true` if either of the input functions
 * returns `true` for a node.
 *
 * @param a First function to combine.
 * @param b Second function to combine.
 * @returns A function taking a node and returning `true` if either of the input
 *   functions returns `true` for the node.
 */
function combineFuncs(a, b) {
    return (element) => a(element) || b(element);
}
/**
 * Returns a function that executes all checks in `options` and returns `true`
 * if any of them match a node.
 *
 * @param options An object describing nodes to look for.
 * @returns A function that executes all checks in `options` and returns `true`
 *   if any of them match a node.
 */
function compileTest(options) {
    const funcs = Object.keys(options).map((key) => {
        const value = options[key];
        return Object.hasOwn(Checks, key)
            ? Checks[key](value)
            : getAttribCheck(key, value);
    });
    return funcs.length === 0 ? null : funcs.reduce(combineFuncs);
}
/**
 * Checks whether a node matches the description in `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param node The element to test.
 * @returns Whether the element matches the description in `options`.
 */
function testElement(options, node) {
    const test = compileTest(options);
    return test ? test(node) : true;
}
/**
 * Returns all nodes that match `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes that match `options`.
 */
function getElements(options, nodes, recurse, limit = Number.POSITIVE_INFINITY) {
    const test = compileTest(options);
    return test ? filter(test, nodes, recurse, limit) : [];
}
/**
 * Returns the node with the supplied ID.
 *
 * @category Legacy Query Functions
 * @param id The unique ID attribute value to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @returns The node with the supplied ID.
 */
function getElementById(id, nodes, recurse = true) {
    if (!Array.isArray(nodes))
        nodes = [nodes];
    return findOne(getAttribCheck("id", id), nodes, recurse);
}
/**
 * Returns all nodes with the supplied `tagName`.
 *
 * @category Legacy Query Functions
 * @param tagName Tag name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `tagName`.
 */
function getElementsByTagName(tagName, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return filter(Checks["tag_name"](tagName), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `className`.
 *
 * @category Legacy Query Functions
 * @param className Class name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `className`.
 */
function getElementsByClassName(className, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return filter(getAttribCheck("class", className), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `type`.
 *
 * @category Legacy Query Functions
 * @param type Element type to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `type`.
 */
function getElementsByTagType(type, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return filter(Checks["tag_type"](type), nodes, recurse, limit);
}
//# sourceMappingURL=legacy.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/escape.js
/**
 * Get the named reference for an XML special character or U+00A0.
 * @param char Code unit matched by one of the escape regexes.
 */
function getEscape(char) {
    return char === 34
        ? "&quot;"
        : char === 38
            ? "&amp;"
            : char === 39
                ? "&apos;"
                : char === 60
                    ? "&lt;"
                    : char === 62
                        ? "&gt;"
                        : "&nbsp;";
}
/**
 * Read a code point at a given index.
 * @param input String to read the code point from.
 * @param index Current read position in the input string.
 * @returns The code point at `index`, or `undefined` if `index` is out of range.
 * @deprecated Use `String.prototype.codePointAt` directly instead; this export
 *   will be removed in the next major.
 */
const getCodePoint = (input, index) => input.codePointAt(index);
/**
 * Bitset for ASCII characters that need to be escaped in XML.
 */
const XML_BITSET_VALUE = 0x50_00_00_c4; // 32..63 -> 34 ("),38 (&),39 ('),60 (<),62 (>)
/**
 * Matches exactly the characters `encodeXML` escapes: the five XML special
 * characters plus every non-ASCII code unit (lone surrogates included — no
 * `u` flag). Kept in sync with `XML_BITSET_VALUE`.
 *
 * Shared with `encodeNonAsciiHTML` in `encode.ts`. Because the regex is
 * stateful (`g` flag), every call site must set `lastIndex` before use.
 */
// eslint-disable-next-line unicorn/prefer-unicode-code-point-escapes -- the `\u{...}` form requires the `u` flag, which we deliberately omit so lone surrogates match by code unit
const xmlEncodeRegex = /["&'<>\u0080-\uFFFF]/g;
/**
 * Whether `code` (a UTF-16 code unit) is escaped by {@link encodeXML}: a
 * non-ASCII unit, or one of the five XML specials flagged in
 * `XML_BITSET_VALUE` (which is only meaningful for code units 32-63).
 * @param code Code unit to test.
 */
function isXmlEscapable(code) {
    return (code >= 0x80 ||
        (code >= 32 && code < 64 && ((XML_BITSET_VALUE >>> code) & 1) === 1));
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using XML entities.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 * @param input Input string to encode.
 */
function encodeXML(input) {
    const { length } = input;
    let out;
    let last = 0;
    let index = 0;
    while (index < length) {
        const char = input.charCodeAt(index);
        /*
         * Find the next character to escape: scan a short window inline
         * (escapable characters cluster in markup-heavy input), then fall
         * back to the regex, which skips clean spans in native code.
         */
        if (!isXmlEscapable(char)) {
            const bound = Math.min(index + 32, length);
            let next = index + 1;
            while (next < bound && !isXmlEscapable(input.charCodeAt(next))) {
                next++;
            }
            if (next < bound) {
                index = next;
                continue;
            }
            if (next >= length)
                break;
            xmlEncodeRegex.lastIndex = next;
            if (!xmlEncodeRegex.test(input))
                break;
            index = xmlEncodeRegex.lastIndex - 1;
            continue;
        }
        if (out === undefined)
            out = input.substring(0, index);
        else if (last !== index)
            out += input.substring(last, index);
        if (char < 64) {
            // Known replacement
            out += getEscape(char);
            last = index += 1;
            continue;
        }
        // Non-ASCII: encode as numeric entity (handle surrogate pair)
        const cp = input.codePointAt(index);
        out += `&#x${cp.toString(16)};`;
        if (cp !== char)
            index++; // Skip trailing surrogate
        last = index += 1;
    }
    if (out === undefined)
        return input;
    if (last < length)
        out += input.substr(last);
    return out;
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using numeric hexadecimal reference (eg. `&#xfc;`).
 *
 * Have a look at `escapeUTF8` if you want a more concise output at the expense
 * of reduced transportability.
 * @param data String to escape.
 */
const escape_escape = (/* unused pure expression or super */ null && (encodeXML));
/**
 * Escape `data` using `re`, mapping each matched character to its entity.
 * Every match is one UTF-16 code unit, so its index is `lastIndex - 1`.
 * @param re Global regex matching exactly the characters to escape
 *   (`"`, `&`, `'`, `<`, `>`, `\u00A0` at most).
 * @param data String to escape.
 */
function escapeWithRegex(re, data) {
    re.lastIndex = 0;
    if (!re.test(data))
        return data;
    let out = "";
    let last = 0;
    do {
        const index = re.lastIndex - 1;
        if (last !== index)
            out += data.substring(last, index);
        const char = data.charCodeAt(index);
        out += getEscape(char);
        last = index + 1;
    } while (re.test(data));
    return out + data.substring(last);
}
const xmlEscapeRegex = /["&'<>]/g;
/**
 * Encodes all characters not valid in XML documents using XML entities.
 *
 * Note that the output will be character-set dependent.
 * @param data String to escape.
 */
function escapeUTF8(data) {
    return escapeWithRegex(xmlEscapeRegex, data);
}
const attributeEscapeRegex = /["&\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML attributes,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeAttribute(data) {
    return escapeWithRegex(attributeEscapeRegex, data);
}
const textEscapeRegex = /[&<>\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML text,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeText(data) {
    return escapeWithRegex(textEscapeRegex, data);
}
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ./node_modules/dom-serializer/dist/foreign-names.js
/**
 * Mixed-case SVG and MathML element names recognized in foreign content.
 * @see https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
 */
const elementNames = new Map("altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence foreignObject glyphRef linearGradient radialGradient textPath"
    .split(" ")
    .map((name) => [name.toLowerCase(), name]));
/**
 * Mixed-case SVG and MathML attribute names recognized in foreign content.
 * @see https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
 */
const attributeNames = new Map("definitionURL attributeName attributeType baseFrequency baseProfile calcMode clipPathUnits diffuseConstant edgeMode filterUnits glyphRef gradientTransform gradientUnits kernelMatrix kernelUnitLength keyPoints keySplines keyTimes lengthAdjust limitingConeAngle markerHeight markerUnits markerWidth maskContentUnits maskUnits numOctaves pathLength patternContentUnits patternTransform patternUnits pointsAtX pointsAtY pointsAtZ preserveAlpha preserveAspectRatio primitiveUnits refX refY repeatCount repeatDur requiredExtensions requiredFeatures specularConstant specularExponent spreadMethod startOffset stdDeviation stitchTiles surfaceScale systemLanguage tableValues targetX targetY textLength viewBox viewTarget xChannelSelector yChannelSelector zoomAndPan"
    .split(" ")
    .map((name) => [name.toLowerCase(), name]));
//# sourceMappingURL=foreign-names.js.map
;// CONCATENATED MODULE: ./node_modules/dom-serializer/dist/index.js



// ── Constants ────────────────────────────────────────────────────────
/** Elements whose text content is never entity-encoded. */
const unencodedElements = new Set("style script xmp iframe noembed noframes plaintext noscript".split(" "));
/** HTML void elements — they cannot have children. */
const dist_voidElements = new Set("area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr".split(" "));
/** Elements that switch the parser into foreign (XML-like) mode. */
const foreignElements = new Set(["svg", "math"]);
/**
 * Foreign-mode integration points: children of these elements are parsed
 * as HTML again, not as foreign content.
 */
const foreignModeIntegrationPoints = new Set("mi mo mn ms mtext annotation-xml foreignObject desc title".split(" "));
// ── Public API ───────────────────────────────────────────────────────
/**
 * Renders a DOM node or an array of DOM nodes to a string.
 *
 * Can be thought of as the equivalent of the `outerHTML` of the passed
 * node(s).
 * @param node Node to be rendered.
 * @param options Changes serialization behavior
 */
function render(node, options = {}) {
    const nodes = "length" in node ? node : [node];
    /*
     * `xmlMode` is threaded as a separate argument through the internal
     * functions so that foreign-mode transitions (svg/mathml ↔ html) can
     * adjust it without copying the options object on every element.
     */
    const xmlMode = options.xmlMode ?? false;
    let output = "";
    // eslint-disable-next-line unicorn/no-for-loop
    for (let index = 0; index < nodes.length; index++) {
        output += renderNode(nodes[index], options, xmlMode);
    }
    return output;
}
/* harmony default export */ const dom_serializer_dist = (render);
// ── Internal rendering ───────────────────────────────────────────────
/**
 * Render an array of child nodes (skips the single-node wrapping in `render`).
 * @param children The child nodes to render.
 * @param options The serialization options.
 * @param xmlMode The XML mode to use.
 */
function renderChildren(children, options, xmlMode) {
    let output = "";
    // eslint-disable-next-line unicorn/no-for-loop
    for (let index = 0; index < children.length; index++) {
        output += renderNode(children[index], options, xmlMode);
    }
    return output;
}
function renderNode(node, options, xmlMode) {
    switch (node.type) {
        case Root: {
            return renderChildren(node.children, options, xmlMode);
        }
        case Directive: {
            return `<${node.data}>`;
        }
        case Comment: {
            return `<!--${node.data}-->`;
        }
        case CDATA: {
            return `<![CDATA[${node.children[0].data}]]>`;
        }
        case Script:
        case Style:
        case Tag: {
            return renderTag(node, options, xmlMode);
        }
        case Text: {
            const element = node;
            const data = element.data || "";
            /*
             * Skip encoding when entities weren't decoded on input, or when
             * inside a raw-text element (script, style, etc.) in HTML mode.
             */
            if ((options.encodeEntities ?? options.decodeEntities) !== false &&
                !(!xmlMode &&
                    element.parent &&
                    unencodedElements.has(element.parent.name))) {
                // `xmlMode: "foreign"` is truthy
                return xmlMode || options.encodeEntities !== "utf8"
                    ? encodeXML(data)
                    : escapeText(data);
            }
            return data;
        }
    }
}
function renderTag(element, options, xmlMode) {
    if (xmlMode === "foreign") {
        // Correct lowercase element names back to their canonical mixed-case form
        element.name = elementNames.get(element.name) ?? element.name;
        // Integration points exit foreign mode: their children are HTML
        if (element.parent &&
            foreignModeIntegrationPoints.has(element.parent.name)) {
            xmlMode = false;
        }
    }
    if (!xmlMode && foreignElements.has(element.name)) {
        xmlMode = "foreign";
    }
    const { name, children } = element;
    // Cache the void-element check — used for both self-closing and closing-tag logic
    const isVoid = !xmlMode && dist_voidElements.has(name);
    let tag = `<${name}${formatAttributes(element.attribs, options, xmlMode)}`;
    if (children.length === 0 &&
        (xmlMode
            ? options.selfClosingTags !== false
            : options.selfClosingTags && isVoid)) {
        // XML: `<br/>`, HTML: `<br />`
        tag += xmlMode ? "/>" : " />";
    }
    else {
        tag += ">";
        if (children.length > 0) {
            tag += renderChildren(children, options, xmlMode);
        }
        if (!isVoid) {
            tag += `</${name}>`;
        }
    }
    return tag;
}
// ── Attribute formatting ─────────────────────────────────────────────
function replaceQuotes(value) {
    return value.replaceAll('"', "&quot;");
}
/**
 * Serialize an element's attribute map to a string.
 *
 * Returns a string with a leading space before each attribute, or an
 * empty string if there are no attributes. This convention lets the
 * caller unconditionally concatenate the result onto the tag name.
 * @param attributes
 * @param options
 * @param xmlMode
 */
function formatAttributes(attributes, options, xmlMode) {
    if (!attributes)
        return "";
    /*
     * Pick the right encoder:
     *  - Encoding disabled → only escape double-quotes (for valid attributes)
     *  - XML / non-utf8    → full numeric entity encoding (encodeXML)
     *  - HTML + utf8       → minimal escaping (escapeAttribute)
     */
    const encode = (options.encodeEntities ?? options.decodeEntities) === false
        ? replaceQuotes
        : xmlMode || options.encodeEntities !== "utf8"
            ? encodeXML
            : escapeAttribute;
    const isForeign = xmlMode === "foreign";
    const showEmpty = !!(options.emptyAttrs ?? xmlMode);
    let result = "";
    for (const key in attributes) {
        if (!Object.hasOwn(attributes, key))
            continue;
        const value = attributes[key];
        const k = isForeign ? (attributeNames.get(key) ?? key) : key;
        result +=
            !showEmpty && (value == null || value === "")
                ? ` ${k}`
                : ` ${k}="${encode(value == null ? "" : String(value))}"`;
    }
    return result;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/stringify.js



/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the outer HTML of.
 * @param options Options for serialization.
 * @returns `node`'s outer HTML.
 */
function getOuterHTML(node, options) {
    return dom_serializer_dist(node, options);
}
/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the inner HTML of.
 * @param options Options for serialization.
 * @returns `node`'s inner HTML.
 */
function getInnerHTML(node, options) {
    return hasChildren(node)
        ? node.children.map((node) => getOuterHTML(node, options)).join("")
        : "";
}
/**
 * Get a node's inner text. Same as `textContent`, but inserts newlines for `<br>` tags. Ignores comments.
 *
 * @category Stringify
 * @deprecated Use `textContent` instead.
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 */
function getText(node) {
    if (Array.isArray(node))
        return node.map(getText).join("");
    if (node_isTag(node))
        return node.name === "br" ? "\n" : getText(node.children);
    if (isCDATA(node))
        return getText(node.children);
    if (isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's text content. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the text content of.
 * @returns `node`'s text content.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/textContent}
 */
function textContent(node) {
    if (Array.isArray(node))
        return node.map(textContent).join("");
    if (hasChildren(node) && !isComment(node)) {
        return textContent(node.children);
    }
    if (isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's inner text, ignoring `<script>` and `<style>` tags. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/innerText}
 */
function innerText(node) {
    if (Array.isArray(node))
        return node.map(innerText).join("");
    if (hasChildren(node) && (node.type === ElementType.Tag || isCDATA(node))) {
        return innerText(node.children);
    }
    if (isText(node))
        return node.data;
    return "";
}
//# sourceMappingURL=stringify.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/feeds.js


/**
 * Get the feed object from the root of a DOM tree.
 *
 * @category Feeds
 * @param document The DOM to extract the feed from.
 * @returns The feed.
 */
function getFeed(document) {
    const feedRoot = getOneElement(isValidFeed, document);
    return feedRoot
        ? feedRoot.name === "feed"
            ? getAtomFeed(feedRoot)
            : getRssFeed(feedRoot)
        : null;
}
/**
 * Parse an Atom feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function getAtomFeed(feedRoot) {
    const childs = feedRoot.children;
    const feed = {
        type: "atom",
        items: getElementsByTagName("entry", childs).map((item) => {
            const { children } = item;
            const entry = { media: getMediaElements(children) };
            addConditionally(entry, "id", "id", children);
            addConditionally(entry, "title", "title", children);
            const href = getOneElement("link", children)?.attribs["href"];
            if (href) {
                entry.link = href;
            }
            const description = fetch("summary", children) || fetch("content", children);
            if (description) {
                entry.description = description;
            }
            const pubDate = fetch("updated", children);
            if (pubDate) {
                entry.pubDate = new Date(pubDate);
            }
            return entry;
        }),
    };
    addConditionally(feed, "id", "id", childs);
    addConditionally(feed, "title", "title", childs);
    const href = getOneElement("link", childs)?.attribs["href"];
    if (href) {
        feed.link = href;
    }
    addConditionally(feed, "description", "subtitle", childs);
    const updated = fetch("updated", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    addConditionally(feed, "author", "email", childs, true);
    return feed;
}
/**
 * Parse a RSS feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function getRssFeed(feedRoot) {
    const childs = getOneElement("channel", feedRoot.children)?.children ?? [];
    const feed = {
        type: feedRoot.name.substr(0, 3),
        id: "",
        items: getElementsByTagName("item", feedRoot.children).map((item) => {
            const { children } = item;
            const entry = { media: getMediaElements(children) };
            addConditionally(entry, "id", "guid", children);
            addConditionally(entry, "title", "title", children);
            addConditionally(entry, "link", "link", children);
            addConditionally(entry, "description", "description", children);
            const pubDate = fetch("pubDate", children) || fetch("dc:date", children);
            if (pubDate)
                entry.pubDate = new Date(pubDate);
            return entry;
        }),
    };
    addConditionally(feed, "title", "title", childs);
    addConditionally(feed, "link", "link", childs);
    addConditionally(feed, "description", "description", childs);
    const updated = fetch("lastBuildDate", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    addConditionally(feed, "author", "managingEditor", childs, true);
    return feed;
}
const MEDIA_KEYS_STRING = ["url", "type", "lang"];
const MEDIA_KEYS_INT = [
    "fileSize",
    "bitrate",
    "framerate",
    "samplingrate",
    "channels",
    "duration",
    "height",
    "width",
];
/**
 * Get all media elements of a feed item.
 *
 * @param where Nodes to search in.
 * @returns Media elements.
 */
function getMediaElements(where) {
    return getElementsByTagName("media:content", where).map((element) => {
        const { attribs } = element;
        const media = {
            medium: attribs["medium"],
            isDefault: !!attribs["isDefault"],
        };
        for (const attrib of MEDIA_KEYS_STRING) {
            if (attribs[attrib]) {
                media[attrib] = attribs[attrib];
            }
        }
        for (const attrib of MEDIA_KEYS_INT) {
            if (attribs[attrib]) {
                media[attrib] = Number.parseInt(attribs[attrib], 10);
            }
        }
        if (attribs["expression"]) {
            media.expression = attribs["expression"];
        }
        return media;
    });
}
/**
 * Get one element by tag name.
 *
 * @param tagName Tag name to look for
 * @param node Node to search in
 * @returns The element or null
 */
function getOneElement(tagName, node) {
    return getElementsByTagName(tagName, node, true, 1)[0];
}
/**
 * Get the text content of an element with a certain tag name.
 *
 * @param tagName Tag name to look for.
 * @param where Node to search in.
 * @param recurse Whether to recurse into child nodes.
 * @returns The text content of the element.
 */
function fetch(tagName, where, recurse = false) {
    return textContent(getElementsByTagName(tagName, where, recurse, 1)).trim();
}
/**
 * Adds a property to an object if it has a value.
 *
 * @param object Object to be extended.
 * @param property Property name.
 * @param tagName Tag name that contains the conditionally added property.
 * @param where Element to search for the property.
 * @param recurse Whether to recurse into child nodes.
 */
function addConditionally(object, property, tagName, where, recurse = false) {
    const value = fetch(tagName, where, recurse);
    if (value)
        object[property] = value;
}
/**
 * Checks if an element is a feed root node.
 *
 * @param value The name of the element to check.
 * @returns Whether an element is a feed root node.
 */
function isValidFeed(value) {
    return value === "rss" || value === "feed" || value === "rdf:RDF";
}
//# sourceMappingURL=feeds.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/helpers.js

/**
 * Given an array of nodes, remove any member that is contained by another
 * member.
 *
 * @category Helpers
 * @param nodes Nodes to filter.
 * @returns Remaining nodes that aren't contained by other nodes.
 */
function removeSubsets(nodes) {
    let index = nodes.length;
    /*
     * Check if each node (or one of its ancestors) is already contained in the
     * array.
     */
    while (--index >= 0) {
        const node = nodes[index];
        /*
         * Remove the node if it is not unique.
         * We are going through the array from the end, so we only
         * have to check nodes that preceed the node under consideration in the array.
         */
        if (index > 0 && nodes.lastIndexOf(node, index - 1) >= 0) {
            nodes.splice(index, 1);
            continue;
        }
        for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
            if (nodes.includes(ancestor)) {
                nodes.splice(index, 1);
                break;
            }
        }
    }
    return nodes;
}
/**
 * @category Helpers
 * @see {@link http://dom.spec.whatwg.org/#dom-node-comparedocumentposition}
 */
var DocumentPosition;
(function (DocumentPosition) {
    DocumentPosition[DocumentPosition["DISCONNECTED"] = 1] = "DISCONNECTED";
    DocumentPosition[DocumentPosition["PRECEDING"] = 2] = "PRECEDING";
    DocumentPosition[DocumentPosition["FOLLOWING"] = 4] = "FOLLOWING";
    DocumentPosition[DocumentPosition["CONTAINS"] = 8] = "CONTAINS";
    DocumentPosition[DocumentPosition["CONTAINED_BY"] = 16] = "CONTAINED_BY";
})(DocumentPosition || (DocumentPosition = {}));
/**
 * Compare the position of one node against another node in any other document,
 * returning a bitmask with the values from {@link DocumentPosition}.
 *
 * Document order:
 * > There is an ordering, document order, defined on all the nodes in the
 * > document corresponding to the order in which the first character of the
 * > XML representation of each node occurs in the XML representation of the
 * > document after expansion of general entities. Thus, the document element
 * > node will be the first node. Element nodes occur before their children.
 * > Thus, document order orders element nodes in order of the occurrence of
 * > their start-tag in the XML (after expansion of entities). The attribute
 * > nodes of an element occur after the element and before its children. The
 * > relative order of attribute nodes is implementation-dependent.
 *
 * Source:
 * http://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-document-order
 *
 * @category Helpers
 * @param nodeA The first node to use in the comparison
 * @param nodeB The second node to use in the comparison
 * @returns A bitmask describing the input nodes' relative position.
 *
 * See http://dom.spec.whatwg.org/#dom-node-comparedocumentposition for
 * a description of these values.
 */
function compareDocumentPosition(nodeA, nodeB) {
    const aParents = [];
    const bParents = [];
    if (nodeA === nodeB) {
        return 0;
    }
    let current = hasChildren(nodeA) ? nodeA : nodeA.parent;
    while (current) {
        aParents.unshift(current);
        current = current.parent;
    }
    current = hasChildren(nodeB) ? nodeB : nodeB.parent;
    while (current) {
        bParents.unshift(current);
        current = current.parent;
    }
    const maxIndex = Math.min(aParents.length, bParents.length);
    let index = 0;
    while (index < maxIndex && aParents[index] === bParents[index]) {
        index++;
    }
    if (index === 0) {
        return DocumentPosition.DISCONNECTED;
    }
    const sharedParent = aParents[index - 1];
    const siblings = sharedParent.children;
    const aSibling = aParents[index];
    const bSibling = bParents[index];
    if (siblings.indexOf(aSibling) > siblings.indexOf(bSibling)) {
        if (sharedParent === nodeB) {
            return DocumentPosition.FOLLOWING | DocumentPosition.CONTAINED_BY;
        }
        return DocumentPosition.FOLLOWING;
    }
    if (sharedParent === nodeA) {
        return DocumentPosition.PRECEDING | DocumentPosition.CONTAINS;
    }
    return DocumentPosition.PRECEDING;
}
/**
 * Sort an array of nodes based on their relative position in the document,
 * removing any duplicate nodes. If the array contains nodes that do not belong
 * to the same document, sort order is unspecified.
 *
 * @category Helpers
 * @param nodes Array of DOM nodes.
 * @returns Collection of unique nodes, sorted in document order.
 */
function uniqueSort(nodes) {
    nodes = nodes.filter((node, index, array) => !array.includes(node, index + 1));
    nodes.sort((a, b) => {
        const relative = compareDocumentPosition(a, b);
        if (relative & DocumentPosition.PRECEDING) {
            return -1;
        }
        if (relative & DocumentPosition.FOLLOWING) {
            return 1;
        }
        return 0;
    });
    return nodes;
}
//# sourceMappingURL=helpers.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/manipulation.js
/**
 * Remove an element from the dom
 *
 * @category Manipulation
 * @param element The element to be removed.
 */
function removeElement(element) {
    if (element.prev)
        element.prev.next = element.next;
    if (element.next)
        element.next.prev = element.prev;
    if (element.parent) {
        const childs = element.parent.children;
        const childsIndex = childs.lastIndexOf(element);
        if (childsIndex !== -1) {
            childs.splice(childsIndex, 1);
        }
    }
    element.next = null;
    element.prev = null;
    element.parent = null;
}
/**
 * Replace an element in the dom
 *
 * @category Manipulation
 * @param element The element to be replaced.
 * @param replacement The element to be added
 */
function replaceElement(element, replacement) {
    replacement.prev = element.prev;
    if (replacement.prev) {
        replacement.prev.next = replacement;
    }
    replacement.next = element.next;
    if (replacement.next) {
        replacement.next.prev = replacement;
    }
    replacement.parent = element.parent;
    if (replacement.parent) {
        const { children } = replacement.parent;
        const elementIndex = children.lastIndexOf(element);
        if (elementIndex === -1) {
            return;
        }
        children[elementIndex] = replacement;
        element.parent = null;
    }
}
/**
 * Append a child to an element.
 *
 * @category Manipulation
 * @param parent The element to append to.
 * @param child The element to be added as a child.
 */
function appendChild(parent, child) {
    removeElement(child);
    child.next = null;
    child.parent = parent;
    if (parent.children.push(child) > 1) {
        const sibling = parent.children[parent.children.length - 2];
        sibling.next = child;
        child.prev = sibling;
    }
    else {
        child.prev = null;
    }
}
/**
 * Append an element after another.
 *
 * @category Manipulation
 * @param element The element to append after.
 * @param next The element be added.
 */
function append(element, next) {
    removeElement(next);
    const { parent } = element;
    const currentNext = element.next;
    next.next = currentNext;
    next.prev = element;
    element.next = next;
    next.parent = parent;
    if (currentNext) {
        currentNext.prev = next;
        if (parent) {
            const childs = parent.children;
            childs.splice(childs.lastIndexOf(currentNext), 0, next);
        }
    }
    else if (parent) {
        parent.children.push(next);
    }
}
/**
 * Prepend a child to an element.
 *
 * @category Manipulation
 * @param parent The element to prepend before.
 * @param child The element to be added as a child.
 */
function prependChild(parent, child) {
    removeElement(child);
    child.parent = parent;
    child.prev = null;
    if (parent.children.unshift(child) === 1) {
        child.next = null;
    }
    else {
        const sibling = parent.children[1];
        sibling.prev = child;
        child.next = sibling;
    }
}
/**
 * Prepend an element before another.
 *
 * @category Manipulation
 * @param element The element to prepend before.
 * @param previous The element to be added.
 */
function prepend(element, previous) {
    removeElement(previous);
    const { parent } = element;
    if (parent) {
        const childs = parent.children;
        childs.splice(childs.indexOf(element), 0, previous);
    }
    if (element.prev) {
        element.prev.next = previous;
    }
    previous.parent = parent;
    previous.prev = element.prev;
    previous.next = element;
    element.prev = previous;
}
//# sourceMappingURL=manipulation.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/traversal.js

/**
 * Get a node's children.
 *
 * @category Traversal
 * @param element Node to get the children of.
 * @returns `element`'s children, or an empty array.
 */
function getChildren(element) {
    return hasChildren(element) ? element.children : [];
}
function getParent(element) {
    return element.parent || null;
}
/**
 * Gets an elements siblings, including the element itself.
 *
 * Attempts to get the children through the element's parent first. If we don't
 * have a parent (the element is a root node), we walk the element's `prev` &
 * `next` to get all remaining nodes.
 *
 * @category Traversal
 * @param element Element to get the siblings of.
 * @returns `element`'s siblings, including `element`.
 */
function getSiblings(element) {
    const parent = getParent(element);
    if (parent != null)
        return getChildren(parent);
    const siblings = [element];
    let { prev, next } = element;
    while (prev != null) {
        siblings.unshift(prev);
        ({ prev } = prev);
    }
    while (next != null) {
        siblings.push(next);
        ({ next } = next);
    }
    return siblings;
}
/**
 * Gets an attribute from an element.
 *
 * @category Traversal
 * @param element Element to check.
 * @param name Attribute name to retrieve.
 * @returns The element's attribute value, or `undefined`.
 */
function getAttributeValue(element, name) {
    const { attribs } = element;
    return attribs?.[name];
}
/**
 * Checks whether an element has an attribute.
 *
 * @category Traversal
 * @param element Element to check.
 * @param name Attribute name to look for.
 * @returns Returns whether `element` has the attribute `name`.
 */
function hasAttrib(element, name) {
    const { attribs } = element;
    return (attribs != null && Object.hasOwn(attribs, name) && attribs[name] != null);
}
/**
 * Get the tag name of an element.
 *
 * @category Traversal
 * @param element The element to get the name for.
 * @returns The tag name of `element`.
 */
function getName(element) {
    return element.name;
}
/**
 * Returns the next element sibling of a node.
 *
 * @category Traversal
 * @param element The element to get the next sibling of.
 * @returns `element`'s next sibling that is a tag, or `null` if there is no next
 * sibling.
 */
function nextElementSibling(element) {
    let { next } = element;
    while (next !== null && !node_isTag(next))
        ({ next } = next);
    return next;
}
/**
 * Returns the previous element sibling of a node.
 *
 * @category Traversal
 * @param element The element to get the previous sibling of.
 * @returns `element`'s previous sibling that is a tag, or `null` if there is no
 * previous sibling.
 */
// eslint-disable-next-line unicorn/prevent-abbreviations -- Keep public API name for backwards compatibility.
function prevElementSibling(element) {
    let { prev } = element;
    while (prev !== null && !node_isTag(prev))
        ({ prev } = prev);
    return prev;
}
//# sourceMappingURL=traversal.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/index.js







//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/attributes.js

/**
 * All reserved characters in a regex, used for escaping.
 *
 * Taken from XRegExp, (c) 2007-2020 Steven Levithan under the MIT license
 * https://github.com/slevithan/xregexp/blob/95eeebeb8fac8754d54eafe2b4743661ac1cf028/src/xregexp.js#L794
 */
const reChars = /[-[\]{}()*+?.,\\^$|#\s]/g;
const whitespaceRe = /\s/;
function escapeRegex(value) {
    return value.replace(reChars, "\\$&");
}
/**
 * Attributes that are case-insensitive in HTML.
 * @see https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors
 */
const caseInsensitiveAttributes = new Set([
    "accept",
    "accept-charset",
    "align",
    "alink",
    "axis",
    "bgcolor",
    "charset",
    "checked",
    "clear",
    "codetype",
    "color",
    "compact",
    "declare",
    "defer",
    "dir",
    "direction",
    "disabled",
    "enctype",
    "face",
    "frame",
    "hreflang",
    "http-equiv",
    "lang",
    "language",
    "link",
    "media",
    "method",
    "multiple",
    "nohref",
    "noresize",
    "noshade",
    "nowrap",
    "readonly",
    "rel",
    "rev",
    "rules",
    "scope",
    "scrolling",
    "selected",
    "shape",
    "target",
    "text",
    "type",
    "valign",
    "valuetype",
    "vlink",
]);
function shouldIgnoreCase(selector, options) {
    return typeof selector.ignoreCase === "boolean"
        ? selector.ignoreCase
        : selector.ignoreCase === "quirks"
            ? !!options.quirksMode
            : !options.xmlMode && caseInsensitiveAttributes.has(selector.name);
}
/**
 * Attribute selectors
 */
const attributeRules = {
    equals(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length === value.length &&
                    attribute.toLowerCase() === value &&
                    next(element));
            };
        }
        return (element) => adapter.getAttributeValue(element, name) === value && next(element);
    },
    hyphen(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const { length } = value;
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return function hyphenIC(element) {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    (attribute.length === length ||
                        attribute.charAt(length) === "-") &&
                    attribute.substr(0, length).toLowerCase() === value &&
                    next(element));
            };
        }
        return function hyphen(element) {
            const attribute = adapter.getAttributeValue(element, name);
            return (attribute != null &&
                (attribute.length === length ||
                    attribute.charAt(length) === "-") &&
                attribute.substr(0, length) === value &&
                next(element));
        };
    },
    element(next, data, options) {
        const { adapter } = options;
        const { name, value } = data;
        if (whitespaceRe.test(value)) {
            return falseFunc;
        }
        const regex = new RegExp(`(?:^|\\s)${escapeRegex(value)}(?:$|\\s)`, shouldIgnoreCase(data, options) ? "i" : "");
        return function element(node) {
            const attribute = adapter.getAttributeValue(node, name);
            return (attribute != null &&
                attribute.length >= value.length &&
                regex.test(attribute) &&
                next(node));
        };
    },
    exists(next, { name }, { adapter }) {
        return (element) => adapter.hasAttrib(element, name) && next(element);
    },
    start(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const { length } = value;
        if (length === 0) {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length >= length &&
                    attribute.substr(0, length).toLowerCase() === value &&
                    next(element));
            };
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.startsWith(value) &&
            next(element);
    },
    end(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const length = -value.length;
        if (length === 0) {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => adapter
                .getAttributeValue(element, name)
                ?.substr(length)
                .toLowerCase() === value && next(element);
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.endsWith(value) &&
            next(element);
    },
    any(next, data, options) {
        const { adapter } = options;
        const { name, value } = data;
        if (value === "") {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            const regex = new RegExp(escapeRegex(value), "i");
            return function anyIC(element) {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length >= value.length &&
                    regex.test(attribute) &&
                    next(element));
            };
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.includes(value) &&
            next(element);
    },
    not(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        if (value === "") {
            return (element) => !!adapter.getAttributeValue(element, name) && next(element);
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return ((attribute == null ||
                    attribute.length !== value.length ||
                    attribute.toLowerCase() !== value) &&
                    next(element));
            };
        }
        return (element) => adapter.getAttributeValue(element, name) !== value && next(element);
    },
};
//# sourceMappingURL=attributes.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/querying.js
/**
 * Find all elements matching the query. If not in XML mode, the query will ignore
 * the contents of `<template>` elements.
 * @param query - Function that returns true if the element matches the query.
 * @param nodes - Nodes to query. If a node is an element, its children will be queried.
 * @param options - Options for querying the document.
 * @returns All matching elements.
 */
function querying_findAll(query, nodes, options) {
    const { adapter, xmlMode = false } = options;
    const result = [];
    /** Stack of the arrays we are looking at. */
    const nodeStack = [nodes];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (nodeStack.length === 1) {
                return result;
            }
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (!adapter.isTag(element)) {
            continue;
        }
        if (query(element)) {
            result.push(element);
        }
        if (xmlMode || adapter.getName(element) !== "template") {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            const children = adapter.getChildren(element);
            if (children.length > 0) {
                nodeStack.unshift(children);
                indexStack.unshift(0);
            }
        }
    }
}
/**
 * Find the first element matching the query. If not in XML mode, the query will ignore
 * the contents of `<template>` elements.
 * @param query - Function that returns true if the element matches the query.
 * @param nodes - Nodes to query. If a node is an element, its children will be queried.
 * @param options - Options for querying the document.
 * @returns The first matching element, or null if there was no match.
 */
function querying_findOne(query, nodes, options) {
    const { adapter, xmlMode = false } = options;
    /** Stack of the arrays we are looking at. */
    const nodeStack = [nodes];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (nodeStack.length === 1) {
                return null;
            }
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (!adapter.isTag(element)) {
            continue;
        }
        if (query(element)) {
            return element;
        }
        if (xmlMode || adapter.getName(element) !== "template") {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            const children = adapter.getChildren(element);
            if (children.length > 0) {
                nodeStack.unshift(children);
                indexStack.unshift(0);
            }
        }
    }
}
/**
 * Get all element siblings after the provided node.
 * @param element Element candidate being tested.
 * @param adapter Adapter implementation used for DOM operations.
 */
function getNextSiblings(element, adapter) {
    const siblings = adapter.getSiblings(element);
    if (siblings.length <= 1) {
        return [];
    }
    const elementIndex = siblings.indexOf(element);
    if (elementIndex === -1 || elementIndex === siblings.length - 1) {
        return [];
    }
    return siblings.slice(elementIndex + 1).filter(adapter.isTag);
}
/**
 * Get the parent element of a node.
 * @param node Node to inspect.
 * @param adapter Adapter implementation used for DOM operations.
 */
function getElementParent(node, adapter) {
    const parent = adapter.getParent(node);
    return parent != null && adapter.isTag(parent) ? parent : null;
}
//# sourceMappingURL=querying.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/aliases.js
/**
 * Only text controls can be made read-only, since for other controls (such
 * as checkboxes and buttons) there is no useful distinction between being
 * read-only and being disabled.
 * @see {@link https://html.spec.whatwg.org/multipage/input.html#attr-input-readonly}
 */
const textControl = "input:is([type=text i],[type=search i],[type=url i],[type=tel i],[type=email i],[type=password i],[type=date i],[type=month i],[type=week i],[type=time i],[type=datetime-local i],[type=number i])";
/**
 * Aliases are pseudos that are expressed as selectors.
 */
const aliases = {
    // Links
    "any-link": ":is(a, area, link)[href]",
    link: ":any-link:not(:visited)",
    // Forms
    // https://html.spec.whatwg.org/multipage/scripting.html#disabled-elements
    disabled: `:is(
        :is(button, input, select, textarea, optgroup, option)[disabled],
        optgroup[disabled] > option,
        fieldset[disabled]:not(fieldset[disabled] legend:first-of-type *)
    )`,
    enabled: ":is(button, input, select, textarea, optgroup, option, fieldset):not(:disabled)",
    checked: ":is(:is(input[type=radio], input[type=checkbox])[checked], :selected)",
    required: ":is(input, select, textarea)[required]",
    optional: ":is(input, select, textarea):not([required])",
    "read-only": `[readonly]:is(textarea, ${textControl})`,
    "read-write": `:not([readonly]):is(textarea, ${textControl})`,
    // JQuery extensions
    /**
     * `:selected` matches option elements that have the `selected` attribute,
     * or are the first option element in a select element that does not have
     * the `multiple` attribute and does not have any option elements with the
     * `selected` attribute.
     * @see https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-selectedness
     */
    selected: "option:is([selected], select:not([multiple]):not(:has(> option[selected])) > :first-of-type)",
    checkbox: "[type=checkbox]",
    file: "[type=file]",
    password: "[type=password]",
    radio: "[type=radio]",
    reset: "[type=reset]",
    image: "[type=image]",
    submit: "[type=submit]",
    parent: ":not(:empty)",
    header: ":is(h1, h2, h3, h4, h5, h6)",
    button: ":is(button, input[type=button])",
    input: ":is(input, textarea, select, button)",
    text: "input:is(:not([type!='']), [type=text])",
};
//# sourceMappingURL=aliases.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/compile.js

/**
 * Returns a function that checks if an elements index matches the given rule
 * highly optimized to return the fastest solution.
 * @param parsed A tuple [a, b], as returned by `parse`.
 * @returns A highly optimized function that returns whether an index matches the nth-check.
 * @example
 *
 * ```js
 * const check = nthCheck.compile([2, 3]);
 *
 * check(0); // `false`
 * check(1); // `false`
 * check(2); // `true`
 * check(3); // `false`
 * check(4); // `true`
 * check(5); // `false`
 * check(6); // `true`
 * ```
 */
function compile(parsed) {
    const a = parsed[0];
    // Subtract 1 from `b`, to convert from one- to zero-indexed.
    const b = parsed[1] - 1;
    /*
     * When `b <= 0`, `a * n` won't be lead to any matches for `a < 0`.
     * Besides, the specification states that no elements are
     * matched when `a` and `b` are 0.
     *
     * `b < 0` here as we subtracted 1 from `b` above.
     */
    if (b < 0 && a <= 0)
        return falseFunc;
    // When `a` is in the range -1..1, it matches any element (so only `b` is checked).
    if (a === -1)
        return (index) => index <= b;
    if (a === 0)
        return (index) => index === b;
    // When `b <= 0` and `a === 1`, they match any element.
    if (a === 1)
        return b < 0 ? trueFunc : (index) => index >= b;
    /*
     * Otherwise, modulo can be used to check if there is a match.
     *
     * Modulo doesn't care about the sign, so let's use `a`s absolute value.
     */
    const absA = Math.abs(a);
    // Get `b mod a`, + a if this is negative.
    const bModulo = ((b % absA) + absA) % absA;
    return a > 1
        ? (index) => index >= b && index % absA === bModulo
        : (index) => index <= b && index % absA === bModulo;
}
/**
 * Returns a function that produces a monotonously increasing sequence of indices.
 *
 * If the sequence has an end, the returned function will return `null` after
 * the last index in the sequence.
 * @param parsed A tuple [a, b], as returned by `parse`.
 * @returns A function that produces a sequence of indices.
 * @example <caption>Always increasing (2n+3)</caption>
 *
 * ```js
 * const gen = nthCheck.generate([2, 3])
 *
 * gen() // `1`
 * gen() // `3`
 * gen() // `5`
 * gen() // `8`
 * gen() // `11`
 * ```
 * @example <caption>With end value (-2n+10)</caption>
 *
 * ```js
 *
 * const gen = nthCheck.generate([-2, 5]);
 *
 * gen() // 0
 * gen() // 2
 * gen() // 4
 * gen() // null
 * ```
 */
function compile_generate(parsed) {
    const a = parsed[0];
    // Subtract 1 from `b`, to convert from one- to zero-indexed.
    let b = parsed[1] - 1;
    let n = 0;
    // Make sure to always return an increasing sequence
    if (a < 0) {
        const aPos = -a;
        // Get `b mod a`
        const minValue = ((b % aPos) + aPos) % aPos;
        return () => {
            const value = minValue + aPos * n++;
            return value > b ? null : value;
        };
    }
    if (a === 0)
        return b < 0
            ? // There are no result — always return `null`
                () => null
            : // Return `b` exactly once
                () => (n++ === 0 ? b : null);
    if (b < 0) {
        b += a * Math.ceil(-b / a);
    }
    return () => a * n++ + b;
}
//# sourceMappingURL=compile.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/parse.js
// Following http://www.w3.org/TR/css3-selectors/#nth-child-pseudo
// Whitespace as per https://www.w3.org/TR/selectors-3/#lex is " \t\r\n\f"
const whitespace = new Set([9, 10, 12, 13, 32]);
const ZERO = "0".charCodeAt(0);
const NINE = "9".charCodeAt(0);
/**
 * Parses an expression.
 * @param formula CSS nth-formula to parse.
 * @throws {Error} An `Error` if parsing fails.
 * @returns An array containing the integer step size and the integer offset of the nth rule.
 * @example nthCheck.parse("2n+3"); // returns [2, 3]
 */
function dist_parse_parse(formula) {
    formula = formula.trim().toLowerCase();
    switch (formula) {
        case "even": {
            return [2, 0];
        }
        case "odd": {
            return [2, 1];
        }
    }
    // Parse [ ['-'|'+']? INTEGER? {N} [ S* ['-'|'+'] S* INTEGER ]?
    let index = 0;
    let a = 0;
    let sign = readSign();
    let number = readNumber();
    if (index < formula.length && formula.charAt(index) === "n") {
        index++;
        a = sign * (number ?? 1);
        skipWhitespace();
        if (index < formula.length) {
            sign = readSign();
            skipWhitespace();
            number = readNumber();
        }
        else {
            sign = number = 0;
        }
    }
    // Throw if there is anything else
    if (number === null || index < formula.length) {
        throw new Error(`n-th rule couldn't be parsed ('${formula}')`);
    }
    return [a, sign * number];
    function readSign() {
        switch (formula.charAt(index)) {
            case "-": {
                index++;
                return -1;
            }
            case "+": {
                index++;
                break;
            }
        }
        return 1;
    }
    function readNumber() {
        const start = index;
        let value = 0;
        while (index < formula.length &&
            formula.charCodeAt(index) >= ZERO &&
            formula.charCodeAt(index) <= NINE) {
            value = value * 10 + (formula.charCodeAt(index) - ZERO);
            index++;
        }
        // Return `null` if we didn't read anything.
        return index === start ? null : value;
    }
    function skipWhitespace() {
        while (index < formula.length &&
            whitespace.has(formula.charCodeAt(index))) {
            index++;
        }
    }
}
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/index.js


/**
 * Parses and compiles a formula to a highly optimized function.
 * Combination of {@link parse} and {@link compile}.
 *
 * If the formula doesn't match any elements,
 * it returns [`boolbase`](https://github.com/fb55/boolbase)'s `falseFunc`.
 * Otherwise, a function accepting an _index_ is returned, which returns
 * whether or not the passed _index_ matches the formula.
 *
 * Note: The nth-rule starts counting at `1`, the returned function at `0`.
 * @param formula The formula to compile.
 * @example
 * const check = nthCheck("2n+3");
 *
 * check(0); // `false`
 * check(1); // `false`
 * check(2); // `true`
 * check(3); // `false`
 * check(4); // `true`
 * check(5); // `false`
 * check(6); // `true`
 */
function dist_nthCheck(formula) {
    return compile(dist_parse_parse(formula));
}
/**
 * Parses and compiles a formula to a generator that produces a sequence of indices.
 * Combination of {@link parse} and {@link generate}.
 * @param formula The formula to compile.
 * @returns A function that produces a sequence of indices.
 * @example <caption>Always increasing</caption>
 *
 * ```js
 * const gen = nthCheck.sequence('2n+3')
 *
 * gen() // `1`
 * gen() // `3`
 * gen() // `5`
 * gen() // `8`
 * gen() // `11`
 * ```
 * @example <caption>With end value</caption>
 *
 * ```js
 *
 * const gen = nthCheck.sequence('-2n+5');
 *
 * gen() // 0
 * gen() // 2
 * gen() // 4
 * gen() // null
 * ```
 */
function sequence(formula) {
    return generate(parse(formula));
}


//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/cache.js

/**
 * Some selectors such as `:contains` and (non-relative) `:has` will only be
 * able to match elements if their parents match the selector (as they contain
 * a subset of the elements that the parent contains).
 *
 * This function wraps the given `matches` function in a function that caches
 * the results of the parent elements, so that the `matches` function only
 * needs to be called once for each subtree.
 * @param next Matcher to run after this matcher succeeds.
 * @param options Configuration object for cache behavior.
 * @param options.adapter Adapter implementation used for DOM access.
 * @param options.cacheResults Whether results should be memoized by input root.
 * @param matches Compiled matcher function to wrap with caching.
 */
function cacheParentResults(next, { adapter, cacheResults }, matches) {
    if (cacheResults === false || typeof WeakMap === "undefined") {
        return (element) => next(element) && matches(element);
    }
    // Use a cache to avoid re-checking children of an element.
    // @ts-expect-error `Node` is not extending object
    const resultCache = new WeakMap();
    function addResultToCache(element) {
        const result = matches(element);
        resultCache.set(element, result);
        return result;
    }
    return function cachedMatcher(element) {
        if (!next(element)) {
            return false;
        }
        if (resultCache.has(element)) {
            return resultCache.get(element) ?? false;
        }
        // Check all of the element's parents.
        let node = element;
        do {
            const parent = getElementParent(node, adapter);
            if (parent === null) {
                return addResultToCache(element);
            }
            node = parent;
        } while (!resultCache.has(node));
        return resultCache.get(node) ? addResultToCache(element) : false;
    };
}
//# sourceMappingURL=cache.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/options.js
/**
 * Create a copy of options, omitting `context` and `rootFunc`.
 *
 * This is used when compiling nested selectors (e.g. inside `:is`, `:not`,
 * `:nth-child(… of S)`) so that the parent compilation state doesn't leak.
 */
function copyOptions(options) {
    // Omit context and rootFunc so parent compilation state doesn't leak.
    const { context: _, rootFunc: __, ...copied } = options;
    return copied;
}
//# sourceMappingURL=options.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/filters.js






/**
 * RFC 4647 extended filtering with pre-split subtags.
 * @param tag - Lowercased subtags of the element's language value.
 * @param range - Lowercased subtags of the language range to match against.
 */
function extendedFilter(tag, range) {
    if (range[0] !== "*" && range[0] !== tag[0])
        return false;
    let tagIndex = 1;
    for (let rangeIndex = 1; rangeIndex < range.length; rangeIndex++) {
        if (range[rangeIndex] === "*")
            continue;
        // Skip non-singleton tag subtags until we find a match.
        while (tagIndex < tag.length && tag[tagIndex] !== range[rangeIndex]) {
            if (tag[tagIndex++].length <= 1)
                return false;
        }
        if (tagIndex >= tag.length)
            return false;
        tagIndex++;
    }
    return true;
}
/** @see {@link https://www.w3.org/TR/selectors-4/#the-nth-child-pseudo} */
const nthOfRegex = /^(.+?)\s+of\s+(.+)$/is;
function compileNth(reverse, ofType) {
    return function nth(next, rule, options, context, compileToken) {
        const { adapter, equals } = options;
        const ofMatch = ofType ? null : rule.match(nthOfRegex);
        const nthCheck = dist_nthCheck(ofMatch ? ofMatch[1].trim() : rule);
        if (nthCheck === falseFunc)
            return falseFunc;
        const ofSelector = ofMatch && compileToken
            ? compileToken(parse_parse(ofMatch[2].trim()), copyOptions(options), context)
            : undefined;
        if (ofSelector === falseFunc)
            return falseFunc;
        if (nthCheck === trueFunc && !ofSelector) {
            return (element) => getElementParent(element, adapter) !== null && next(element);
        }
        const shouldCount = ofSelector
            ? (_element, sibling) => ofSelector(sibling)
            : ofType
                ? (element, sibling) => adapter.getName(sibling) === adapter.getName(element)
                : trueFunc;
        if (reverse) {
            return function nthLast(element) {
                if (ofSelector && !ofSelector(element))
                    return false;
                const siblings = adapter.getSiblings(element);
                let pos = 0;
                for (let index = siblings.length - 1; index >= 0; index--) {
                    const sibling = siblings[index];
                    if (equals(element, sibling))
                        break;
                    if (adapter.isTag(sibling) && shouldCount(element, sibling))
                        pos++;
                }
                return nthCheck(pos) && next(element);
            };
        }
        return function nth(element) {
            if (ofSelector && !ofSelector(element))
                return false;
            const siblings = adapter.getSiblings(element);
            let pos = 0;
            for (const sibling of siblings) {
                if (equals(element, sibling))
                    break;
                if (adapter.isTag(sibling) && shouldCount(element, sibling))
                    pos++;
            }
            return nthCheck(pos) && next(element);
        };
    };
}
/**
 * Pre-compiled pseudo filters.
 */
const filters = {
    contains(next, text, options) {
        const { getText } = options.adapter;
        return cacheParentResults(next, options, (element) => getText(element).includes(text));
    },
    icontains(next, text, options) {
        const itext = text.toLowerCase();
        const { getText } = options.adapter;
        return cacheParentResults(next, options, (element) => getText(element).toLowerCase().includes(itext));
    },
    // Location specific methods
    "nth-child": compileNth(false, false),
    "nth-last-child": compileNth(true, false),
    "nth-of-type": compileNth(false, true),
    "nth-last-of-type": compileNth(true, true),
    // TODO determine the actual root element
    root(next, _rule, { adapter }) {
        return (element) => getElementParent(element, adapter) === null && next(element);
    },
    scope(next, rule, options, context) {
        const { equals } = options;
        if (!context || context.length === 0) {
            // Equivalent to :root
            return filters["root"](next, rule, options);
        }
        if (context.length === 1) {
            // NOTE: can't be unpacked, as :has uses this for side-effects
            return (element) => equals(context[0], element) && next(element);
        }
        return (element) => context.includes(element) && next(element);
    },
    lang(next, code, { adapter }) {
        const ranges = code
            .split(",")
            .map((r) => r.trim())
            .filter((r) => r.length > 0)
            .map((r) => r
            .replace(/^['"]|['"]$/g, "")
            .toLowerCase()
            .split("-"));
        return function lang(element) {
            let node = element;
            while (node != null) {
                const value = adapter.getAttributeValue(node, "xml:lang") ??
                    adapter.getAttributeValue(node, "lang");
                if (value != null) {
                    if (!value) {
                        return ranges.some((r) => r[0] === "") && next(element);
                    }
                    const tag = value.toLowerCase().split("-");
                    return (ranges.some((r) => extendedFilter(tag, r)) &&
                        next(element));
                }
                const parent = adapter.getParent(node);
                node =
                    parent != null && adapter.isTag(parent)
                        ? parent
                        : null;
            }
            return ranges.some((r) => r[0] === "") && next(element);
        };
    },
    hover: dynamicStatePseudo("isHovered"),
    visited: dynamicStatePseudo("isVisited"),
    active: dynamicStatePseudo("isActive"),
};
/**
 * Dynamic state pseudos. These depend on optional Adapter methods.
 * @param name The name of the adapter method to call.
 * @returns Pseudo for the `filters` object.
 */
function dynamicStatePseudo(name) {
    return function dynamicPseudo(next, _rule, { adapter }) {
        const filterFunction = adapter[name];
        if (typeof filterFunction !== "function") {
            return falseFunc;
        }
        return function active(element) {
            return filterFunction(element) && next(element);
        };
    };
}
//# sourceMappingURL=filters.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/pseudos.js
/**
 * CSS limits the characters considered as whitespace to space, tab & line
 * feed. We add carriage returns as htmlparser2 doesn't normalize them to
 * line feeds.
 * @see {@link https://www.w3.org/TR/css-text-3/#white-space}
 */
const isDocumentWhiteSpace = /^[ \t\r\n]*$/;
// While filters are precompiled, pseudos get called when they are needed
/** Runtime pseudo selector implementations. */
const pseudos = {
    empty(element, { adapter }) {
        const children = adapter.getChildren(element);
        return (
        // First, make sure the tag does not have any element children.
        children.every((element) => !adapter.isTag(element)) &&
            // Then, check that the text content is only whitespace.
            children.every((element) => 
            // FIXME: `getText` call is potentially expensive.
            isDocumentWhiteSpace.test(adapter.getText(element))));
    },
    "first-child"(element, { adapter, equals }) {
        if (adapter.prevElementSibling) {
            return adapter.prevElementSibling(element) == null;
        }
        const firstChild = adapter
            .getSiblings(element)
            .find((sibling) => adapter.isTag(sibling));
        return firstChild != null && equals(element, firstChild);
    },
    "last-child"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        for (let index = siblings.length - 1; index >= 0; index--) {
            if (equals(element, siblings[index])) {
                return true;
            }
            if (adapter.isTag(siblings[index])) {
                break;
            }
        }
        return false;
    },
    "first-of-type"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        const elementName = adapter.getName(element);
        for (const currentSibling of siblings) {
            if (equals(element, currentSibling)) {
                return true;
            }
            if (adapter.isTag(currentSibling) &&
                adapter.getName(currentSibling) === elementName) {
                break;
            }
        }
        return false;
    },
    "last-of-type"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        const elementName = adapter.getName(element);
        for (let index = siblings.length - 1; index >= 0; index--) {
            const currentSibling = siblings[index];
            if (equals(element, currentSibling)) {
                return true;
            }
            if (adapter.isTag(currentSibling) &&
                adapter.getName(currentSibling) === elementName) {
                break;
            }
        }
        return false;
    },
    "only-of-type"(element, { adapter, equals }) {
        const elementName = adapter.getName(element);
        return adapter
            .getSiblings(element)
            .every((sibling) => equals(element, sibling) ||
            !adapter.isTag(sibling) ||
            adapter.getName(sibling) !== elementName);
    },
    "only-child"(element, { adapter, equals }) {
        return adapter
            .getSiblings(element)
            .every((sibling) => equals(element, sibling) || !adapter.isTag(sibling));
    },
};
/**
 * Validate pseudo selector argument arity.
 * @param pseudoClassCondition Pseudo-function implementation to wrap.
 * @param name Name of the pseudo selector.
 * @param subselect Subselector passed to the pseudo-function.
 * @param argumentIndex Index of the argument parser to apply.
 */
function verifyPseudoArguments(pseudoClassCondition, name, subselect, argumentIndex) {
    if (subselect === null) {
        if (pseudoClassCondition.length > argumentIndex) {
            throw new Error(`Pseudo-class :${name} requires an argument`);
        }
    }
    else if (pseudoClassCondition.length === argumentIndex) {
        throw new Error(`Pseudo-class :${name} doesn't have any arguments`);
    }
}
//# sourceMappingURL=pseudos.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/selectors.js

/**
 * Check whether a selector token performs traversal.
 * @param token Selector token(s) to compile.
 */
function selectors_isTraversal(token) {
    return token.type === "_flexibleDescendant" || isTraversal(token);
}
/**
 * Sort the parts of the passed selector, as there is potential for
 * optimization (some types of selectors are faster than others).
 * @param array Selector to sort
 */
function sortRules(array) {
    const ratings = array.map(getQuality);
    for (let index = 1; index < array.length; index++) {
        const procNew = ratings[index];
        if (procNew < 0) {
            continue;
        }
        // Use insertion sort to move the token to the correct position.
        for (let currentIndex = index; currentIndex > 0 && procNew < ratings[currentIndex - 1]; currentIndex--) {
            const token = array[currentIndex];
            array[currentIndex] = array[currentIndex - 1];
            array[currentIndex - 1] = token;
            ratings[currentIndex] = ratings[currentIndex - 1];
            ratings[currentIndex - 1] = procNew;
        }
    }
}
function getAttributeQuality(token) {
    switch (token.action) {
        case AttributeAction.Exists: {
            return 10;
        }
        case AttributeAction.Equals: {
            // Prefer ID selectors (eg. #ID)
            return token.name === "id" ? 9 : 8;
        }
        case AttributeAction.Not: {
            return 7;
        }
        case AttributeAction.Start: {
            return 6;
        }
        case AttributeAction.End: {
            return 6;
        }
        case AttributeAction.Any: {
            return 5;
        }
        case AttributeAction.Hyphen: {
            return 4;
        }
        case AttributeAction.Element: {
            return 3;
        }
    }
}
/**
 * Determine the quality of the passed token. The higher the number, the
 * faster the token is to execute.
 * @param token Token to get the quality of.
 * @returns The token's quality.
 */
function getQuality(token) {
    switch (token.type) {
        case SelectorType.Universal: {
            return 50;
        }
        case SelectorType.Tag: {
            return 30;
        }
        case SelectorType.Attribute: {
            return Math.floor(getAttributeQuality(token) /
                // `ignoreCase` adds some overhead, half the result if applicable.
                (token.ignoreCase ? 2 : 1));
        }
        case SelectorType.Pseudo: {
            return token.data
                ? token.name === "has" ||
                    token.name === "contains" ||
                    token.name === "icontains"
                    ? // Expensive in any case — run as late as possible.
                        0
                    : Array.isArray(token.data)
                        ? // Eg. `:is`, `:not`
                            Math.max(
                            // If we have traversals, try to avoid executing this selector
                            0, Math.min(...token.data.map((d) => Math.min(...d.map(getQuality)))))
                        : 2
                : 3;
        }
        default: {
            return -1;
        }
    }
}
/**
 * Check whether a token or nested token includes `:scope`.
 * @param t Selector token under inspection.
 */
function includesScopePseudo(t) {
    return (t.type === SelectorType.Pseudo &&
        (t.name === "scope" ||
            (Array.isArray(t.data) &&
                t.data.some((data) => data.some(includesScopePseudo)))));
}
//# sourceMappingURL=selectors.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/subselects.js





/** Used as a placeholder for :has. Will be replaced with the actual element. */
const PLACEHOLDER_ELEMENT = {};
/**
 * Check if the selector has any properties that rely on the current element.
 * If not, we can cache the result of the selector.
 *
 * We can't cache selectors that start with a traversal (e.g. `>`, `+`, `~`),
 * or include a `:scope`.
 * @param selector - The selector to check.
 * @returns Whether the selector has any properties that rely on the current element.
 */
function hasDependsOnCurrentElement(selector) {
    return selector.some((sel) => sel.length > 0 &&
        (selectors_isTraversal(sel[0]) || sel.some(includesScopePseudo)));
}
const is = (next, token, options, context, compileToken) => {
    const compiledToken = compileToken(token, copyOptions(options), context);
    return compiledToken === trueFunc
        ? next
        : compiledToken === falseFunc
            ? falseFunc
            : (element) => compiledToken(element) && next(element);
};
/*
 * :not, :has, :is, :matches and :where have to compile selectors
 * doing this in src/pseudos.ts would lead to circular dependencies,
 * so we add them here
 */
/** Pseudo selectors that compile nested selectors. */
const subselects = {
    is,
    /**
     * `:matches` and `:where` are aliases for `:is`.
     */
    matches: is,
    where: is,
    not(next, token, options, context, compileToken) {
        const compiledToken = compileToken(token, copyOptions(options), context);
        return compiledToken === falseFunc
            ? next
            : compiledToken === trueFunc
                ? falseFunc
                : (element) => !compiledToken(element) && next(element);
    },
    has(next, subselect, options, _context, compileToken) {
        const { adapter } = options;
        const copiedOptions = copyOptions(options);
        copiedOptions.relativeSelector = true;
        const context = subselect.some((s) => s.some(selectors_isTraversal))
            ? // Used as a placeholder. Will be replaced with the actual element.
                [PLACEHOLDER_ELEMENT]
            : undefined;
        const skipCache = hasDependsOnCurrentElement(subselect);
        const compiled = compileToken(subselect, copiedOptions, context);
        if (compiled === falseFunc) {
            return falseFunc;
        }
        // If `compiled` is `trueFunc`, we can skip this.
        if (context && compiled !== trueFunc) {
            return skipCache
                ? (element) => {
                    if (!next(element)) {
                        return false;
                    }
                    context[0] = element;
                    const childs = adapter.getChildren(element);
                    return (querying_findOne(compiled, compiled.shouldTestNextSiblings
                        ? [
                            ...childs,
                            ...getNextSiblings(element, adapter),
                        ]
                        : childs, options) !== null);
                }
                : cacheParentResults(next, options, (element) => {
                    context[0] = element;
                    return (querying_findOne(compiled, adapter.getChildren(element), options) !== null);
                });
        }
        const hasOne = (element) => querying_findOne(compiled, adapter.getChildren(element), options) !== null;
        return skipCache
            ? (element) => next(element) && hasOne(element)
            : cacheParentResults(next, options, hasOne);
    },
};
//# sourceMappingURL=subselects.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/index.js
/*
 * Pseudo selectors
 *
 * Pseudo selectors are available in three forms:
 *
 * 1. Filters are called when the selector is compiled and return a function
 *  that has to return either false, or the results of `next()`.
 * 2. Pseudos are called on execution. They have to return a boolean.
 * 3. Subselects work like filters, but have an embedded selector that will be run separately.
 *
 * Filters are great if you want to do some pre-processing, or change the call order
 * of `next()` and your code.
 * Pseudos should be used to implement simple checks.
 */





/**
 * Compile a pseudo selector into an executable query function.
 * @param next Matcher to run after this matcher succeeds.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 * @param compileToken Function used to compile nested selector tokens.
 */
function compilePseudoSelector(next, selector, options, context, compileToken) {
    const { name, data } = selector;
    if (Array.isArray(data)) {
        if (!(name in subselects)) {
            throw new Error(`Unknown pseudo-class :${name}(${data})`);
        }
        return subselects[name](next, data, options, context, compileToken);
    }
    const userPseudo = options.pseudos?.[name];
    const stringPseudo = typeof userPseudo === "string" ? userPseudo : aliases[name];
    if (typeof stringPseudo === "string") {
        if (data != null) {
            throw new Error(`Pseudo ${name} doesn't have any arguments`);
        }
        // The alias has to be parsed here, to make sure options are respected.
        const alias = parse_parse(stringPseudo);
        return subselects["is"](next, alias, options, context, compileToken);
    }
    if (typeof userPseudo === "function") {
        verifyPseudoArguments(userPseudo, name, data, 1);
        return (element) => userPseudo(element, data) && next(element);
    }
    if (name in filters) {
        return filters[name](next, data, options, context, compileToken);
    }
    if (name in pseudos) {
        const pseudo = pseudos[name];
        verifyPseudoArguments(pseudo, name, data, 2);
        return (element) => pseudo(element, options, data) && next(element);
    }
    throw new Error(`Unknown pseudo-class :${name}`);
}



//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/general.js




/*
 * All available rules
 */
/**
 * Compile a single selector token.
 * @param next Matcher to run after this matcher succeeds.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 * @param compileToken Function used to compile nested selector tokens.
 * @param hasExpensiveSubselector Whether the selector contains expensive subselectors.
 */
function compileGeneralSelector(next, selector, options, context, compileToken, hasExpensiveSubselector) {
    const { adapter, equals, cacheResults } = options;
    switch (selector.type) {
        case SelectorType.PseudoElement: {
            throw new Error("Pseudo-elements are not supported by css-select");
        }
        case SelectorType.ColumnCombinator: {
            throw new Error("Column combinators are not yet supported by css-select");
        }
        case SelectorType.Attribute: {
            if (selector.namespace != null) {
                throw new Error("Namespaced attributes are not yet supported by css-select");
            }
            if (!options.xmlMode || options.lowerCaseAttributeNames) {
                selector.name = selector.name.toLowerCase();
            }
            return attributeRules[selector.action](next, selector, options);
        }
        case SelectorType.Pseudo: {
            return compilePseudoSelector(next, selector, options, context, compileToken);
        }
        // Tags
        case SelectorType.Tag: {
            if (selector.namespace != null) {
                throw new Error("Namespaced tag names are not yet supported by css-select");
            }
            let { name } = selector;
            if (!options.xmlMode || options.lowerCaseTags) {
                name = name.toLowerCase();
            }
            return function tag(element) {
                return adapter.getName(element) === name && next(element);
            };
        }
        // Traversal
        case SelectorType.Descendant: {
            if (!hasExpensiveSubselector ||
                cacheResults === false ||
                typeof WeakMap === "undefined") {
                return function descendant(element) {
                    let current = element;
                    while ((current = getElementParent(current, adapter))) {
                        if (next(current)) {
                            return true;
                        }
                    }
                    return false;
                };
            }
            const resultCache = new WeakMap();
            return function cachedDescendant(element) {
                let current = element;
                let result;
                while ((current = getElementParent(current, adapter))) {
                    const cached = resultCache.get(current);
                    if (cached === undefined) {
                        result ??= { matches: false };
                        result.matches = next(current);
                        resultCache.set(current, result);
                        if (result.matches) {
                            return true;
                        }
                    }
                    else {
                        if (result) {
                            result.matches = cached.matches;
                        }
                        return cached.matches;
                    }
                }
                return false;
            };
        }
        case "_flexibleDescendant": {
            // Include element itself, only used while querying an array
            return function flexibleDescendant(element) {
                let current = element;
                do {
                    if (next(current)) {
                        return true;
                    }
                    current = getElementParent(current, adapter);
                } while (current);
                return false;
            };
        }
        case SelectorType.Parent: {
            return function parent(element) {
                return adapter
                    .getChildren(element)
                    .some((element) => adapter.isTag(element) && next(element));
            };
        }
        case SelectorType.Child: {
            return function child(element) {
                const parent = getElementParent(element, adapter);
                return parent !== null && next(parent);
            };
        }
        case SelectorType.Sibling: {
            return function sibling(element) {
                const siblings = adapter.getSiblings(element);
                for (const currentSibling of siblings) {
                    if (equals(element, currentSibling)) {
                        break;
                    }
                    if (adapter.isTag(currentSibling) && next(currentSibling)) {
                        return true;
                    }
                }
                return false;
            };
        }
        case SelectorType.Adjacent: {
            if (adapter.prevElementSibling) {
                return function adjacent(element) {
                    // biome-ignore lint/style/noNonNullAssertion: checked by if statement
                    const previous = adapter.prevElementSibling(element);
                    return previous != null && next(previous);
                };
            }
            return function adjacent(element) {
                const siblings = adapter.getSiblings(element);
                let lastElement;
                for (const currentSibling of siblings) {
                    if (equals(element, currentSibling)) {
                        break;
                    }
                    if (adapter.isTag(currentSibling)) {
                        lastElement = currentSibling;
                    }
                }
                return !!lastElement && next(lastElement);
            };
        }
        case SelectorType.Universal: {
            if (selector.namespace != null && selector.namespace !== "*") {
                throw new Error("Namespaced universal selectors are not yet supported by css-select");
            }
            return next;
        }
    }
}
//# sourceMappingURL=general.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/compile.js






const DESCENDANT_TOKEN = { type: SelectorType.Descendant };
const FLEXIBLE_DESCENDANT_TOKEN = {
    type: "_flexibleDescendant",
};
const SCOPE_TOKEN = {
    type: SelectorType.Pseudo,
    name: "scope",
    data: null,
};
/*
 * CSS 4 Spec (Draft): 3.4.1. Absolutizing a Relative Selector
 * http://www.w3.org/TR/selectors4/#absolutizing
 */
function absolutize(token, { adapter }, context) {
    // TODO Use better check if the context is a document
    const hasContext = !!context?.every((element) => element === PLACEHOLDER_ELEMENT ||
        (adapter.isTag(element) &&
            getElementParent(element, adapter) !== null));
    for (const t of token) {
        if (t.length > 0 &&
            selectors_isTraversal(t[0]) &&
            t[0].type !== SelectorType.Descendant) {
            // Don't continue in else branch
        }
        else if (hasContext && !t.some(includesScopePseudo)) {
            t.unshift(DESCENDANT_TOKEN);
        }
        else {
            continue;
        }
        t.unshift(SCOPE_TOKEN);
    }
}
/**
 * Compile a parsed selector token into an executable query function.
 * @param token Selector token(s) to compile.
 * @param options Options that control this operation.
 * @param compilationContext Compilation context for relative selector handling.
 */
function compileToken(token, options, compilationContext) {
    for (const rules of token) {
        sortRules(rules);
    }
    const { context = compilationContext, rootFunc: rootFunction = trueFunc, } = options;
    const isArrayContext = Array.isArray(context);
    const finalContext = context && (Array.isArray(context) ? context : [context]);
    // Check if the selector is relative
    if (options.relativeSelector !== false) {
        absolutize(token, options, finalContext);
    }
    else if (token.some((t) => t.length > 0 && selectors_isTraversal(t[0]))) {
        throw new Error("Relative selectors are not allowed when the `relativeSelector` option is disabled");
    }
    let shouldTestNextSiblings = false;
    let query = falseFunc;
    combineLoop: for (const rules of token) {
        if (rules.length >= 2) {
            const [first, second] = rules;
            if (first.type !== SelectorType.Pseudo || first.name !== "scope") {
                // Ignore
            }
            else if (isArrayContext &&
                second.type === SelectorType.Descendant) {
                rules[1] = FLEXIBLE_DESCENDANT_TOKEN;
            }
            else if (second.type === SelectorType.Adjacent ||
                second.type === SelectorType.Sibling) {
                shouldTestNextSiblings = true;
            }
        }
        let next = rootFunction;
        let hasExpensiveSubselector = false;
        for (const rule of rules) {
            next = compileGeneralSelector(next, rule, options, finalContext, compileToken, hasExpensiveSubselector);
            const quality = getQuality(rule);
            if (quality === 0) {
                hasExpensiveSubselector = true;
            }
            // If the sub-selector won't match any elements, skip it.
            if (next === falseFunc) {
                continue combineLoop;
            }
        }
        // If we have a function that always returns true, we can stop here.
        if (next === rootFunction) {
            return rootFunction;
        }
        query = query === falseFunc ? next : or(query, next);
    }
    query.shouldTestNextSiblings = shouldTestNextSiblings;
    return query;
}
function or(a, b) {
    return (element) => a(element) || b(element);
}
//# sourceMappingURL=compile.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/index.js






const defaultEquals = (a, b) => a === b;
const dist_defaultOptions = {
    adapter: { ...domutils_dist_namespaceObject, isTag: node_isTag },
    equals: defaultEquals,
};
function convertOptionFormats(options) {
    /*
     * We force one format of options to the other one.
     */
    // @ts-expect-error Default options may have incompatible `Node` / `ElementNode`.
    const finalOptions = options ?? dist_defaultOptions;
    // @ts-expect-error Same as above.
    finalOptions.adapter ??= dist_defaultOptions.adapter;
    // @ts-expect-error `equals` does not exist on `Options`
    finalOptions.equals ??= finalOptions.adapter?.equals ?? defaultEquals;
    return finalOptions;
}
/**
 * Compiles a selector to an executable function.
 *
 * The returned function checks if each passed node is an element. Use
 * `_compileUnsafe` to skip this check.
 * @param selector Selector to compile.
 * @param options Compilation options.
 * @param context Optional context for the selector.
 */
function dist_compile(selector, options, context) {
    const convertedOptions = convertOptionFormats(options);
    const next = _compileUnsafe(selector, convertedOptions, context);
    return next === falseFunc
        ? falseFunc
        : (element) => convertedOptions.adapter.isTag(element) && next(element);
}
/**
 * Like `compile`, but does not add a check if elements are tags.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 */
function _compileUnsafe(selector, options, context) {
    return compileToken(typeof selector === "string" ? parse_parse(selector) : selector, convertOptionFormats(options), context);
}
function getSelectorFunction(searchFunction) {
    return function select(query, elements, options) {
        const convertedOptions = convertOptionFormats(options);
        if (typeof query !== "function") {
            query = _compileUnsafe(query, convertedOptions, elements);
        }
        const filteredElements = prepareContext(elements, convertedOptions.adapter, query.shouldTestNextSiblings);
        return searchFunction(query, filteredElements, convertedOptions);
    };
}
/**
 * Normalize a query context and optionally include next siblings.
 * @param elements Elements to test against sibling-dependent selectors.
 * @param adapter Adapter implementation used for DOM operations.
 * @param shouldTestNextSiblings Whether sibling combinators should include following siblings.
 */
function prepareContext(elements, adapter, shouldTestNextSiblings = false) {
    /*
     * Add siblings if the query requires them.
     * See https://github.com/fb55/css-select/pull/43#issuecomment-225414692
     */
    if (shouldTestNextSiblings) {
        elements = appendNextSiblings(elements, adapter);
    }
    return Array.isArray(elements)
        ? adapter.removeSubsets(elements)
        : adapter.getChildren(elements);
}
function appendNextSiblings(element, adapter) {
    // Order matters because jQuery seems to check the children before the siblings
    const elements = Array.isArray(element) ? [...element] : [element];
    const elementsLength = elements.length;
    for (let index = 0; index < elementsLength; index++) {
        const nextSiblings = getNextSiblings(elements[index], adapter);
        elements.push(...nextSiblings);
    }
    return elements;
}
/**
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param elems Elements to query. If it is an element, its children will be queried.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns All matching elements.
 */
const selectAll = getSelectorFunction((query, elements, options) => query === falseFunc || !elements || elements.length === 0
    ? []
    : querying_findAll(query, elements, options));
/**
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param elems Elements to query. If it is an element, its children will be queried.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns the first match, or null if there was no match.
 */
const selectOne = getSelectorFunction((query, elements, options) => query === falseFunc || !elements || elements.length === 0
    ? null
    : querying_findOne(query, elements, options));
/**
 * Tests whether or not an element is matched by query.
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param element The element to test if it matches the query.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns Whether the element matches the query.
 */
function dist_is(element, query, options) {
    return (typeof query === "function" ? query : dist_compile(query, options))(element);
}
/**
 * Alias for selectAll(query, elems, options).
 * @see [compile] for supported selector queries.
 */
/* harmony default export */ const css_select_dist = ((/* unused pure expression or super */ null && (selectAll)));
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./src/core/selectors.ts
// CSS selectors over a page that is still being parsed.
//
// css-select compiles a selector into a predicate that walks the tree through an `Adapter`. When an
// element opens during a streaming parse, its ancestors and its previous siblings are already
// known, so every selector that only looks "up" and "left" can be answered right then, against
// lightweight records of the open elements. Selectors that need what comes later (`:has`,
// `:last-child`, `:empty`, …) are detected here so the extractor can fall back to a DOM.


/** A bad selector in the configuration. */
class SelectorError extends Error {
    selector;
    constructor(selector, detail) {
        super(`"${selector}" is not a valid CSS selector (${detail})`);
        this.name = 'SelectorError';
        this.selector = selector;
    }
}
const NO_CHILDREN = [];
/**
 * One element of a page being parsed (or the document root, which has no parent). Only what
 * selectors can ask of an element whose end has not been seen yet.
 */
class StreamNode {
    /** Not readonly for the record reused by `reset` (see StreamNode.reusable). */
    name;
    attribs;
    parent;
    /** Previous element sibling. */
    prev;
    /** Element children seen so far; released when the element closes (nothing can ask any more). */
    children = NO_CHILDREN;
    /** Last element child seen so far. */
    last = null;
    constructor(name, attribs, parent) {
        this.name = name;
        this.attribs = attribs;
        this.parent = parent;
        this.prev = parent === null ? null : parent.last;
    }
    static root() {
        return new StreamNode('#document', {}, null);
    }
    /**
     * One record for every element in turn (see `reset`), when the selectors only ask about an
     * element's own name and attributes (no ParsedSelector.needsTree): then nothing is kept of
     * ancestors and siblings, and no record is made per element. Its parent is a document.
     */
    static reusable() {
        return new StreamNode('#none', {}, StreamNode.root());
    }
    /** Makes a reusable record stand for another element. */
    reset(name, attribs) {
        this.name = name;
        this.attribs = attribs;
    }
    /** Creates, links and returns a child element. */
    open(name, attribs) {
        const child = new StreamNode(name, attribs, this);
        if (this.children === NO_CHILDREN)
            this.children = [child];
        else
            this.children.push(child);
        this.last = child;
        return child;
    }
    /** Later elements can only see this one as an ancestor-free previous sibling: drop its subtree. */
    release() {
        this.children = NO_CHILDREN;
        this.last = null;
    }
}
function ownAttribute(element, name) {
    // htmlparser2's attribute objects have a prototype: `[constructor]` must not match everything.
    // Attribute values are strings; what the prototype holds is not: most lookups (absent
    // attributes) end at the first test.
    const value = element.attribs[name];
    return typeof value === 'string' && Object.hasOwn(element.attribs, name) ? value : undefined;
}
/** css-select adapter over `StreamNode`s. Text is never asked for: such selectors use the DOM. */
const streamAdapter = {
    isTag: (node) => node.parent !== null,
    getAttributeValue: ownAttribute,
    hasAttrib: (element, name) => ownAttribute(element, name) !== undefined,
    getName: (element) => element.name,
    getParent: (node) => node.parent,
    getChildren: (node) => node.children,
    getSiblings: (node) => (node.parent === null ? [node] : node.parent.children),
    prevElementSibling: (node) => node.prev,
    getText: () => '',
    removeSubsets: (nodes) => {
        const set = new Set(nodes);
        return nodes.filter((node) => {
            for (let p = node.parent; p !== null; p = p.parent)
                if (set.has(p))
                    return false;
            return true;
        });
    }
};
/** Pseudo-classes that depend on children, text or following siblings (css-select aliases included). */
const NEEDS_FUTURE = new Set([
    'has', 'empty', 'parent', 'contains', 'icontains',
    'last-child', 'last-of-type', 'only-child', 'only-of-type', 'nth-last-child', 'nth-last-of-type',
    'selected', 'checked'
]);
function tokensNeedFuture(selectors) {
    for (const compound of selectors) {
        for (const token of compound) {
            if (token.type === SelectorType.Parent)
                return true;
            if (token.type !== SelectorType.Pseudo)
                continue;
            if (NEEDS_FUTURE.has(token.name))
                return true;
            const data = token.data;
            if (Array.isArray(data)) {
                if (tokensNeedFuture(data))
                    return true;
            }
            else if (typeof data === 'string') {
                // `:nth-child(2n of .x:last-child)` keeps its sub-selector as a string.
                for (const name of NEEDS_FUTURE)
                    if (data.includes(':' + name))
                        return true;
            }
        }
    }
    return false;
}
/**
 * Whether every selector of the list needs its subject to have some attribute (`.x`, `#x`,
 * `[x]`, `[x=v]`…): then an element without attributes cannot match. Only a plain attribute
 * test of the subject's own compound counts: `[x!=v]` (which absent attributes pass) and
 * pseudo-classes do not.
 */
function tokensNeedAttribute(selectors) {
    return selectors.every((compound) => {
        let subject = compound.length;
        while (subject > 0 && !isTraversal(compound[subject - 1]))
            subject--;
        return compound
            .slice(subject)
            .some((token) => token.type === SelectorType.Attribute && token.action !== AttributeAction.Not);
    });
}
/**
 * Whether some selector of the list looks past the element itself: a combinator, or any
 * pseudo-class (`:first-child` counts siblings, `:root` looks at the parent, `:not(a b)` nests
 * a combinator). Only names, `*` and attribute tests do not.
 */
function tokensNeedTree(selectors) {
    return selectors.some((compound) => compound.some((token) => token.type !== SelectorType.Tag && token.type !== SelectorType.Universal && token.type !== SelectorType.Attribute));
}
/**
 * The names of the attributes a selector list tests (`.x` and `#x` test class and id), so that a
 * scan can leave the others out (html-scan.ts, attributeFilter); undefined when some part may
 * read attributes it does not name: a pseudo-class (`:link` reads href, `:disabled` disabled…).
 * css-select refuses namespaced tests (`[xlink|href]`): parseSelector never gets here with one.
 */
function tokensAttributes(selectors) {
    const names = [];
    for (const compound of selectors) {
        for (const token of compound) {
            if (token.type === SelectorType.Pseudo || token.type === SelectorType.PseudoElement)
                return undefined;
            if (token.type === SelectorType.Attribute)
                names.push(token.name);
        }
    }
    return names;
}
/** Validates a selector; throws `SelectorError` naming it when it is not valid CSS for css-select. */
function selectors_parseSelector(source) {
    let tokens;
    try {
        tokens = parse_parse(source);
        // Compiling is the only complete check (unknown pseudo-classes, pseudo-elements…).
        dist_compile(source, { adapter: streamAdapter, cacheResults: false });
    }
    catch (error) {
        throw new SelectorError(source, error instanceof Error ? error.message : String(error));
    }
    if (tokens.length === 0)
        throw new SelectorError(source, 'empty selector');
    return {
        source,
        needsFuture: tokensNeedFuture(tokens),
        needsTree: tokensNeedTree(tokens),
        needsAttribute: tokensNeedAttribute(tokens),
        attributes: tokensAttributes(tokens)
    };
}
/** Compiles a selector list (already validated) for `StreamNode`s. */
function compileStreaming(sources) {
    if (sources.length === 0)
        return () => false;
    return dist_compile(sources.join(', '), { adapter: streamAdapter, cacheResults: false });
}
/** Compiles a selector list (already validated) for a domhandler DOM (css-select's default adapter). */
function compileDom(sources) {
    if (sources.length === 0)
        return () => false;
    return dist_compile(sources.join(', '));
}
/**
 * Splits a selector list at its top-level commas: commas inside parentheses, brackets, quotes or
 * after a backslash do not split. Parts are trimmed; empty parts are dropped.
 */
function splitSelectorList(list) {
    const parts = [];
    let depth = 0;
    let quote = 0;
    let start = 0;
    for (let i = 0; i < list.length; i++) {
        const c = list.charCodeAt(i);
        if (c === 0x5c /* \ */) {
            i++;
            continue;
        }
        if (quote !== 0) {
            if (c === quote)
                quote = 0;
            continue;
        }
        if (c === 0x22 || c === 0x27)
            quote = c;
        else if (c === 0x28 || c === 0x5b)
            depth++;
        else if ((c === 0x29 || c === 0x5d) && depth > 0)
            depth--;
        else if (c === 0x2c && depth === 0) {
            parts.push(list.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(list.slice(start));
    return parts.map((part) => part.trim()).filter((part) => part !== '');
}

;// CONCATENATED MODULE: ./src/core/extract.ts
// The page extractor: one streaming pass over a page's HTML gives its significant content as
// normalised blocks, their SHA-256, and the few head facts the sitemap needs (robots noindex,
// canonical, meta refresh).
//
// Block format: `<semantic path>|<text>`, one per semantic block, e.g.
//   h2|Group A
//   ul>li|[Fixtures](/match/fixtures/)
//   table>tr>td|Brazil
//   figure|![Stadium at night](/img/*-640.jpeg)
//   |Text directly in a layout wrapper
//   ld+json|{"@type":"Article","headline":"…"}
// The path holds only semantic ancestors inside the main content area (p, h1–h6, lists, tables,
// blockquote, pre, figure, details…), never div/span/section, classes or ids; `tbody` is left out
// because browsers imply it. Text is whitespace-collapsed, trimmed and NFC. Inline links are
// `[text](url)`, images `![alt](url)`, other embedded media `!video(url)`, `!iframe(url)`… with
// URLs normalised by content-urls.ts. JSON-LD blocks (date fields removed, keys sorted) come last.
//
// What is dropped: comments; the subtrees of script, style, noscript, template, svg (icons, and
// generated ids in them), title, iframe/noembed/noframes fallback text; elements matched by an
// ignore selector, `[data-lastmod-ignore]` or `[data-lastmod]`, with their subtree; every attribute
// except link targets, media sources and image alt text.
//
// Known limits (by choice): whitespace inside `<pre>` is collapsed like anywhere else; a cell moved
// to another table row, or list items moved between two adjacent lists, give the same blocks.










/** Bump whenever the normalised output changes for some input: the state re-baselines its hashes. */
const NORMALIZER_VERSION = 1;
const ALWAYS_IGNORED = ['[data-lastmod-ignore]', '[data-lastmod]'];
const PARSER_OPTIONS = { decodeEntities: true };
/**
 * Compiles all selectors once. Throws `SelectorError` naming the first invalid selector. When a
 * selector needs to see the future of an element (`:has`, `:last-child`…), pages are parsed into
 * a DOM first and matched with css-select's own adapter; otherwise nothing but the stream.
 */
function createExtractor(options) {
    const content = options.contentSelectors.map(selectors_parseSelector);
    const ignore = [...ALWAYS_IGNORED, ...options.ignoreSelectors].map(selectors_parseSelector);
    const hasBodySelector = options.contentSelectors.some((s) => s.trim().toLowerCase() === 'body');
    const contentNames = options.contentSelectors.join(', ');
    const needsDom = content.some((s) => s.needsFuture) || ignore.some((s) => s.needsFuture);
    const ignoreNeedsAttribute = ignore.every((s) => s.needsAttribute);
    const ignoreTested = ignoreNeedsAttribute ? attributesTested(ignore) : undefined;
    const mayBeIgnored = ignoreTested === undefined ? undefined : hasAnyOf(ignoreTested);
    const needsTree = content.some((s) => s.needsTree) || ignore.some((s) => s.needsTree);
    if (!needsDom) {
        // The scan keeps only the attributes that the collector or a selector reads, and marks the
        // tags that have one the ignore selectors test (none inherited from Object.prototype, such as
        // `constructor`, which mayBeIgnored lets the selectors answer themselves).
        const tested = attributesTested([...content, ...ignore]);
        const marked = ignoreTested !== undefined && !ignoreTested.some((name) => name in {}) ? ignoreTested : undefined;
        const filter = tested === undefined ? null : attributeFilter([...COLLECTOR_ATTRIBUTES, ...tested], marked);
        const matchers = {
            content: content.map((s) => compileStreaming([s.source])),
            ignore: compileStreaming(ignore.map((s) => s.source)),
            ignoreNeedsAttribute,
            mayBeIgnored,
            marksIgnored: filter !== null && marked !== undefined,
            hasBodySelector,
            contentNames
        };
        const stream = (pageUrl, siteUrl) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl, false);
            const parser = new Parser(new StreamingHandler(collector, needsTree), PARSER_OPTIONS);
            return {
                write: (chunk) => parser.write(chunk),
                end: () => {
                    parser.end();
                    return collector.finish();
                }
            };
        };
        // A whole page goes through our scanner, which gives htmlparser2's events at about five
        // times its speed (html-scan.ts; the two are compared on real and fuzzed pages). Chunks
        // still go through htmlparser2, which is what proves the collector chunk-invariant.
        const parse = (html, pageUrl, siteUrl, firstOnly) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl, firstOnly);
            scanHtml(html, new StreamingHandler(collector, needsTree), filter);
            return collector;
        };
        // Pages of a site share their layout: when the last page's main content was the first
        // selector's, this one's probably is too, and everything before it (header, nav, sidebar)
        // need not be collected for the other candidates. When the guess is wrong the page is parsed
        // again in full, so the result is the same either way (extract-chunks tests compare both).
        // The guess is read in WebAssembly where it can be (WasmRun), else in JavaScript.
        const wasm = !needsTree && content.length > 0 ? new WasmRun(matchers, collectConfig(content[0], ignore, filter)) : null;
        let guessFirst = true;
        const read = (html, pageUrl, siteUrl, split) => {
            if (guessFirst) {
                const collected = wasm !== null && wasmCollector ? wasm.collect(html, pageUrl, siteUrl, split) : null;
                if (collected !== null) {
                    if (collected !== undefined)
                        return collected;
                }
                else {
                    const facts = parse(html, pageUrl, siteUrl, true).finish();
                    if (facts !== undefined)
                        return facts;
                }
            }
            const collector = parse(html, pageUrl, siteUrl, false);
            const facts = collector.finish();
            guessFirst = collector.winner === 0;
            return facts;
        };
        return {
            stream,
            extract: (html, pageUrl, siteUrl) => read(html, pageUrl, siteUrl, true),
            hashed: (html, pageUrl, siteUrl) => read(html, pageUrl, siteUrl, false)
        };
    }
    const matchers = {
        content: content.map((s) => compileDom([s.source])),
        ignore: compileDom(ignore.map((s) => s.source)),
        ignoreNeedsAttribute,
        mayBeIgnored,
        marksIgnored: false,
        hasBodySelector,
        contentNames
    };
    const stream = (pageUrl, siteUrl) => {
        const dom = new DomHandler();
        const parser = new Parser(dom, PARSER_OPTIONS);
        return {
            write: (chunk) => parser.write(chunk),
            end: () => {
                parser.end();
                const collector = new PageCollector(matchers, pageUrl, siteUrl, false);
                walkDom(dom.root, collector);
                return collector.finish();
            }
        };
    };
    const extract = (html, pageUrl, siteUrl) => feedWhole(stream(pageUrl, siteUrl), html);
    return { stream, extract, hashed: extract };
}
let wasmCollector = true;
/**
 * Pages read by the collector in WebAssembly, pages it gave up on, the link targets it asked for
 * (those it did not keep from another page) and the markers of images and media it asked for
 * (those it did not write itself); for tests and the bench.
 */
const wasmCollectorCounts = { read: 0, gaveUp: 0, linkTargets: 0, markers: 0 };
/** Lets extractors read pages with the collector in WebAssembly (the default) or not (tests compare the two). */
function useWasmCollector(allowed) {
    wasmCollector = allowed;
}
// html-collect.inc's context and answer bits for CollectRun.element.
const CTX_IN_DROP = 1;
const CTX_DROP_SCANS_HEAD = 2;
const CTX_IN_MATH = 4;
const CTX_TEST_CONTENT = 8;
const CTX_TEST_IGNORE = 16;
const ANSWER_IGNORED = 1;
const ANSWER_JSON_LD = 2;
const ANSWER_CONTENT = 4;
/** A selector of one element name and nothing else. */
const TYPE_ONLY = /^[a-z][a-z0-9-]*$/;
/**
 * Which elements the collector in WebAssembly shows to WasmRun.element: those an ignore selector
 * (bit 1) or the first content selector (bit 2) may match, by name when a selector is a name, by
 * the attributes it tests when it needs one, else all; and the head facts' and JSON-LD's elements.
 */
function collectConfig(first, ignore, filter) {
    const hookNames = new Map([['meta', 1], ['link', 1], ['script', 1]]);
    const hookAttributes = new Map([['data-lastmod', 1]]);
    let hookAll = 0;
    const add = (selector, bit) => {
        const source = selector.source.trim();
        if (TYPE_ONLY.test(source))
            hookNames.set(source, (hookNames.get(source) ?? 0) | bit);
        else if (selector.needsAttribute && selector.attributes !== undefined) {
            for (const attribute of selector.attributes) {
                const name = attribute.toLowerCase();
                hookAttributes.set(name, (hookAttributes.get(name) ?? 0) | bit);
            }
        }
        else
            hookAll |= bit;
    };
    add(first, 2);
    for (const selector of ignore)
        add(selector, 1);
    return { kinds: ELEMENT_KINDS, hookNames, hookAttributes, hookAll, filter };
}
/**
 * One page read for the first content selector by the collector in WebAssembly
 * (html-collect.inc): PageCollector's `firstOnly` mode, with the selectors, head facts, link
 * targets, markers and JSON-LD left to the same code as here.
 */
class WasmRun extends CollectRun {
    matchers;
    collectConfig;
    noindex = false;
    canonical = undefined;
    refreshTo = undefined;
    mayHoldDates = false;
    pageUrl = new URL('https://x.invalid/');
    siteUrl = this.pageUrl;
    node = StreamNode.reusable();
    constructor(matchers, collectConfig) {
        super();
        this.matchers = matchers;
        this.collectConfig = collectConfig;
    }
    /**
     * The page's facts (its blocks split when `split`, else perhaps not); undefined when the first
     * content selector matches nothing; null when the collector gave up.
     */
    collect(html, pageUrl, siteUrl, split) {
        this.noindex = false;
        this.canonical = undefined;
        this.refreshTo = undefined;
        this.mayHoldDates = false;
        this.pageUrl = pageUrl;
        this.siteUrl = siteUrl;
        const result = collectFirst(html, this.collectConfig, this);
        if (result === null) {
            wasmCollectorCounts.gaveUp++;
            return null;
        }
        wasmCollectorCounts.read++;
        if (!result.matched)
            return undefined;
        const warnings = [];
        const jsonLd = [];
        let mayHoldDates = result.mayHoldDates || this.mayHoldDates;
        for (const raw of result.jsonLd) {
            const warned = warnings.length;
            const block = jsonLdBlock(raw, pageUrl, siteUrl, warnings);
            if (block !== undefined)
                jsonLd.push(block);
            if (block === undefined || warnings.length > warned || !isPlainJson(raw))
                mayHoldDates = true;
        }
        const content = result.text;
        const ld = jsonLd.join('\n');
        const hashed = ld === '' ? content : content === '' ? ld : content + '\n' + ld;
        // NFC, when it changes the content, changes its blocks (normalising the blocks one by one
        // equals normalising their join, see pageFacts).
        if (ld.includes('\n') || (MAY_NEED_NFC.test(hashed) && content.normalize('NFC') !== content)) {
            return pageFacts(content === '' ? [] : content.split('\n'), jsonLd, this, warnings, mayHoldDates);
        }
        return split ? joinedPageFacts(hashed, this, warnings, mayHoldDates) : hashedFacts(hashed, this, warnings, mayHoldDates);
    }
    config() {
        return this.collectConfig;
    }
    /** PageCollector.open's questions about an element: see html-collect.inc's collectOpen. */
    onElement(name, attribs, context) {
        const kind = ELEMENT_KINDS.get(name) ?? 0;
        if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs))
            this.mayHoldDates = true;
        if (context & CTX_IN_DROP) {
            if ((name === 'script' && isJsonLd(attribs)) || hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            if (context & CTX_DROP_SCANS_HEAD && kind & K_HEAD)
                readHeadFacts(this, name, attribs);
            return 0;
        }
        if (kind & K_HEAD)
            readHeadFacts(this, name, attribs);
        const node = this.node;
        node.reset(name, attribs);
        if (context & CTX_TEST_IGNORE && (attribs !== NO_ATTRIBUTES || !this.matchers.ignoreNeedsAttribute) && this.matchers.ignore(node)) {
            if (hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            return ANSWER_IGNORED;
        }
        if (kind & K_DROPPED) {
            if (name === 'script' && isJsonLd(attribs)) {
                if (context & CTX_IN_MATH)
                    this.mayHoldDates = true;
                return ANSWER_JSON_LD;
            }
            return 0;
        }
        return context & CTX_TEST_CONTENT && this.matchers.content[0](node) ? ANSWER_CONTENT : 0;
    }
    linkUrl(raw) {
        wasmCollectorCounts.linkTargets++;
        return normalizeContentUrl(raw, this.pageUrl, this.siteUrl);
    }
    linkCacheKey() {
        return contentUrlContext(this.siteUrl, this.pageUrl);
    }
    linkShared(raw) {
        return sharedNormalForm(raw);
    }
    marker(name, attribs) {
        wasmCollectorCounts.markers++;
        return name === 'img' ? imageMarker(attribs, this.pageUrl, this.siteUrl) : mediaMarker(name, attribs, this.pageUrl, this.siteUrl);
    }
}
function feedWhole(stream, html) {
    stream.write(html);
    return stream.end();
}
/**
 * htmlparser2 events → StreamNode records + collector. `tree`: the selectors look past the
 * element itself, so every element gets a record linked to its parent and siblings; otherwise one
 * record stands for each element in turn (StreamNode.reusable).
 */
class StreamingHandler {
    node = StreamNode.root();
    collector;
    reused;
    constructor(collector, tree) {
        this.collector = collector;
        this.reused = tree ? null : StreamNode.reusable();
    }
    /** `id`, `marked`: from our scanner (PositionHandler.onopentag), not from htmlparser2. */
    onopentag(name, attribs, _implied, _tagEnd, _spans, id, marked) {
        // Inside a dropped subtree nothing is matched: no record needed.
        if (this.collector.dropDepth > 0) {
            this.collector.open(name, attribs, null, id);
            return;
        }
        const reused = this.reused;
        if (reused !== null) {
            reused.reset(name, attribs);
            this.collector.open(name, attribs, reused, id, marked);
            return;
        }
        const node = this.node.open(name, attribs);
        this.node = node;
        this.collector.open(name, attribs, node, id, marked);
    }
    onclosetag() {
        if (!this.collector.close() || this.reused !== null)
            return;
        const node = this.node;
        node.release();
        if (node.parent !== null)
            this.node = node.parent;
    }
    ontext(data, spacesOnly) {
        this.collector.text(data, spacesOnly);
    }
    wantsText() {
        return this.collector.wantsText();
    }
}
/** Replays a domhandler DOM as the same events (iteratively: deep pages must not overflow the stack). */
function walkDom(root, collector) {
    const lists = [root.children];
    const positions = [0];
    const elements = [null];
    while (lists.length > 0) {
        const top = lists.length - 1;
        const list = lists[top];
        const position = positions[top];
        if (position >= list.length) {
            lists.pop();
            positions.pop();
            if (elements.pop() != null)
                collector.close();
            continue;
        }
        positions[top] = position + 1;
        const node = list[position];
        if (node_isTag(node)) {
            collector.open(node.name, node.attribs, node);
            lists.push(node.children);
            positions.push(0);
            elements.push(node);
        }
        else if (isText(node)) {
            collector.text(node.data);
        }
        else if (isCDATA(node)) {
            lists.push(node.children);
            positions.push(0);
            elements.push(null);
        }
    }
}
// ---------------------------------------------------------------------------------------------
// Element classes
/** Elements that start and end a block (HTML's block-level elements and table parts). */
const BLOCK_ELEMENTS = new Set([
    'html', 'body', 'main', 'article', 'section', 'nav', 'aside', 'header', 'footer', 'div', 'address', 'hgroup',
    'search', 'center', 'form', 'fieldset', 'legend', 'dialog', 'hr',
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'xmp', 'plaintext', 'blockquote', 'figure', 'figcaption',
    'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'
]);
/** Block elements that are part of the semantic path (all are in BLOCK_ELEMENTS). */
const SEMANTIC_ELEMENTS = new Set([
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'figure', 'figcaption',
    'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
    'table', 'caption', 'thead', 'tfoot', 'tr', 'th', 'td'
]);
/** Elements whose whole subtree is never content. */
const DROPPED_ELEMENTS = new Set([
    'script', 'style', 'noscript', 'template', 'svg', 'title', 'iframe', 'noembed', 'noframes'
]);
/** Embedded media other than img: `!name(url)`. */
const MEDIA_ELEMENTS = new Set(['video', 'audio', 'source', 'iframe', 'embed', 'object']);
const K_BLOCK = 1;
const K_SEMANTIC = 2;
const K_DROPPED = 4;
const K_MEDIA = 8;
/** meta and link: the elements headFacts reads (and isDateMeta, for meta). */
const K_HEAD = 16;
/** The classes above as bits, by element name: one lookup per element instead of one per class. */
const ELEMENT_KINDS = (() => {
    const kinds = new Map();
    const mark = (names, bit) => {
        for (const name of names)
            kinds.set(name, (kinds.get(name) ?? 0) | bit);
    };
    mark(BLOCK_ELEMENTS, K_BLOCK);
    mark(SEMANTIC_ELEMENTS, K_SEMANTIC);
    mark(DROPPED_ELEMENTS, K_DROPPED);
    mark(MEDIA_ELEMENTS, K_MEDIA);
    mark(new Set(['meta', 'link']), K_HEAD);
    return kinds;
})();
/**
 * ELEMENT_KINDS by the number our scanner gives each interned name: one read of a typed array
 * for the ~600 elements of a large bench page instead of a lookup by name (in a profile of a first
 * run of the large bench site, the lookups were 1.4% of the run). Null, when the names cannot all
 * be interned, leaves the map to answer.
 */
const KINDS_BY_NAME_ID = nameTable(ELEMENT_KINDS);
const F_BLOCK = 1;
const F_SEMANTIC = 2;
const F_LINK = 4;
const F_REGION = 8;
/** Form controls with content: a word boundary after them too. */
const F_SPACED = 16;
const F_MATH = 32;
const WHITESPACE = /\s+/g;
/**
 * Whitespace that is not a single space: JavaScript's `\s` but the space (HTML's ASCII whitespace,
 * the Unicode spaces, NBSP included, and the BOM), or two spaces. One regular expression costs a
 * quarter less than a character class and a search for two spaces.
 */
const NOT_SINGLE_SPACES = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}/;
/** JavaScript's `\s`, as a character code test. */
function extract_isWhitespace(c) {
    if (c <= 0x20)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (c < 0xa0)
        return false;
    return (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
        c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff);
}
/**
 * Whitespace runs as one space, trimmed. Most texts (alt text, JSON-LD strings) have nothing to
 * collapse or trim: then the text is returned as it is, without the replace (0.11 against 0.28 µs
 * for an alt text of 20 to 40 characters).
 */
function collapseSpaces(text) {
    const collapse = NOT_SINGLE_SPACES.test(text) || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20;
    return collapse ? text.replace(WHITESPACE, ' ').trim() : text;
}
/** Nothing below U+0300 (where combining marks start) changes under NFC. */
const MAY_NEED_NFC = /[\u0300-\uffff]/;
function nfc(text) {
    return MAY_NEED_NFC.test(text) ? text.normalize('NFC') : text;
}
/** Past this many, paths are no longer kept (see SemanticPath.of). */
const KEPT_PATHS_LIMIT = 4096;
/** Longer paths are never kept: a page of deep nesting would keep every prefix of its deepest. */
const KEPT_PATH_LENGTH = 256;
let keptPaths = 0;
/**
 * A semantic path (`table>tr>td`), kept across pages: a site's pages share a few dozen, so an
 * element that opens one makes no string, and every block on it starts with the same `prefix`
 * (the path and its `|`) instead of two concatenations: 4.008 to 3.976 million instructions a
 * page of the bench's large site (cachegrind, the page worker over 1,000 pages, V8's hash seed
 * fixed: without it, counts move by about 1% between runs).
 */
class SemanticPath {
    prefix;
    name;
    /**
     * The kept paths one element deeper, searched in order: a path has a few, each a semantic
     * element's interned name, where a `Map` hashed and probed (0.8% of a first run of the large
     * bench site in a profile).
     */
    children = [];
    constructor(prefix, 
    /** The name of the path's last element. */
    name) {
        this.prefix = prefix;
        this.name = name;
    }
    /** The path of `name` inside `parent` (null: at the top). */
    static of(parent, name) {
        const children = parent === null ? TOP_PATHS : parent.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            if (child.name === name)
                return child;
        }
        const prefix = (parent === null ? name : parent.prefix.slice(0, -1) + '>' + name) + '|';
        // The prefix is the path and its `|`.
        const keep = keptPaths < KEPT_PATHS_LIMIT && prefix.length <= KEPT_PATH_LENGTH + 1;
        // A kept path is flat and its own: not a rope of pieces, nor a slice of a page.
        if (!keep)
            return new SemanticPath(prefix, name);
        keptPaths++;
        // The name as SEMANTIC_ELEMENTS spells it, an interned string like the scanner's names, which
        // `===` then compares by address.
        const path = new SemanticPath(ownCopy(prefix), SEMANTIC_NAMES.get(name) ?? ownCopy(name));
        children.push(path);
        return path;
    }
}
/** The kept paths at the top (see SemanticPath.children). */
const TOP_PATHS = [];
const SEMANTIC_NAMES = new Map([...SEMANTIC_ELEMENTS].map((name) => [name, name]));
/**
 * The per-page state machine. Receives open/text/close events (from the stream or from a DOM
 * walk) with the element to match selectors against, collects blocks for every content
 * candidate still able to win, and picks the winner at the end.
 */
class PageCollector {
    /** > 0 while inside a dropped subtree (the count includes the dropped root). */
    dropDepth = 0;
    /** The candidate whose blocks finish() returned. */
    winner = -1;
    matchers;
    pageUrl;
    siteUrl;
    depth = 0;
    flags = [];
    semantic = anyArray();
    /** semanticPaths[i]: the path of semantic[0..i] (SemanticPath.of). */
    semanticPaths = anyArray();
    // Candidates 0..n-1 are the content selectors; candidate n is the whole document (fallback).
    candidateCount;
    /** Candidates with index >= live can no longer win (an earlier one matched). */
    live;
    // Plain arrays of a few small integers: a typed array per page costs more to allocate than it saves.
    regionDepth = [];
    semanticBase = [];
    matched = [];
    blocks = anyArray();
    activeRegions = 0;
    // The block being written.
    /** Its text so far (a rope of its pieces). */
    written = '';
    pendingSpace = false;
    links = anyArray();
    /** links[0 .. openedLinks-1] have their '[' written in the current block. */
    openedLinks = 0;
    // Drop state.
    dropScansHead = true;
    jsonLd = null;
    jsonLdBlocks = anyArray();
    // Head facts.
    noindex = false;
    canonical = undefined;
    refreshTo = undefined;
    sawBody = false;
    warnings = anyArray();
    /** See PageFacts.mayHoldDates: set by any element that html-dates could write to. */
    mayHoldDates = false;
    /** Open math elements (outside dropped subtrees). */
    mathDepth = 0;
    /**
     * firstOnly: collect for the first content selector only, as if it were sure to match (as it
     * is once it has matched); finish() then returns undefined when it did not match.
     */
    constructor(matchers, pageUrl, siteUrl, firstOnly) {
        this.matchers = matchers;
        this.pageUrl = pageUrl;
        this.siteUrl = siteUrl;
        const n = matchers.content.length;
        this.candidateCount = n;
        for (let i = 0; i <= n; i++) {
            this.regionDepth.push(-1);
            this.semanticBase.push(0);
            this.matched.push(0);
            this.blocks.push([]);
        }
        if (firstOnly && n > 0) {
            this.live = 1;
            this.activeRegions = 0;
        }
        else {
            this.live = n + 1;
            // The document candidate is in its region from the start (depth 0 never closes).
            this.regionDepth[n] = 0;
            this.activeRegions = 1;
        }
    }
    /**
     * `id`: the number of the interned name, when the scan gives it (see KINDS_BY_NAME_ID);
     * `marked`: see Matchers.marksIgnored.
     */
    open(name, attribs, element, id, marked) {
        const kind = (id === undefined || KINDS_BY_NAME_ID === null ? ELEMENT_KINDS.get(name) : KINDS_BY_NAME_ID[id]) ?? 0;
        // Date carriers count wherever they are, dropped subtrees included: html-dates writes there too.
        if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs))
            this.mayHoldDates = true;
        if (this.dropDepth > 0) {
            // A JSON-LD block in a dropped subtree is not read, and one with elements in it (inside
            // MathML, where a script body is markup) is not read as written: either may hold dates.
            if (this.jsonLd !== null || (name === 'script' && isJsonLd(attribs)) || hasAttribute(attribs, 'data-lastmod')) {
                this.mayHoldDates = true;
            }
            this.dropDepth++;
            if (this.dropScansHead && kind & K_HEAD)
                this.headFacts(name, attribs);
            return;
        }
        this.depth++;
        if (kind & K_HEAD)
            this.headFacts(name, attribs);
        if (name === 'body')
            this.sawBody = true;
        const el = element;
        // Most elements have no attributes, and most ignore selectors test some (the default ones do):
        // an element without any, or without those they test, skips them.
        const { ignoreNeedsAttribute, mayBeIgnored, marksIgnored } = this.matchers;
        const mayMatch = attribs === NO_ATTRIBUTES
            ? !ignoreNeedsAttribute
            : marked !== undefined && marksIgnored
                ? marked
                : mayBeIgnored === undefined || mayBeIgnored(attribs);
        if (mayMatch && this.matchers.ignore(el)) {
            // `[data-lastmod]` is always ignored: outside dropped subtrees, this is where it is met.
            if (hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            this.enterDrop(name, 0);
            return;
        }
        if (kind & K_DROPPED) {
            if (name === 'iframe')
                this.media(name, attribs);
            else if (name === 'script' && isJsonLd(attribs)) {
                this.jsonLd = '';
                // In MathML a script body is markup: comments in it are not text, so its text is not what html-dates reads.
                if (this.mathDepth > 0)
                    this.mayHoldDates = true;
            }
            this.enterDrop(name, 0);
            return;
        }
        let flags = 0;
        const content = this.matchers.content;
        const limit = Math.min(this.live, this.candidateCount);
        for (let i = 0; i < limit; i++) {
            if (this.regionDepth[i] === -1 && content[i](el)) {
                this.startRegion(i);
                flags |= F_REGION;
                break; // candidates after i are no longer live
            }
        }
        if (kind & K_BLOCK) {
            this.flush();
            flags |= F_BLOCK;
            if (kind & K_SEMANTIC) {
                const depth = this.semantic.length;
                this.semantic.push(name);
                this.semanticPaths.push(SemanticPath.of(depth === 0 ? null : this.semanticPaths[depth - 1], name));
                flags |= F_SEMANTIC;
            }
        }
        else if (name === 'a') {
            const href = extract_ownAttribute(attribs, 'href');
            if (href !== undefined) {
                this.links.push({ raw: href, url: undefined, written: false });
                flags |= F_LINK;
            }
        }
        else if (name === 'br' || name === 'input') {
            // Line breaks and form controls separate words ("Email[input]Contact sales").
            this.pendingSpace = true;
        }
        else if (name === 'button' || name === 'select' || name === 'textarea') {
            this.pendingSpace = true;
            flags |= F_SPACED;
        }
        else if (name === 'img') {
            this.image(attribs);
        }
        else if (name === 'math') {
            this.mathDepth++;
            flags |= F_MATH;
        }
        else if (kind & K_MEDIA) {
            this.media(name, attribs);
        }
        this.flags.push(flags);
    }
    /** Returns whether the closed element was one the caller created a record for. */
    close() {
        if (this.dropDepth > 1) {
            this.dropDepth--;
            return false;
        }
        if (this.dropDepth === 1) {
            this.dropDepth = 0;
            this.flags.pop();
            if (this.jsonLd !== null) {
                const raw = this.jsonLd;
                this.jsonLd = null;
                const warned = this.warnings.length;
                const block = jsonLdBlock(raw, this.pageUrl, this.siteUrl, this.warnings);
                if (block !== undefined)
                    this.jsonLdBlocks.push(block);
                if (block === undefined || this.warnings.length > warned || !isPlainJson(raw))
                    this.mayHoldDates = true;
            }
            this.depth--;
            return true;
        }
        const flags = this.flags.pop() ?? 0;
        if (flags & F_BLOCK) {
            this.flush();
            if (flags & F_SEMANTIC) {
                this.semantic.pop();
                this.semanticPaths.pop();
            }
        }
        if (flags & F_LINK)
            this.closeLink();
        if (flags & F_SPACED)
            this.pendingSpace = true;
        if (flags & F_MATH)
            this.mathDepth--;
        if (flags & F_REGION) {
            this.flush();
            for (let i = 0; i < this.live; i++) {
                if (this.regionDepth[i] === this.depth) {
                    this.regionDepth[i] = -1;
                    this.activeRegions--;
                }
            }
        }
        this.depth--;
        return true;
    }
    /** Whether text() would use text now (see ScanHandler.wantsText): false outside the regions and in dropped subtrees. */
    wantsText() {
        return this.jsonLd !== null || (this.dropDepth === 0 && this.activeRegions > 0);
    }
    /** `spacesOnly`: see ScanHandler.ontext. */
    text(data, spacesOnly) {
        if (this.jsonLd !== null) {
            this.jsonLd += data;
            return;
        }
        if (this.dropDepth > 0 || this.activeRegions === 0)
            return;
        // Most text has no whitespace but single spaces: the scanner knows, or one native scan proves
        // it, and the text is appended whole (a space at either end is only pending, so that no block
        // starts or ends with one and a text split into several events gives the same block).
        if (spacesOnly === undefined ? !NOT_SINGLE_SPACES.test(data) : spacesOnly) {
            let start = 0;
            let end = data.length;
            if (data.charCodeAt(0) === 0x20) {
                this.pendingSpace = true;
                start = 1;
            }
            const trailing = end > start && data.charCodeAt(end - 1) === 0x20;
            if (trailing)
                end--;
            if (end > start)
                this.put(start === 0 && end === data.length ? data : data.slice(start, end));
            if (trailing)
                this.pendingSpace = true;
            return;
        }
        // Otherwise one scan: runs of text with single interior spaces are appended whole; any other
        // whitespace (newlines, indentation, runs) becomes one pending space.
        const n = data.length;
        let start = -1;
        let i = 0;
        while (i < n) {
            const c = data.charCodeAt(i);
            if (!extract_isWhitespace(c)) {
                if (start < 0)
                    start = i;
                i++;
                continue;
            }
            if (c === 0x20 && start >= 0 && i + 1 < n && !extract_isWhitespace(data.charCodeAt(i + 1))) {
                i++;
                continue;
            }
            if (start >= 0) {
                this.put(data.slice(start, i));
                start = -1;
            }
            this.pendingSpace = true;
            i++;
            while (i < n && extract_isWhitespace(data.charCodeAt(i)))
                i++;
        }
        if (start >= 0)
            this.put(start === 0 ? data : data.slice(start));
    }
    /** The page's facts; undefined when collecting for the first selector only and it never matched. */
    finish() {
        this.flush();
        const n = this.candidateCount;
        let winner = n;
        for (let i = 0; i < n; i++) {
            if (this.matched[i] === 1) {
                winner = i;
                break;
            }
        }
        if (winner >= this.live)
            return undefined;
        this.winner = winner;
        // A page without a <body> tag (minifiers drop it) has an implied body: the document is it.
        if (winner === n && n > 0 && (this.sawBody || !this.matchers.hasBodySelector)) {
            this.warnings.push(`none of the content selectors (${this.matchers.contentNames}) matched; hashed the whole page`);
        }
        return pageFacts(this.blocks[winner], this.jsonLdBlocks, this, this.warnings, this.mayHoldDates);
    }
    // -- regions --------------------------------------------------------------------------------
    startRegion(index) {
        this.flush();
        if (this.matched[index] === 0) {
            this.matched[index] = 1;
            // Every candidate listed after this one has lost: stop collecting for it.
            for (let i = index + 1; i < this.live; i++) {
                if (this.regionDepth[i] !== -1) {
                    this.regionDepth[i] = -1;
                    this.activeRegions--;
                }
                this.blocks[i] = [];
            }
            this.live = index + 1;
        }
        this.regionDepth[index] = this.depth;
        this.semanticBase[index] = this.semantic.length;
        this.activeRegions++;
    }
    enterDrop(name, flags) {
        this.dropDepth = 1;
        this.dropScansHead = name !== 'template' && name !== 'svg';
        this.flags.push(flags);
    }
    // -- writing ----------------------------------------------------------------------------------
    /** Appends non-blank content to the block, with the pending space and any link openings before it. */
    put(content) {
        if (this.pendingSpace) {
            if (this.written !== '')
                this.written += ' ';
            this.pendingSpace = false;
        }
        const links = this.links;
        for (let i = this.openedLinks; i < links.length; i++) {
            this.written += '[';
            links[i].written = true;
        }
        this.openedLinks = links.length;
        this.written += content;
    }
    closeLink() {
        const link = this.links.pop();
        if (link === undefined)
            return;
        if (this.openedLinks > this.links.length) {
            this.written += '](' + this.linkUrl(link) + ')';
            this.openedLinks = this.links.length;
        }
        else if (!link.written && this.activeRegions > 0) {
            // A link without text (an icon whose svg is dropped) is still a link target.
            link.written = true;
            this.put('[](' + this.linkUrl(link) + ')');
        }
    }
    linkUrl(link) {
        if (link.url === undefined)
            link.url = normalizeContentUrl(link.raw, this.pageUrl, this.siteUrl);
        return link.url;
    }
    image(attribs) {
        if (this.activeRegions === 0)
            return;
        this.putEmbedded(imageMarker(attribs, this.pageUrl, this.siteUrl));
    }
    media(name, attribs) {
        if (this.activeRegions === 0)
            return;
        const marker = mediaMarker(name, attribs, this.pageUrl, this.siteUrl);
        if (marker !== null)
            this.putEmbedded(marker);
    }
    /** Embedded content is a word of its own: whitespace around it, or its absence, is not content. */
    putEmbedded(marker) {
        this.pendingSpace = true;
        this.put(marker);
        this.pendingSpace = true;
    }
    /** Ends the current block: it goes to every candidate whose region is open. */
    flush() {
        if (this.written === '') {
            this.pendingSpace = false;
            return;
        }
        for (let i = this.openedLinks - 1; i >= 0; i--)
            this.written += '](' + this.linkUrl(this.links[i]) + ')';
        this.openedLinks = 0;
        const text = this.written;
        this.written = '';
        this.pendingSpace = false;
        let cachedBase = -1;
        /** The block's path and its `|`. */
        let cachedPrefix = '';
        for (let i = 0; i < this.live; i++) {
            if (this.regionDepth[i] === -1)
                continue;
            const base = this.semanticBase[i];
            if (base !== cachedBase) {
                cachedBase = base;
                const paths = this.semanticPaths;
                cachedPrefix = base === 0 ? (paths.length === 0 ? '|' : paths[paths.length - 1].prefix) : this.semantic.slice(base).join('>') + '|';
            }
            const block = cachedPrefix + text;
            const blocks = this.blocks[i];
            blocks.push(block);
        }
    }
    // -- head facts -------------------------------------------------------------------------------
    headFacts(name, attribs) {
        readHeadFacts(this, name, attribs);
    }
}
/** A page's facts from its content blocks and JSON-LD blocks (see PageCollector.finish). */
function pageFacts(content, jsonLd, head, warnings, mayHoldDates) {
    let blocks = jsonLd.length === 0 ? content : content.concat(jsonLd);
    // One flat copy of what is hashed, made by the join. Normalising the blocks one by one equals
    // normalising their join: '\n' and '|' neither compose nor reorder with what is around them.
    // One test of the join (which V8 answers at once on a page without characters past U+00FF)
    // spares one a block. Only the content is normalised: a JSON-LD block that matches costs one
    // normalisation of blocks that it leaves as they are.
    let hashed = blocks.join('\n');
    if (MAY_NEED_NFC.test(hashed)) {
        const normalised = content.map(nfc);
        blocks = jsonLd.length === 0 ? normalised : normalised.concat(jsonLd);
        hashed = blocks.join('\n');
    }
    return factsOf(blocks, hashed, head, warnings, mayHoldDates);
}
/**
 * pageFacts for the content as the collector in WebAssembly gives it, joined with the JSON-LD
 * blocks by '\n' (`hashed`), where no block holds one, in NFC: hashed as it is, not split and
 * joined again (on a large bench page the join took about 10 µs). The blocks are split at once:
 * an object literal with a getter for them cost 1 µs a page, and V8 made it in the old
 * generation, where it kept each page's text alive past the next collections of the young one
 * (the heap grew to 60 MB between full collections, against 12 MB without it). A run asks for
 * hashedFacts instead, which leaves them joined.
 */
function joinedPageFacts(hashed, head, warnings, mayHoldDates) {
    return factsOf(hashed === '' ? [] : hashed.split('\n'), hashed, head, warnings, mayHoldDates);
}
/** The facts of a page whose blocks joined by '\n' are `hashed`, without the blocks. */
function hashedFacts(hashed, head, warnings, mayHoldDates) {
    const facts = {
        // One call: on 1.7 KB of text, ~1.8 µs against ~2.8 µs for a Hash object, its update and digest.
        hash: 'sha256:' + (0,external_node_crypto_namespaceObject.hash)('sha256', hashed, 'hex'),
        hashed,
        noindex: head.noindex,
        warnings,
        mayHoldDates
    };
    if (head.canonical !== undefined)
        facts.canonical = head.canonical;
    if (head.refreshTo !== undefined)
        facts.refreshTo = head.refreshTo;
    return facts;
}
/** hashedFacts with the blocks. */
function factsOf(blocks, hashed, head, warnings, mayHoldDates) {
    const facts = hashedFacts(hashed, head, warnings, mayHoldDates);
    facts.blocks = blocks;
    return facts;
}
/** The head facts of a meta or link element (robots noindex, meta refresh, canonical). */
function readHeadFacts(facts, name, attribs) {
    if (name === 'meta') {
        const metaName = extract_ownAttribute(attribs, 'name')?.trim().toLowerCase();
        if (metaName === 'robots' || metaName === 'googlebot') {
            const directives = (extract_ownAttribute(attribs, 'content') ?? '').toLowerCase().split(/[\s,]+/);
            if (directives.includes('noindex') || directives.includes('none'))
                facts.noindex = true;
            return;
        }
        if (facts.refreshTo === undefined && extract_ownAttribute(attribs, 'http-equiv')?.trim().toLowerCase() === 'refresh') {
            const target = refreshTarget(extract_ownAttribute(attribs, 'content') ?? '');
            if (target !== undefined)
                facts.refreshTo = target;
        }
    }
    else if (name === 'link' && facts.canonical === undefined) {
        const rel = extract_ownAttribute(attribs, 'rel');
        const href = extract_ownAttribute(attribs, 'href');
        if (rel === undefined || href === undefined || href.trim() === '')
            return;
        if (rel.toLowerCase().split(/\s+/).includes('canonical'))
            facts.canonical = href.trim();
    }
}
/** An image's marker: `![alt](url)`. */
function imageMarker(attribs, pageUrl, siteUrl) {
    const raw = extract_ownAttribute(attribs, 'data-src') ??
        extract_ownAttribute(attribs, 'src') ??
        firstSrcsetUrl(extract_ownAttribute(attribs, 'data-srcset') ?? extract_ownAttribute(attribs, 'srcset') ?? '');
    const alt = collapseSpaces(extract_ownAttribute(attribs, 'alt') ?? '');
    return '![' + alt + '](' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')';
}
/** Embedded media other than img: `!name(url)`; null without a source. */
function mediaMarker(name, attribs, pageUrl, siteUrl) {
    const raw = extract_ownAttribute(attribs, 'data-src') ?? extract_ownAttribute(attribs, name === 'object' ? 'data' : 'src');
    // <source srcset> inside <picture> repeats the <img>; a <video> with only <source>s has no src.
    if (raw === undefined)
        return null;
    return '!' + name + '(' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')';
}
/**
 * Every attribute the collector reads, `type` for isJsonLd included. A page scan keeps no other
 * but those the selectors test (see attributeFilter): the collector reads through the two
 * functions below, whose names must be listed here.
 */
const COLLECTOR_ATTRIBUTES = [
    'href', 'src', 'data-src', 'srcset', 'data-srcset', 'alt', 'data', 'name', 'property', 'content', 'http-equiv',
    'rel', 'type', 'data-lastmod'
];
function extract_ownAttribute(attribs, name) {
    return Object.hasOwn(attribs, name) ? attribs[name] : undefined;
}
function hasAttribute(attribs, name) {
    return Object.hasOwn(attribs, name);
}
/**
 * A test of whether an element may have one of `names`: true when it has, and for names its
 * attributes object inherits (`constructor`), which the selectors then answer themselves. The
 * usual one or two names are read each in a place of its own, and read rather than tested with
 * Object.hasOwn: 5.309 → 5.270 million instructions a large bench page, where a loop over the
 * names with Object.hasOwn gave 5.324 (cachegrind, session 19).
 */
function hasAnyOf(names) {
    const [first, second] = names;
    if (names.length === 0 || first === undefined)
        return () => false;
    if (names.length === 1)
        return (attribs) => attribs[first] !== undefined;
    if (names.length === 2 && second !== undefined)
        return (attribs) => attribs[first] !== undefined || attribs[second] !== undefined;
    return (attribs) => names.some((name) => attribs[name] !== undefined);
}
/**
 * The attributes the selectors test, lowercase as parsers give an element's attributes (a
 * selector's own spelling does not matter in HTML); undefined when not known (see tokensAttributes).
 */
function attributesTested(selectors) {
    const names = new Set();
    for (const selector of selectors) {
        if (selector.attributes === undefined)
            return undefined;
        for (const name of selector.attributes)
            names.add(name.toLowerCase());
    }
    return [...names];
}
function isDateMeta(attribs) {
    const property = extract_ownAttribute(attribs, 'property');
    const name = extract_ownAttribute(attribs, 'name');
    return ((property !== undefined && MODIFIED_META.has(property.trim().toLowerCase())) ||
        (name !== undefined && MODIFIED_META.has(name.trim().toLowerCase())));
}
/** Only JSON whitespace around the text (JSON.parse refuses the rest of what trim() removes). */
const JSON_PADDING = /^[ \t\n\r]*$/;
/**
 * Valid JSON-LD text (already parsed) that cannot hold a dateModified key: none is spelled out, and
 * no backslash escape could spell one; nothing but JSON whitespace around it.
 */
function isPlainJson(raw) {
    if (raw.includes('dateModified') || raw.includes('\\'))
        return false;
    const start = raw.length - raw.trimStart().length;
    const end = raw.trimEnd().length;
    return JSON_PADDING.test(raw.slice(0, start)) && JSON_PADDING.test(raw.slice(end));
}
function firstSrcsetUrl(srcset) {
    const trimmed = srcset.trim();
    const end = trimmed.search(/[\s,]/);
    return end < 0 ? trimmed : trimmed.slice(0, end);
}
const REFRESH = /^\s*(?:\d+(?:\.[\d.]*)?|\.[\d.]*)\s*[;,]?\s*(?:url\s*=\s*)?/i;
/** The URL of a meta refresh `content` ("0; url=/new/"), or undefined when it only reloads. */
function refreshTarget(content) {
    const match = REFRESH.exec(content);
    if (match === null)
        return undefined;
    let rest = content.slice(match[0].length);
    const quote = rest.charAt(0);
    if (quote === '"' || quote === "'") {
        const close = rest.indexOf(quote, 1);
        rest = close < 0 ? rest.slice(1) : rest.slice(1, close);
    }
    rest = rest.trim();
    return rest === '' ? undefined : rest;
}
// ---------------------------------------------------------------------------------------------
// JSON-LD
/**
 * Date fields removed from JSON-LD: dates about the document itself, which generators (and this
 * tool) stamp at build time. A key is one when its local name (after any `schema:` prefix or IRI)
 * starts with `date` (dateModified, datePublished, dateCreated…; not `dateline`, which is text) or
 * is listed here. Dates about the subject (an event's startDate, a person's birthDate, durations
 * such as cookTime) are content: they are kept.
 */
const JSON_LD_DATE_KEYS = new Set([
    'uploadDate', 'lastReviewed', 'sdDatePublished', 'priceValidUntil', 'expires', 'lastmod'
]);
function isJsonLdDateKey(key) {
    const cut = Math.max(key.lastIndexOf(':'), key.lastIndexOf('/'), key.lastIndexOf('#'));
    const local = cut < 0 ? key : key.slice(cut + 1);
    return (local.startsWith('date') && local !== 'dateline') || JSON_LD_DATE_KEYS.has(local);
}
function jsonLdBlock(raw, pageUrl, siteUrl, warnings) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return undefined;
    let value;
    try {
        value = JSON.parse(trimmed);
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(WHITESPACE, ' ');
        warnings.push(`JSON-LD block is not valid JSON (${reason}); hashed as text`);
        return 'ld+json|' + trimmed.replace(WHITESPACE, ' ');
    }
    return 'ld+json|' + canonicalJson(value, pageUrl, siteUrl);
}
const URL_LIKE = /^(?:https?:)?\/\/\S+$|^\/\S*$/i;
/**
 * Object keys as a canonical block writes them (`"name":`), or null for a date key, by key: pages
 * of a site repeat the same few keys, so each is worked out (three searches for a prefix, a
 * JSON.stringify) once. With the skipped replace below, a small bench page's JSON-LD went from
 * 6.3 to 4.8 µs.
 */
const canonicalKeys = new Map();
/** Past this many keys the map starts again, so that odd pages cannot grow it without bound. */
const CANONICAL_KEYS_LIMIT = 10_000;
function canonicalKey(key) {
    let known = canonicalKeys.get(key);
    if (known === undefined) {
        known = isJsonLdDateKey(key) ? null : JSON.stringify(key) + ':';
        if (canonicalKeys.size >= CANONICAL_KEYS_LIMIT)
            canonicalKeys.clear();
        canonicalKeys.set(key, known);
    }
    return known;
}
/** JSON with sorted keys, date keys removed, strings whitespace-collapsed, URLs normalised. */
function canonicalJson(value, pageUrl, siteUrl) {
    if (typeof value === 'string') {
        if (URL_LIKE.test(value))
            return JSON.stringify(normalizeContentUrl(value, pageUrl, siteUrl));
        return JSON.stringify(nfc(collapseSpaces(value)));
    }
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++)
            out += (i === 0 ? '' : ',') + canonicalJson(value[i], pageUrl, siteUrl);
        return out + ']';
    }
    const record = value;
    // Sorted first, then filtered: the same order.
    const keys = Object.keys(record).sort();
    let out = '{';
    let first = true;
    for (const key of keys) {
        const written = canonicalKey(key);
        if (written === null)
            continue;
        out += (first ? '' : ',') + written + canonicalJson(record[key], pageUrl, siteUrl);
        first = false;
    }
    return out + '}';
}

;// CONCATENATED MODULE: ./src/core/page-cache.ts
const PAGE_CACHE_FORMAT = 'lastmod-page-cache';
const PAGE_CACHE_VERSION = 1;
/** The context as one string: two runs may share entries only when theirs are equal. */
function pageCacheContext(context) {
    return JSON.stringify({
        protocol: context.protocol,
        siteUrl: context.siteUrl,
        cleanUrls: context.cleanUrls,
        hashing: context.hashing,
        robotsTxt: context.robotsTxt ?? null
    });
}
/** Length of a bytes digest: 16 bytes in base64url. */
const BYTES_DIGEST_LENGTH = 22;
const UNDATED = 'u';
const DATED = 'd';
/** Length of an entry's one-string form: flag, bytes digest, `sha256:` and 64 hex digits. */
const COMPACT_LENGTH = 1 + BYTES_DIGEST_LENGTH + 71;
const DIGEST = /^[A-Za-z0-9_-]{22}$/;
const HASH = /^sha256:[0-9a-f]{64}$/;
const REASONS = new Set(['noindex', 'robots-txt', 'canonical-elsewhere', 'redirect']);
/** An entry in the form the cache holds it. */
function page_cache_storedPage(entry) {
    if (entry.hash === undefined || entry.loc !== undefined || entry.excluded !== undefined || (entry.warnings?.length ?? 0) > 0)
        return entry;
    return (entry.undated === true ? UNDATED : DATED) + entry.bytes + entry.hash;
}
/** The bytes digest an entry was made from. */
function page_cache_bytesOf(stored) {
    return typeof stored === 'string' ? stored.slice(1, 1 + BYTES_DIGEST_LENGTH) : stored.bytes;
}
/** An entry with its fields, whichever form it is held in. */
function page_cache_cachedPage(stored) {
    if (typeof stored !== 'string')
        return stored;
    const entry = { bytes: page_cache_bytesOf(stored), hash: stored.slice(1 + BYTES_DIGEST_LENGTH) };
    if (stored[0] === UNDATED)
        entry.undated = true;
    return entry;
}
/**
 * Whether `entry` may stand for the page's processing, given its state record: an excluded page
 * needs nothing of the record; an included one needs a live record with the entry's hash and a
 * fingerprint, which then is the fingerprint of the page's blocks.
 */
function entryServes(stored, before) {
    if (typeof stored !== 'string' && stored.excluded !== undefined)
        return true;
    if (before === undefined || before.removedAt !== undefined || before.blocks === undefined)
        return false;
    if (typeof stored !== 'string')
        return before.hash === stored.hash;
    return stored.length === 1 + BYTES_DIGEST_LENGTH + before.hash.length && stored.endsWith(before.hash);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isStringList(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/** One entry in its object form, checked; undefined when it is not one this version writes. */
function parseEntry(value) {
    if (!isObject(value))
        return undefined;
    const { bytes, hash, loc, undated, excluded, warnings, ...unknown } = value;
    if (Object.keys(unknown).length > 0)
        return undefined;
    if (typeof bytes !== 'string' || !DIGEST.test(bytes))
        return undefined;
    const entry = { bytes };
    if (hash !== undefined) {
        if (typeof hash !== 'string' || !HASH.test(hash))
            return undefined;
        entry.hash = hash;
    }
    if (loc !== undefined) {
        if (typeof loc !== 'string')
            return undefined;
        entry.loc = loc;
    }
    if (undated !== undefined) {
        if (undated !== true)
            return undefined;
        entry.undated = true;
    }
    if (excluded !== undefined) {
        if (!isObject(excluded) || typeof excluded.reason !== 'string' || !REASONS.has(excluded.reason))
            return undefined;
        if (excluded.detail !== undefined && typeof excluded.detail !== 'string')
            return undefined;
        const reason = excluded.reason;
        entry.excluded = excluded.detail === undefined ? { reason } : { reason, detail: excluded.detail };
    }
    if (warnings !== undefined) {
        if (!isStringList(warnings) || warnings.length === 0)
            return undefined;
        entry.warnings = warnings;
    }
    // An included page has its hash, an excluded one none.
    if ((entry.hash === undefined) === (entry.excluded === undefined))
        return undefined;
    return entry;
}
/** A JSON value, or undefined when the text is not one. */
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
const NEWLINE = 0x0a;
const TAB = 0x09;
const page_cache_QUOTE = 0x22;
const page_cache_BACKSLASH = 0x5c;
const BRACE = 0x7b;
const U = 0x75;
const D = 0x64;
/**
 * The entries of a cache file for `context`. A file of another format, version or context gives
 * none, with the reason (`problem`: why, in a few words). A line that is not one this version
 * writes is dropped alone, as is a last line cut short.
 */
function parsePageCache(data, context) {
    const pages = new Map();
    const none = (problem) => ({ cache: { context, pages }, problem });
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const headEnd = buffer.indexOf(NEWLINE);
    const head = buffer.toString('utf8', 0, headEnd < 0 ? Math.min(buffer.length, 64) : headEnd);
    const [format, version] = head.split(' ');
    if (format !== PAGE_CACHE_FORMAT)
        return none(`it is not a ${PAGE_CACHE_FORMAT} file`);
    if (version !== String(PAGE_CACHE_VERSION))
        return none(`it is version ${JSON.stringify(version ?? '')}; this lastmod reads version ${PAGE_CACHE_VERSION}`);
    const contextEnd = headEnd < 0 ? -1 : buffer.indexOf(NEWLINE, headEnd + 1);
    if (contextEnd < 0)
        return none('it is cut short');
    if (parseJson(buffer.toString('utf8', headEnd + 1, contextEnd)) !== context) {
        return none('it was made with another lastmod version, site URL, URL mapping, selectors or robots.txt');
    }
    // The next backslash at or after the line being read: searched for again only once passed.
    let backslash = -1;
    for (let at = contextEnd + 1; at < buffer.length;) {
        const end = buffer.indexOf(NEWLINE, at);
        if (end < 0)
            break;
        const line = at;
        at = end + 1;
        const tab = buffer.indexOf(TAB, line);
        if (tab < 0 || tab > end || buffer[line] !== page_cache_QUOTE || buffer[tab - 1] !== page_cache_QUOTE || tab - line < 2)
            continue;
        if (backslash < line) {
            backslash = buffer.indexOf(page_cache_BACKSLASH, line);
            // None left: never searched for again (each search would run to the end of the file).
            if (backslash < 0)
                backslash = buffer.length;
        }
        let file;
        if (backslash < tab)
            file = parseJson(buffer.toString('utf8', line, tab));
        else
            file = buffer.toString('utf8', line + 1, tab - 1);
        if (typeof file !== 'string' || file === '')
            continue;
        if (buffer[tab + 1] === BRACE) {
            const entry = parseEntry(parseJson(buffer.toString('utf8', tab + 1, end)));
            if (entry !== undefined)
                pages.set(file, entry);
        }
        else if (end - tab - 1 === COMPACT_LENGTH && (buffer[tab + 1] === U || buffer[tab + 1] === D)) {
            // Its digest and hash need no test here: an entry serves only a page whose bytes digest
            // (made by the worker) and state hash (checked when the state was read) it equals, character
            // for character (entryServes), which no other text does.
            pages.set(file, buffer.toString('latin1', tab + 1, end));
        }
    }
    return { cache: { context, pages } };
}
/** Chunks of about this many characters: one write each. */
const CHUNK = (/* unused pure expression or super */ null && (64 * 1024));
/** A cache file's text, in chunks: one line a page, in the order given (file order keeps it stable). */
function* serializePageCache(context, pages) {
    let chunk = `${PAGE_CACHE_FORMAT} ${PAGE_CACHE_VERSION}\n${JSON.stringify(context)}\n`;
    for (const [file, stored] of pages) {
        chunk += `${JSON.stringify(file)}\t${typeof stored === 'string' ? stored : JSON.stringify(objectForm(stored))}\n`;
        if (chunk.length >= CHUNK) {
            yield chunk;
            chunk = '';
        }
    }
    yield chunk;
}
/** An entry's object form, its fields in a fixed order. */
function objectForm(entry) {
    const out = { bytes: entry.bytes };
    if (entry.hash !== undefined)
        out.hash = entry.hash;
    if (entry.loc !== undefined)
        out.loc = entry.loc;
    if (entry.undated === true)
        out.undated = true;
    if (entry.excluded !== undefined)
        out.excluded = entry.excluded;
    if (entry.warnings !== undefined && entry.warnings.length > 0)
        out.warnings = entry.warnings;
    return out;
}

;// CONCATENATED MODULE: ./src/core/wasm/block-fingerprint.wasm.ts
// Generated by scripts/wasm.mjs from block-fingerprint.wat: edit that, then run `node scripts/wasm.mjs`.
const BLOCK_FINGERPRINT_WASM = 'AGFzbQEAAAABIQVgAX8Bf2ADf39/AX9gA39/fwBgAn9/AGAGf39/f39/AAMIBwABAgMDBAQFAwEAAQYQA38BQQALfwFBAAt/AUEACwcYAgZtZW1vcnkCAAtmaW5nZXJwcmludAAGCvAJBywAIAAgAEEQdnNB65Svr3hsIQAgACAAQQ12c0G13MqVfGwhACAAIABBEHZzCy8AAkADQCACRQ0BIAAgASgCAHNBk4OACGwhACABQQRqIQEgAkEBayECDAALCyAAC3gBBH8gAkEBcQRAIAAgAS8BAHNBk4OACGwhAAsgABAAIQAgAEG5893xeXMQAEEBciEDAkADQCAEIwJPDQEgACAEIANsakEQdiMBbEEQdiEFIwAgBUEDdmohBiAGIAYtAABBASAFQQdxdHI6AAAgBEEBaiEEDAALCwstAQJ/IABBAXQhAiABQQF2IQNBxbvyiHggAXMgAiADEAEgAiADQQJ0aiABEAILJAACQANAIAAgAUYNASAAKAIAIAAoAgQQAyAAQQhqIQAMAAsLCygAIAAgAUYEQA8LIAIgAyAEEAEgAyAEQQJ0aiAFEAIgAEEIaiABEAQLmwcBH38gAiQAIAMkASAEJAIgAkEAIANBA3b8CwAgBSEIAkADQCAARQ0BIAEoAgAhBiABKAIEIAZrQQFrIQcgB0HAAEkEQCAGIAcQAwUgCCAGNgIAIAggBzYCBCAIQQhqIQggCSAHaiEJCyABQQRqIQEgAEEBayEADAALCyAFIQ0gCCERIAghEiAIIRMgBSEMAkADQCAMIAhGDQEgCkECdCELIBEgCEYgCyAJT3EEQCAMIRELIBIgCEYgCyAJQQF0T3EEQCAMIRILIBMgCEYgCyAJQQNsT3EEQCAMIRMLIAogDCgCBGohCiAMQQhqIQwMAAsLIBEhDiASIQ8gEyEQIAghFCANIBFGIA4gEkZyIA8gE0YgECAURnJyBEAgBSAIEAQPCwJAIA0oAgQhFSANKAIAQQF0IRkgFUEBdiEdQcW78oh4IBVzISEgDigCBCEWIA4oAgBBAXQhGiAWQQF2IR5BxbvyiHggFnMhIiAPKAIEIRcgDygCAEEBdCEbIBdBAXYhH0HFu/KIeCAXcyEjIBAoAgQhGCAQKAIAQQF0IRwgGEEBdiEgQcW78oh4IBhzISQDQCAdIB4gHSAeSRshDCAMIB8gDCAfSRshDCAMICAgDCAgSRshDCAdIAxrIR0gHiAMayEeIB8gDGshHyAgIAxrISACQANAIAxFDQEgISAZKAIAc0GTg4AIbCEhICIgGigCAHNBk4OACGwhIiAjIBsoAgBzQZODgAhsISMgJCAcKAIAc0GTg4AIbCEkIBlBBGohGSAaQQRqIRogG0EEaiEbIBxBBGohHCAMQQFrIQwMAAsLIB1FBEAgISAZIBUQAiANQQhqIQ0gDSARRg0CIA0oAgQhFSANKAIAQQF0IRkgFUEBdiEdQcW78oh4IBVzISELIB5FBEAgIiAaIBYQAiAOQQhqIQ4gDiASRg0CIA4oAgQhFiAOKAIAQQF0IRogFkEBdiEeQcW78oh4IBZzISILIB9FBEAgIyAbIBcQAiAPQQhqIQ8gDyATRg0CIA8oAgQhFyAPKAIAQQF0IRsgF0EBdiEfQcW78oh4IBdzISMLICBFBEAgJCAcIBgQAiAQQQhqIRAgECAURg0CIBAoAgQhGCAQKAIAQQF0IRwgGEEBdiEgQcW78oh4IBhzISQLDAALCyANIBEgISAZIB0gFRAFIA4gEiAiIBogHiAWEAUgDyATICMgGyAfIBcQBSAQIBQgJCAcICAgGBAFCw==';

;// CONCATENATED MODULE: ./src/core/explain.ts
// Why did a page change? The state keeps a compact fingerprint of each page's blocks, so a
// later run (in CI, where the previous build is gone) can say which blocks are new.



/**
 * Version 1 fingerprints (`<count>:<filter>`): two 32-bit FNV-1a hashes of a block (different
 * offset bases) in one pass over its code units. Still read, so that a state written by an older
 * release explains its pages; no longer written (two multiplications per character).
 */
function hashPairV1(text) {
    let a = 0x811c9dc5;
    let b = 0x050c5d1f;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x01000193);
    }
    return [a >>> 0, (b >>> 0) | 1];
}
/** murmur3's finaliser: every input bit reaches every output bit. */
function fmix32(h) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
/**
 * Version 2 fingerprints (`<count>.<filter>`): FNV-1a over pairs of the code units of a block
 * (a pair is `unit | next << 16`, then a last odd unit alone), one multiplication per two
 * characters, finalised so that every bit depends on every character. It runs on every block of
 * every new or changed page, so it reads the text written out as UTF-16LE (see utf16), where a
 * pair is one little-endian 32-bit word wherever the block starts. Measured: charCodeAt on sliced
 * or concatenated strings, 52 µs a page against 38 for the units of a Uint16Array; in session 19,
 * 16.5–17.3 µs a large bench page for the words against 20 for the units. `start` counts code
 * units. The second hash of the double hashing is secondV2(first).
 */
function hashV2(bytes, start, length) {
    let h = 0x811c9dc5 ^ length;
    let at = 2 * start;
    const end = at + 4 * (length >> 1);
    for (; at < end; at += 4)
        h = Math.imul(h ^ bytes.getUint32(at, true), 0x01000193);
    if ((length & 1) === 1)
        h = Math.imul(h ^ bytes.getUint16(at, true), 0x01000193);
    return fmix32(h);
}
function secondV2(first) {
    return fmix32(first ^ 0x9e3779b9) | 1;
}
function hashPairV2(text) {
    const h1 = hashV2(utf16(text), 0, text.length);
    return [h1, secondV2(h1)];
}
const V1 = { hashPair: hashPairV1, reduce: (hash, bits) => (hash >>> 0) % bits };
/** The top 16 bits, scaled: no integer division (a uint32 `%` is a floating-point one in V8). */
const V2 = { hashPair: hashPairV2, reduce: (hash, bits) => ((hash >>> 16) * bits) >>> 16 };
const MIN_BITS = 48;
const MAX_BITS = 1008; // 168 base64 characters: the fingerprint stays under 200 bytes
const BITS_PER_BLOCK = 10;
function filterBits(blockCount) {
    const bits = Math.min(MAX_BITS, Math.max(MIN_BITS, blockCount * BITS_PER_BLOCK));
    return Math.ceil(bits / 24) * 24; // whole base64 characters, no padding
}
function hashCount(bits, blockCount) {
    return Math.max(1, Math.min(4, Math.round((bits / Math.max(1, blockCount)) * Math.LN2)));
}
function positions(block, bits, k, scheme) {
    const [h1, h2] = scheme.hashPair(block);
    const out = [];
    for (let i = 0; i < k; i++)
        out.push(scheme.reduce(h1 + Math.imul(i, h2), bits));
    return out;
}
/**
 * The fingerprint kept in the state: the block count, then a Bloom filter of the blocks
 * (`<count>.<base64url>`). A later run tests each new block against it, so a changed page can
 * name the blocks that are new without the old text, in under 200 bytes per page. About 1 new
 * block in 100 tests as known (10 bits a block, up to 4 hashes; more on pages of over 100 blocks,
 * where the filter stops growing), so an explanation can miss a block but never invents one.
 * `useWasm: false` computes it in JavaScript only, as where WebAssembly cannot run (for tests).
 * A run has the blocks joined: see fingerprintJoined.
 */
function fingerprintBlocks(blocks, useWasm = true) {
    const count = blocks.length;
    const text = blocks.join('\n');
    const starts = startsRoom(count);
    let start = 0;
    for (let i = 0; i < count; i++) {
        starts[i] = start;
        start += blocks[i].length + 1;
    }
    starts[count] = start;
    return fingerprintOf(text, count, useWasm);
}
/**
 * fingerprintBlocks of the blocks whose join by '\n' is `joined` (splitBlocks(joined)), without
 * splitting it: on a large bench page, finding the 200 newlines took about 3 µs, the split 7.
 */
function fingerprintJoined(joined, useWasm = true) {
    let starts = startsRoom(1);
    let count = 0;
    starts[0] = 0;
    if (joined !== '') {
        count = 1;
        for (let at = joined.indexOf('\n'); at >= 0; at = joined.indexOf('\n', at + 1)) {
            if (count + 1 >= starts.length)
                starts = startsRoom(count + 1);
            starts[count++] = at + 1;
        }
        starts[count] = joined.length + 1;
    }
    return fingerprintOf(joined, count, useWasm);
}
/** The blocks whose join by '\n' is `joined`: none for '' (a block is never empty, see PageFacts). */
function splitBlocks(joined) {
    return joined === '' ? [] : joined.split('\n');
}
/** Where each block starts in the text being fingerprinted, then one past its end: fingerprintOf's input. */
let blockStarts = new Int32Array(1024);
/** blockStarts with room for `count` + 1 starts (the ones written so far kept). */
function startsRoom(count) {
    if (blockStarts.length <= count) {
        const grown = new Int32Array(2 * (count + 1));
        grown.set(blockStarts);
        blockStarts = grown;
    }
    return blockStarts;
}
/** The fingerprint of the `count` blocks of `text` that start at blockStarts (each ends one unit before the next). */
function fingerprintOf(text, count, useWasm) {
    const bits = filterBits(count);
    const k = hashCount(bits, count);
    const length = text.length;
    const starts = blockStarts;
    const wasm = useWasm && LITTLE_ENDIAN && 2 * length <= MAX_WASM_UNITS_BYTES ? blockFingerprint() : null;
    if (wasm !== null) {
        // The units at 0; then the starts, the filter and room for the list of long blocks, aligned.
        const startsAt = (2 * length + 3) & ~3;
        const filterAt = startsAt + 4 * (count + 1);
        const longsAt = filterAt + bits / 8;
        const memory = wasm.reserve(longsAt + 8 * count);
        memory.write(text, 0, 'utf16le');
        const to = new Int32Array(memory.buffer, memory.byteOffset + startsAt, count + 1);
        for (let i = 0; i <= count; i++)
            to[i] = starts[i];
        wasm.functions.fingerprint(count, startsAt, filterAt, bits, k, longsAt);
        return `${count}.${memory.toString('base64url', filterAt, longsAt)}`;
    }
    const filter = Buffer.alloc(bits / 8);
    // positions() with V2, without its arrays: all the blocks are written out at once.
    const bytes = utf16(text);
    for (let i = 0; i < count; i++) {
        const start = starts[i];
        const h1 = hashV2(bytes, start, starts[i + 1] - start - 1);
        const h2 = secondV2(h1);
        for (let j = 0; j < k; j++) {
            const p = V2.reduce(h1 + Math.imul(j, h2), bits);
            filter[p >> 3] = filter[p >> 3] | (1 << (p & 7));
        }
    }
    return `${count}.${filter.toString('base64url')}`;
}
/**
 * The same filter, by WebAssembly (wasm/block-fingerprint.wat): a page's blocks in one call, the
 * long ones four at a time. A large bench page (288 blocks, 17,700 characters): 13.9 µs with the
 * copies into its memory, against 17.3 for the loop above.
 */
const blockFingerprint = lazyWasm(BLOCK_FINGERPRINT_WASM, (exports) => ({
    fingerprint: exports.fingerprint
}));
/** WebAssembly's memory is little-endian; an Int32Array, the machine's order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Blocks of more than this many bytes of UTF-16 are hashed without WebAssembly, whose memory never shrinks. */
const MAX_WASM_UNITS_BYTES = 16 * 1024 * 1024;
/** Reused between pages: a fresh buffer per page is memory outside the heap, collected late. */
let unitBytes = Buffer.allocUnsafe(64 * 1024);
/** A string's code units as UTF-16LE bytes, whatever the machine's byte order (valid until the next call). */
function utf16(text) {
    if (unitBytes.length < text.length * 2)
        unitBytes = Buffer.allocUnsafe(text.length * 4);
    const written = unitBytes.write(text, 0, 'utf16le');
    return new DataView(unitBytes.buffer, unitBytes.byteOffset, written);
}
/** The same fingerprint as fingerprintBlocks, one block at a time, by what reads it (for tests). */
function fingerprintBlockByBlock(blocks) {
    return writeFingerprint(blocks, V2, '.');
}
/** A version 1 fingerprint, as older releases wrote it (for tests of reading them). */
function fingerprintBlocksV1(blocks) {
    return writeFingerprint(blocks, V1, ':');
}
function writeFingerprint(blocks, scheme, separator) {
    const bits = filterBits(blocks.length);
    const k = hashCount(bits, blocks.length);
    const filter = Buffer.alloc(bits / 8);
    for (const block of blocks) {
        for (const p of positions(block, bits, k, scheme))
            filter[p >> 3] = filter[p >> 3] | (1 << (p & 7));
    }
    return `${blocks.length}${separator}${filter.toString('base64url')}`;
}
/** A fingerprint as fingerprintBlocks (`.`) or version 1 (`:`) writes it. */
const FINGERPRINT = /^(\d+)([:.])([A-Za-z0-9_-]+)$/;
/** Whether `text` has the form of a fingerprint (a state file's `blocks` must). */
function explain_isFingerprint(text) {
    return FINGERPRINT.test(text);
}
function parseFingerprint(fp) {
    const m = FINGERPRINT.exec(fp);
    if (!m)
        return undefined;
    const count = Number(m[1]);
    const filter = Buffer.from(m[3], 'base64url');
    const bits = filter.length * 8;
    if (bits !== filterBits(count))
        return undefined;
    return { count, filter, bits, scheme: m[2] === ':' ? V1 : V2 };
}
const MAX_TEXT = 300;
function trimText(text, max = MAX_TEXT) {
    // A block may still be built of slices of its page: what a reason quotes must not keep the page.
    return ownCopy(text.length <= max ? text : `${text.slice(0, max - 1)}…`);
}
/**
 * The blocks of the new content that the old fingerprint does not contain. The old text itself
 * is not known here (CI has only the state), so a vanished block is reported without text.
 */
function explainFromFingerprint(oldFingerprint, blocks, limit = 3) {
    const old = oldFingerprint === undefined ? undefined : parseFingerprint(oldFingerprint);
    if (old === undefined) {
        const first = blocks[0];
        return first === undefined ? [] : [{ kind: 'replaced', new: trimText(first) }];
    }
    const k = hashCount(old.bits, old.count);
    const known = (block) => positions(block, old.bits, k, old.scheme).every((p) => (old.filter[p >> 3] & (1 << (p & 7))) !== 0);
    const fresh = blocks.filter((b) => !known(b));
    // As many blocks as before: each new block most likely replaced an old one in place.
    const kind = fresh.length > 0 && blocks.length <= old.count ? 'replaced' : 'added';
    const changes = fresh.slice(0, limit).map((b) => ({ kind, new: trimText(b) }));
    if (fresh.length === 0 && blocks.length < old.count)
        changes.push({ kind: 'removed' });
    return changes;
}
/** First differing blocks between two known versions (explain between two builds). */
function explainFromBlocks(oldBlocks, newBlocks, limit = 3) {
    let head = 0;
    while (head < oldBlocks.length && head < newBlocks.length && oldBlocks[head] === newBlocks[head])
        head++;
    let tailOld = oldBlocks.length;
    let tailNew = newBlocks.length;
    while (tailOld > head && tailNew > head && oldBlocks[tailOld - 1] === newBlocks[tailNew - 1]) {
        tailOld--;
        tailNew--;
    }
    const changes = [];
    for (let i = 0; i < Math.max(tailOld - head, tailNew - head) && changes.length < limit; i++) {
        const before = oldBlocks[head + i];
        const after = newBlocks[head + i];
        const oldIn = head + i < tailOld;
        const newIn = head + i < tailNew;
        if (oldIn && newIn)
            changes.push({ kind: 'replaced', old: trimText(before), new: trimText(after) });
        else if (newIn)
            changes.push({ kind: 'added', new: trimText(after) });
        else
            changes.push({ kind: 'removed', old: trimText(before) });
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/core/state.ts
// The state file: parsing untrusted JSON into a State, stable serialisation, and merging.


/** A state file that must not be used, and must never be silently replaced. */
class StateError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'StateError';
}
const state_STATE_VERSION = 1;
function state_isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const state_HASH = /^sha256:[0-9a-f]{64}$/;
const RECORD_KEYS = new Set(['hash', 'publishedAt', 'updatedAt', 'removedAt', 'blocks']);
/**
 * Checks one page record. A valid record is kept as the very object JSON.parse made (a state of
 * 100,000 pages is not copied), with its dates interned: most pages share a few dates.
 * `intern`: the one copy of a valid date, undefined for a text that is not one. Nothing is built
 * for a valid record (no message, no closure, no list of its keys): a state of 100,000 pages is
 * read in 181–192 ms instead of 226–228 on node 20, 149–156 instead of 161–171 on node 24 (the
 * bench's small site, best of seven in one process).
 */
function parseRecord(key, value, source, intern) {
    if (!key.startsWith('/'))
        throw recordError(source, key, "keys must be URL paths starting with '/'");
    if (!state_isObject(value))
        throw recordError(source, key, 'expected an object');
    const { hash, publishedAt, updatedAt, removedAt, blocks } = value;
    if (typeof hash !== 'string' || !state_HASH.test(hash))
        throw recordError(source, key, 'hash must be "sha256:" and 64 hex digits');
    const record = value;
    record.publishedAt = instantField(publishedAt, intern, source, key, 'publishedAt');
    record.updatedAt = instantField(updatedAt, intern, source, key, 'updatedAt');
    if (removedAt !== undefined)
        record.removedAt = instantField(removedAt, intern, source, key, 'removedAt');
    // Only a fingerprint's characters: pages' previous records cross to worker threads packed
    // into NUL-separated strings (adapters/pool.ts).
    if (blocks !== undefined && (typeof blocks !== 'string' || !isFingerprint(blocks))) {
        throw recordError(source, key, 'blocks must be a block fingerprint (<count>.<base64url>)');
    }
    // Fields this version does not know are dropped, not carried into the next state.
    for (const field in value)
        if (!RECORD_KEYS.has(field))
            delete value[field];
    return record;
}
function recordError(source, key, problem) {
    return new StateError(`${source}: page ${JSON.stringify(key)}: ${problem}`);
}
/** A record's date field, interned; a StateError naming the page and the field when it is not one. */
function instantField(value, intern, source, key, field) {
    const date = typeof value === 'string' ? intern(value) : undefined;
    if (date === undefined)
        throw recordError(source, key, `${field} must be an ISO 8601 date-time with a zone`);
    return date;
}
/** The number of records parseState found in each `pages` object it made (see parsedPageCount). */
const parsedCounts = new WeakMap();
/**
 * How many records `pages` held when parseState made it; undefined for an object it did not
 * make. Nothing writes to a state's pages once read (the planner builds new ones): the planner
 * uses this to learn that every record was met again without listing them (100,000 keys: ~15 ms).
 */
function state_parsedPageCount(pages) {
    return parsedCounts.get(pages);
}
/**
 * Checks persisted text before anything trusts it. Any problem is a StateError whose one-line
 * message names `source`: a corrupt state file stops the run instead of resetting every date.
 */
function parseState(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new StateError(`${source} is not valid JSON (corrupt or truncated?): ${detail}`);
    }
    if (!state_isObject(data))
        throw new StateError(`${source}: expected a JSON object with "version" and "pages"`);
    if (data.version !== state_STATE_VERSION) {
        throw new StateError(`${source}: unknown state version ${JSON.stringify(data.version)}; this lastmod reads version ${state_STATE_VERSION}`);
    }
    if (!state_isObject(data.pages))
        throw new StateError(`${source}: "pages" must be an object`);
    // Checked in place: the object JSON.parse made becomes the state's pages.
    const pages = data.pages;
    // Each distinct date is checked once (most pages share a few): ~50 ms of 280 on 100,000 pages.
    const dates = new Map();
    const intern = (date) => {
        const known = dates.get(date);
        if (known !== undefined)
            return known;
        if (parseInstant(date) === undefined)
            return undefined;
        dates.set(date, date);
        return date;
    };
    let count = 0;
    for (const key in pages) {
        parseRecord(key, pages[key], source, intern);
        count++;
    }
    parsedCounts.set(pages, count);
    const state = { version: state_STATE_VERSION, pages };
    if (data.hashing !== undefined) {
        const h = data.hashing;
        if (!state_isObject(h) || typeof h.normalizer !== 'number' || typeof h.options !== 'string') {
            throw new StateError(`${source}: "hashing" must be {"normalizer": number, "options": string}`);
        }
        state.hashing = { normalizer: h.normalizer, options: h.options };
    }
    return state;
}
/**
 * A record as JSON with its keys sorted (blocks, hash, publishedAt, removedAt, updatedAt), written
 * out rather than built as a sorted copy and stringified: 100,000 pages in 111–115 ms instead of
 * 136–139 on node 20, 77–84 instead of 136–152 on node 24 (best of seven in one process).
 * A record holds no other keys: parseRecord drops them, and the planner writes none.
 */
function recordJson(record) {
    const { blocks, removedAt } = record;
    return ((blocks === undefined ? '{"hash":' : '{"blocks":' + jsonString(blocks) + ',"hash":') +
        jsonString(record.hash) +
        ',"publishedAt":' +
        jsonString(record.publishedAt) +
        (removedAt === undefined ? '' : ',"removedAt":' + jsonString(removedAt)) +
        ',"updatedAt":' +
        jsonString(record.updatedAt) +
        '}');
}
/** A string JSON.stringify writes as it is, between quotes: no quote, backslash, control character or surrogate. */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const PLAIN_JSON_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
/**
 * JSON.stringify of a string, which state strings (hashes, fingerprints, dates, URL paths) need
 * only for their quotes: one test and two concatenations make 100,000 records in 27–31 ms
 * instead of 52–60 (node 20, passes two to four in one process).
 */
function jsonString(text) {
    return PLAIN_JSON_STRING.test(text) ? '"' + text + '"' : JSON.stringify(text);
}
const state_CHUNK = (/* unused pure expression or super */ null && (64 * 1024));
/**
 * Sorted keys, one page per line: the git diff of two states shows exactly the pages that moved.
 * Yielded in chunks of about 64 KB, so a large state is never held as one string.
 */
function* serializeStateChunks(state) {
    const keys = Object.keys(state.pages).sort();
    const hashing = state.hashing
        ? `  "hashing": ${JSON.stringify({ normalizer: state.hashing.normalizer, options: state.hashing.options })},\n`
        : '';
    let chunk = `{\n${hashing}  "pages": ${keys.length === 0 ? '{}' : '{\n'}`;
    for (const [i, key] of keys.entries()) {
        chunk += `    ${jsonString(key)}: ${recordJson(state.pages[key])}${i < keys.length - 1 ? ',' : ''}\n`;
        if (chunk.length >= state_CHUNK) {
            yield chunk;
            chunk = '';
        }
    }
    yield `${chunk}${keys.length === 0 ? '' : '  }'},\n  "version": ${state.version}\n}\n`;
}
function serializeState(state) {
    return [...serializeStateChunks(state)].join('');
}
/**
 * Combines two states persisted by racing deploys. The later one describes the site as it is
 * now, so its hashes and dates win; the earliest publishedAt survives; no page is dropped.
 */
function mergeStates(earlier, later) {
    const pages = { ...earlier.pages };
    for (const [key, record] of Object.entries(later.pages)) {
        const before = earlier.pages[key];
        const merged = { ...record };
        if (before && Date.parse(before.publishedAt) < Date.parse(record.publishedAt))
            merged.publishedAt = before.publishedAt;
        pages[key] = merged;
    }
    const state = { version: state_STATE_VERSION, pages };
    const hashing = later.hashing ?? earlier.hashing;
    if (hashing)
        state.hashing = hashing;
    return state;
}

;// CONCATENATED MODULE: ./src/core/plan.ts
// The per-page state machine: from the previous state and this build's hashes to the next state.


/**
 * Reduces a page's blocks to what the plan needs, right after extraction, so the normalised
 * text of every page is never held at once: the fingerprint, and the explanation only when the
 * hash moved. The blocks are an extractor's: none empty, none holding a newline.
 */
function describePage(path, hash, blocks, before) {
    return { path, hash, ...describeHashed(hash, blocks.join('\n'), before) };
}
/**
 * describePage without the key, for the blocks joined (HashedFacts.hashed), as a run has them:
 * they are split only to explain a change.
 */
function describeHashed(hash, hashed, before) {
    // The same hash is the same blocks, so the same fingerprint: on a rebuild most pages skip it.
    if (before !== undefined && before.hash === hash && before.blocks !== undefined && before.removedAt === undefined) {
        return { fingerprint: before.blocks };
    }
    const fingerprint = fingerprintJoined(hashed);
    if (before !== undefined && before.removedAt === undefined && before.hash !== hash) {
        return { fingerprint, why: explainFromFingerprint(before.blocks, splitBlocks(hashed)) };
    }
    return { fingerprint };
}
/**
 * new → published and updated now; same hash → nothing moves; other hash → updated now;
 * gone → tombstone (removedAt) so a revived page keeps its publishedAt.
 */
function planState(input) {
    const previous = input.previous?.pages ?? {};
    // The pages are counted last, and only when the hashing differs: listing the keys of 100,000
    // records takes 15 to 25 ms.
    const rebaselined = input.previous !== undefined &&
        (input.previous.hashing?.normalizer !== input.hashing.normalizer ||
            input.previous.hashing?.options !== input.hashing.options) &&
        Object.keys(previous).length > 0;
    const pages = {};
    const outcomes = [];
    const why = new Map();
    const sorted = [...input.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    /** Previous records met again, each once. */
    let met = 0;
    /** Outcomes whose record is the previous one, as it was (see PlanResult.unchanged). */
    let kept = 0;
    for (const page of sorted) {
        const before = previous[page.path];
        if (before !== undefined && pages[page.path] === undefined)
            met++;
        const blocks = page.fingerprint;
        if (before === undefined) {
            const date = input.seed?.(page.path) ?? input.now;
            pages[page.path] = { hash: page.hash, publishedAt: date, updatedAt: date, blocks };
            outcomes.push({ kind: 'new', path: page.path });
        }
        else if (before.removedAt !== undefined) {
            pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks };
            outcomes.push({ kind: 'changed', path: page.path, revived: true });
        }
        else if (before.hash === page.hash || rebaselined) {
            // The common case on a rebuild: keep the very record (no copy per page on large sites).
            pages[page.path] =
                before.hash === page.hash && before.blocks === blocks
                    ? before
                    : { hash: page.hash, publishedAt: before.publishedAt, updatedAt: before.updatedAt, blocks };
            if (pages[page.path] === before)
                kept++;
            outcomes.push({ kind: 'unchanged', path: page.path });
        }
        else {
            pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks };
            outcomes.push({ kind: 'changed', path: page.path, revived: false });
            why.set(page.path, page.why ?? []);
        }
    }
    // Every previous record met again (known when the state was read here): none was removed, and no
    // tombstone is left to carry over.
    const allMet = input.previous !== undefined && parsedPageCount(previous) === met;
    for (const path of allMet ? [] : Object.keys(previous).sort()) {
        // Every built page has its record in `pages` by now.
        if (Object.hasOwn(pages, path))
            continue;
        const before = previous[path];
        if (before.removedAt !== undefined) {
            pages[path] = before;
        }
        else {
            pages[path] = { ...before, removedAt: input.now };
            outcomes.push({ kind: 'removed', path });
        }
    }
    // Every outcome kept its record (a tombstone carried over as it was has none) under the same hashing.
    const unchanged = input.previous !== undefined &&
        input.previous.hashing?.normalizer === input.hashing.normalizer &&
        input.previous.hashing.options === input.hashing.options &&
        kept === outcomes.length;
    return { state: { version: STATE_VERSION, hashing: input.hashing, pages }, outcomes, rebaselined, why, unchanged };
}
/** The sitemap date of a page: when it last changed, else when it appeared. */
function lastmodOf(record) {
    return record.updatedAt ?? record.publishedAt;
}

;// CONCATENATED MODULE: ./src/version.ts
// Kept in step with package.json by scripts/bundle.mjs (which fails when they differ).
const VERSION = '0.1.0';

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/adapters/bundles.ts
// Where the bundles that run on threads of their own are: next to the running bundle.



/**
 * The bundle `name` (`worker.js`, `walker.js`) next to the running bundle: in `dist/` seen from
 * `dist/cli.js`, or from `dist/main/index.js` and `dist/post/index.js`. Undefined when running
 * from the sources (tests), which then do the work in their own thread.
 */
function bundles_findBundle(name) {
    let here;
    try {
        // ncc keeps import.meta.url as it is: at run time it names the bundle file.
        here = path.dirname(fileURLToPath(import.meta.url));
    }
    catch {
        return undefined;
    }
    for (const candidate of [path.join(here, name), path.join(here, '..', name)]) {
        if (existsSync(candidate))
            return candidate;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/adapters/file-reader.ts
// Whole-file reads into one reused buffer, for the passes over every page of a site.

/**
 * Reads whole files into one buffer that grows as needed and is reused for every page: a fresh
 * buffer per page is memory outside the heap that makes V8 collect more often. Synchronous: a
 * built site is in the page cache, and fs/promises' open/fstat/read/close round trips cost more
 * than the read itself (measured: ~130 µs vs ~15 µs a page).
 */
class FileReader {
    buffer = Buffer.allocUnsafe(128 * 1024);
    /** The bytes of the regular file called `name`, valid until the next call. */
    file(name) {
        const fd = (0,external_node_fs_namespaceObject.openSync)(name, 'r');
        try {
            return this.rest(fd);
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    /** The bytes of the regular file open at `fd`, from its current offset to its end; valid until the next call. */
    rest(fd) {
        let size = 0;
        for (;;) {
            if (size === this.buffer.length) {
                const bigger = Buffer.allocUnsafe(this.buffer.length * 2);
                this.buffer.copy(bigger, 0, 0, size);
                this.buffer = bigger;
            }
            const wanted = this.buffer.length - size;
            const n = (0,external_node_fs_namespaceObject.readSync)(fd, this.buffer, size, wanted, null);
            size += n;
            // A read of a regular file (the walk yields no other kind) stops short only at its end:
            // no second read to find it (5.7 against 6.5 µs a small page for open, read and close).
            if (n < wanted)
                return this.buffer.subarray(0, size);
        }
    }
}
/**
 * Encodes text as UTF-8 into one buffer that grows as needed and is reused: Buffer.from makes a
 * new one for each page (for a corpus page, 4 against 7 µs).
 */
class Utf8Writer {
    buffer = Buffer.allocUnsafe(64 * 1024);
    /** The UTF-8 bytes of `text`, valid until the next call. */
    bytes(text) {
        let n = this.buffer.write(text, 0, 'utf8');
        // A full buffer (to within one character) may have cut the text short.
        if (n > this.buffer.length - 4) {
            this.buffer = Buffer.allocUnsafe(Math.max(Buffer.byteLength(text, 'utf8'), 2 * this.buffer.length));
            n = this.buffer.write(text, 0, 'utf8');
        }
        return this.buffer.subarray(0, n);
    }
}

;// CONCATENATED MODULE: ./src/adapters/page-dates.ts
// Rewriting the dates of one built page file: the unit of work of the html-dates option, run in
// a worker thread or in this one. Synchronous, like the page reads of the pool.






/** The reason given for a page that is not UTF-8. */
const NOT_UTF8 = 'not UTF-8';
/** Same-folder temp file, then rename: a new file in the page's place. */
function replaceFile(file, bytes) {
    const temp = external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}.${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}.tmp`);
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)(temp, bytes);
        (0,external_node_fs_namespaceObject.renameSync)(temp, file);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw error;
    }
}
/** Opening fails on a symlink (ELOOP) where the platform has the flag. */
const READ_WRITE_NOFOLLOW = external_node_fs_namespaceObject.constants.O_RDWR | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0);
/**
 * The page opened for reading and writing, when it can be written over in place: a plain file
 * of its own. -1 when it is a symlink or one of several hard links (writing there would change
 * the other names too), or cannot be opened for writing: it then gets a new file (replaceFile).
 * Written in place, no new file is made and no old one freed, which is what a temp file and a
 * rename cost (on ext4: 160 to 230 µs a page against 13 to 15 µs); the file keeps its permissions.
 */
function openInPlace(file) {
    if (external_node_fs_namespaceObject.constants.O_NOFOLLOW === undefined && (0,external_node_fs_namespaceObject.lstatSync)(file).isSymbolicLink())
        return -1;
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, READ_WRITE_NOFOLLOW);
    }
    catch {
        return -1;
    }
    try {
        const info = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (info.isFile() && info.nlink === 1)
            return fd;
    }
    catch {
        // Not known to be a file of its own: a new file, as for the others.
    }
    (0,external_node_fs_namespaceObject.closeSync)(fd);
    return -1;
}
function writeAll(fd, bytes, position) {
    for (let done = 0; done < bytes.length;)
        done += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, done, bytes.length - done, position + done);
}
/**
 * Writes `bytes` over the file open at `fd`, which held `before` bytes. A page that grows gets
 * its new tail first, beyond its old end: should that fail (a full disk), the page is cut back
 * to what it was.
 */
function writeOver(fd, bytes, before) {
    if (bytes.length > before) {
        try {
            writeAll(fd, bytes.subarray(before), before);
        }
        catch (error) {
            (0,external_node_fs_namespaceObject.ftruncateSync)(fd, before);
            throw error;
        }
    }
    writeAll(fd, bytes.subarray(0, Math.min(before, bytes.length)), 0);
    if (bytes.length < before)
        (0,external_node_fs_namespaceObject.ftruncateSync)(fd, bytes.length);
}
/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new FileReader();
const writer = new Utf8Writer();
function page_dates_rewritePageDates(siteDir, task) {
    const full = external_node_path_default().join(siteDir, task.file);
    // One open for the read and the write (a dry run only reads).
    const fd = task.dryRun ? -1 : openInPlace(full);
    try {
        const bytes = fd >= 0 ? reader.rest(fd) : reader.file(full);
        // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
        if (!(0,external_node_buffer_namespaceObject.isUtf8)(bytes))
            return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] };
        const result = rewriteHtmlDates(bytes.toString('utf8'), { modified: task.modified, published: task.published });
        switch (result.kind) {
            case 'unchanged':
                return { file: task.file, kind: 'unchanged', warnings: result.warnings };
            case 'failed':
                return { file: task.file, kind: 'skipped', reason: result.reason, warnings: result.warnings };
            case 'rewritten':
                if (!task.dryRun) {
                    const rewritten = writer.bytes(result.html);
                    if (fd >= 0)
                        writeOver(fd, rewritten, bytes.length);
                    else
                        replaceFile(full, rewritten);
                }
                return { file: task.file, kind: 'rewritten', warnings: result.warnings };
            default: {
                const never = result;
                throw new Error(`unknown rewrite result ${JSON.stringify(never)}`);
            }
        }
    }
    finally {
        if (fd >= 0)
            (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/adapters/heap-bounds.ts
// Bounds on V8's heaps: the main thread's young generation, the threads' (page workers, the walk of
// the site folder), and how far the main thread's old generation grows between two full collections.
//
// The main thread keeps the state and every page's result until the run ends, so nearly all it
// allocates survives its young generation, and V8 grows that generation to its maximum. On Node 20
// and 22 the maximum is 32 MB (two 16 MB semi-spaces); V8 13 (Node 24, the action's runtime) scales
// it with the machine's memory, to 128 MB on a machine of a few GB. On the bench's 100,000 small
// pages that took the peak RSS from ~250 MB to 323-363 MB, and `--max-semi-space-size=8` brings
// it back to 241-271 MB, no slower (README, Performance). V8 fixes the limit when the heap is set
// up, so it can only be given when the process starts: src/relaunch.ts replaces the process with
// the same command plus the flag where Node can (process.execve).
//
// The flag is process-wide, and V8 sizes each new isolate's young generation from it when it is
// set, over the isolate's own limits: worker threads started after the relaunch would get the
// main thread's 8 MB semi-spaces (a 16 MB new space each) whatever their `resourceLimits` say.
// So the flag is set to the threads' bound before the first of them starts; the main thread's
// heap is sized already and keeps its own.

/** The semi-space, in MB, that the main thread runs with. */
const MAIN_SEMI_SPACE_MB = 8;
/**
 * Each thread's semi-space, in MB (the page workers', and the walk's: see
 * boundThreadsYoungGeneration): its new space is two of them, a bound on the garbage a worker
 * holds between two collections, which is what threads add to the peak RSS. 4 MB semi-spaces took
 * ~18 MB off the peak of 8 MB ones in the same time (Node 20, as `resourceLimits`, which V8 turns
 * into semi-spaces of a power of two; 16 MB ones added ~30 MB for no gain). 2 MB ones then cost
 * ~10% more time in collections; since the page work has become lighter, they cost none: a worker
 * collects twice as often (a large first run: 688–726 collections taking 95–112 ms against 345–357
 * taking 47–54 ms), and its new space fits the processor's caches better. Alternating pairs of
 * one bundle with 4 and 2 MB (medians of six; node 20 unless said): large first run 1.985 →
 * 1.970 s, rerun 1.835 → 1.825 s; small first run 2.06 → 2.00 s, rerun 2.07 → 2.03 s; node 24
 * large 1.825 → 1.795 s and 1.715 → 1.715 s; peak RSS 5 to 13 MB lower.
 */
const THREAD_SEMI_SPACE_MB = 2;
/**
 * Gives the threads started from now on (the page workers and the walk of the site folder) their
 * semi-space (see the top). A thread reads the flag when its heap is made, on its own thread and
 * some time after `new Worker()`, so the threads share this one value and it is set before the
 * first of them starts. Until session 28 the walk had 1 MB semi-spaces of its own, set just before
 * it started and replaced by this just before the page workers started: on node 24 a page worker
 * then reported the walk's bound in 4 of 30 runs on the runtime test's site (a new space of 2 MB),
 * and none in 60 with one value for all (V8 also shrinks a new space that fills slowly, as on a
 * busy machine: the runtime test allows for that). The walk's own bound had saved nothing that
 * showed (node 24, the bench's 100,000 small pages, four reruns each: peak RSS 243-246 MB against
 * 240-249 MB with the workers' bound of then, 4 MB, no slower).
 */
function heap_bounds_boundThreadsYoungGeneration() {
    setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
}
/**
 * How far past what the last full collection left alive the old generation may grow before the
 * next one, in percent: V8's flag, which it reads at each full collection, so it takes effect when
 * set at run time. Left to itself V8 lets the limit reach up to 4 times the live size, and the main
 * thread's live set only grows through a run (the state, then each page's result): on 100,000 real
 * generators' pages (Node 24, a rerun) the one full collection between reading the state and the
 * end of the planning came at a heap of 145 MB with 92 MB alive, and the run peaked at 292-308 MB
 * RSS. At 50% it peaks at 275-287 MB; at 25%, 275-276 MB, but the 100,000 small pages' rerun took
 * ~10% more CPU time (50%: ~5%). Process-wide, but on that run each worker still made one full
 * collection, as without it (the main thread four instead of two). README, Performance.
 */
const HEAP_GROWING_PERCENT = 50;
const FLAG = /(?:^|\s)--max[-_]semi[-_]space[-_]size(?:[=\s]|$)/;
const GROWING_FLAG = /^--heap[-_]growing[-_]percent(?:=|$)/;
/** The flag that bounds the old generation's growth, or undefined when the command line sets it. */
function heapGrowthFlag(execArgv) {
    return execArgv.some((arg) => GROWING_FLAG.test(arg)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
/** Bounds the old generation's growth from now on, unless the command line set it (see above). */
function boundHeapGrowth(execArgv) {
    const flag = heapGrowthFlag(execArgv);
    if (flag !== undefined)
        setFlagsFromString(flag);
}
/**
 * The argument vector to run the same script again with a bounded semi-space, or undefined when
 * the semi-space is already set (by us after a relaunch, or by the user in the command line or in
 * NODE_OPTIONS, which wins) or when there is no script file to run again (`node -e`, a REPL).
 */
function boundedRelaunchArgs(launch) {
    if (launch.execArgv.some((arg) => FLAG.test(arg)))
        return undefined;
    if (launch.nodeOptions !== undefined && FLAG.test(launch.nodeOptions))
        return undefined;
    const script = launch.argv[1];
    if (script === undefined || script === '' || launch.execArgv.some((arg) => /^(?:-e|--eval|-p|--print)(?:=|$)/.test(arg)))
        return undefined;
    return [launch.execPath, `--max-semi-space-size=${MAIN_SEMI_SPACE_MB}`, ...launch.execArgv, script, ...launch.argv.slice(2)];
}

;// CONCATENATED MODULE: ./src/adapters/pool.ts
// Page processing, in this thread or across worker threads.
//
// A page task is read → decode → extract → judge → describe; only its small result (hash,
// fingerprint, why, verdict, warnings) comes back, so the main thread never holds page text and
// memory grows with the number of pages, not their size. Workers run the bundled `dist/worker.js`;
// where it is not there (tests on the TypeScript sources, a stale or foreign bundle), the same
// function runs in this thread with identical results. The same pool later rewrites the dates of
// the built pages (the html-dates option), which is a second parse of every page.

















/**
 * A worker and the thread that starts it must hash identically: a `dist/worker.js` left from
 * another build is refused (the run goes on in this thread).
 */
const WORKER_PROTOCOL = `lastmod-worker/6 ${VERSION} normalizer ${NORMALIZER_VERSION}`;
/** Below this many pages, starting threads costs more than it saves (when --jobs is not given). */
const MIN_PAGES_FOR_WORKERS = 200;
/**
 * Pages per message: few enough to balance the load, many enough to amortise messaging. On the
 * bench's 100,000 small pages, 64 ran the first run in ~4.1 s where 32 took ~4.4 s; 128 gained
 * nothing more. Large pages do not care.
 */
const BATCH_PAGES = 64;
/**
 * Batches given to each worker at once, so it never waits for the next one. Two were not enough:
 * the main thread (walk, batches) and both workers want more than two cores, and while the
 * scheduler has the main thread waiting, a worker that finishes its last batch sits idle. On the
 * bench's 100,000 small pages, alternating runs on one kept site: reruns 4.04 and 4.25 s with 2,
 * 3.94 and 3.88 s with 4 (medians of 5, two sets), 3.91 s with 8; first runs 3.97, 3.73 and 3.63 s
 * (medians of 4). Large pages did not move. Each worker still ends about one batch after the other.
 */
const BATCHES_IN_FLIGHT = 8;
/** The task runner of one thread: compiles the selectors once, then one page at a time. */
function createPageProcessor(config) {
    const process = createPageWorker(config);
    return (task) => {
        // Most tasks go as they are; one with a known entry sends only that entry's digest.
        let input = task;
        if (task.known !== undefined) {
            input = { file: task.file, url: task.url, known: bytesOf(task.known) };
            if (task.before !== undefined)
                input.before = task.before;
        }
        return pageResult(task, process(input));
    };
}
/** Most pages have no warning: one empty list for all of them (100,000 pages: 3 MB less). */
const NO_WARNINGS = Object.freeze([]);
/** A page's result from its task and what the worker sent back. */
function pageResult(task, wire) {
    if (wire.known === true)
        return knownResult(task);
    const warnings = wire.warnings ?? NO_WARNINGS;
    let result;
    if (wire.excluded !== undefined) {
        const excluded = { url: task.url, file: task.file, reason: wire.excluded.reason };
        if (wire.excluded.detail !== undefined)
            excluded.detail = wire.excluded.detail;
        result = { file: task.file, path: task.path, excluded, warnings };
    }
    else {
        const page = { path: task.path, hash: wire.hash, fingerprint: wire.fingerprint };
        if (wire.why !== undefined)
            page.why = wire.why;
        result = { file: task.file, path: task.path, included: { loc: wire.loc ?? task.url, page }, warnings };
        if (wire.undated === true)
            result.undated = true;
    }
    if (wire.bytes !== undefined)
        result.cached = cacheEntry(wire);
    return result;
}
/** The page cache's entry for what a worker sent back. */
function cacheEntry(wire) {
    const entry = { bytes: wire.bytes };
    if (wire.excluded !== undefined)
        entry.excluded = wire.excluded;
    else
        entry.hash = wire.hash;
    if (wire.loc !== undefined)
        entry.loc = wire.loc;
    if (wire.undated === true)
        entry.undated = true;
    if (wire.warnings !== undefined && wire.warnings.length > 0)
        entry.warnings = wire.warnings;
    return storedPage(entry);
}
/**
 * The result of a page whose bytes are those of its known entry: what a worker would have sent
 * back, made from that entry and the previous record, which holds the entry's hash (entryServes):
 * its fingerprint, and nothing to explain.
 */
function knownResult(task) {
    const stored = task.known;
    const entry = cachedPage(stored);
    const wire = {};
    if (entry.excluded !== undefined)
        wire.excluded = entry.excluded;
    else {
        const before = task.before;
        wire.hash = before.hash;
        wire.fingerprint = before.blocks;
    }
    if (entry.loc !== undefined)
        wire.loc = entry.loc;
    if (entry.undated === true)
        wire.undated = true;
    if (entry.warnings !== undefined)
        wire.warnings = entry.warnings;
    const result = pageResult(task, wire);
    result.cached = stored;
    return result;
}
/** The page cache's digest of a file's bytes: the first 128 bits of their SHA-256, base64url. */
function bytesDigest(bytes) {
    return (0,external_node_crypto_namespaceObject.hash)('sha256', bytes, 'buffer').toString('base64url', 0, 16);
}
function createPageWorker(config) {
    const read = new FileReader();
    const siteUrl = new URL(config.siteUrl);
    const extractor = createExtractor({ contentSelectors: config.contentSelectors, ignoreSelectors: config.ignoreSelectors });
    const disallowed = robotsDisallow(config.robotsTxt, siteUrl);
    // Task files are relative paths from the walk, `/`-separated and never `..`: joined by hand,
    // as path.join would normalise each of them (~0.57 µs a call, ~2% of a bench small page).
    const base = config.siteDir.endsWith((external_node_path_default()).sep) ? config.siteDir : config.siteDir + (external_node_path_default()).sep;
    return (task) => {
        let bytes;
        try {
            bytes = read.file(base + task.file);
        }
        catch (error) {
            throw new urls_InputError(`page ${task.file} cannot be read: ${error.message}`);
        }
        const digest = config.digests === true ? bytesDigest(bytes) : undefined;
        if (digest !== undefined && digest === task.known)
            return { known: true };
        // Decoding copies the page into a string: the buffer is free for the next page after this.
        const decoded = decodeHtml(bytes);
        const pageUrl = new URL(task.url);
        const facts = extractor.hashed(decoded.text, pageUrl, siteUrl);
        const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings];
        const wire = {};
        if (digest !== undefined)
            wire.bytes = digest;
        if (warnings.length > 0)
            wire.warnings = warnings;
        const verdict = judgePage(facts, pageUrl, disallowed);
        if (!verdict.include) {
            // A detail may be a slice of the page (a redirect target), which would keep it alive in the results.
            wire.excluded = verdict.detail === undefined ? { reason: verdict.reason } : { reason: verdict.reason, detail: ownCopy(verdict.detail) };
            return wire;
        }
        const page = describeHashed(facts.hash, facts.hashed, task.before);
        wire.hash = facts.hash;
        wire.fingerprint = page.fingerprint;
        if (page.why !== undefined)
            wire.why = page.why;
        if (verdict.loc !== task.url)
            wire.loc = verdict.loc;
        // Not for a page that is not UTF-8: html-dates reports that it leaves such a page as it is.
        if (!facts.mayHoldDates && decoded.utf8)
            wire.undated = true;
        return wire;
    };
}
/** Threads to use: --jobs when given, else every available core for sites big enough to gain. */
function resolveJobs(jobs, pages) {
    if (jobs !== undefined)
        return jobs;
    if (pages < MIN_PAGES_FOR_WORKERS)
        return 1;
    return availableCores();
}
/** The bundled page worker next to the running bundle; undefined when running from the sources. */
function findWorkerScript() {
    return findBundle('worker.js');
}
/**
 * Worker threads kept from one job to the next (a run's pages, then their dates), so that the
 * second job does not start threads of its own: each would load the worker bundle and compile
 * the scanner again. The owner closes it when the run is done.
 */
class ThreadPool {
    workerScript;
    kept;
    /** Once closed, nothing is started before a job asks for it (prestart does nothing). */
    closed = false;
    /** The ends of the threads closed so far (see close). */
    ending = [];
    /** `workerScript`: the worker bundle of every job run with this pool (default: findWorkerScript()). */
    constructor(workerScript) {
        this.workerScript = workerScript;
    }
    /**
     * Starts the page workers before the pages are known (see prestartPageWorkers in engine.ts):
     * they load their bundle while the state is read and the walk finds the first pages, and the
     * pages job takes them if it runs on as many threads with this config. Does nothing when this
     * thread would work alone (`jobs`: --jobs; one core), without a worker bundle, once threads are
     * kept, or after close.
     */
    prestart(config, jobs, log) {
        const n = resolveJobs(jobs, Infinity);
        const script = this.workerScript ?? findWorkerScript();
        if (n < 2 || script === undefined || this.kept !== undefined || this.closed)
            return;
        this.keep(script, config, n, log);
    }
    /**
     * n workers for `job`: the kept ones when they were started for this script and a config that
     * serves it (the dates job only reads the site folder), else new ones, kept in their place.
     * Undefined when they could not start (startWorkers has said why).
     */
    async acquire(job, script, n, config, log) {
        const kept = this.kept;
        if (kept !== undefined) {
            const serves = job === 'dates'
                ? path.resolve(kept.config.siteDir) === path.resolve(config.siteDir)
                : JSON.stringify(kept.config) === JSON.stringify(config);
            if (kept.script === script && kept.count === n && serves) {
                const workers = await kept.ready;
                // Threads of this bundle that did not start would not start now either.
                if (workers === undefined && this.kept === kept)
                    this.kept = undefined;
                return workers;
            }
            await this.close();
        }
        return this.keep(script, config, n, log).ready;
    }
    /** The threads kept now and started (none before the first job and after close). */
    get workers() {
        return this.kept?.started ?? [];
    }
    /**
     * Ends the kept threads. What it returns settles once they and those of every earlier close
     * have exited: a caller may start the end without waiting for it (the threads exit while it
     * goes on) and leave the wait to the owner's last close.
     */
    close() {
        this.closed = true;
        const kept = this.kept;
        this.kept = undefined;
        if (kept !== undefined) {
            this.ending.push(kept.ready.then(async (workers) => {
                if (workers !== undefined)
                    await Promise.all(workers.map((w) => w.terminate()));
            }));
        }
        return Promise.all(this.ending).then(() => undefined);
    }
    keep(script, config, count, log) {
        const kept = {
            script,
            config,
            count,
            ready: startWorkers(script, count, config, log).then((workers) => {
                kept.started = workers;
                return workers;
            }, 
            // Nothing may await a prestart for a while: a failure is answered now, not left unhandled.
            (error) => {
                log.warning(`worker threads not used (${script}: ${error instanceof Error ? error.message : String(error)}); pages are processed in this thread`);
                return undefined;
            }),
            started: undefined
        };
        this.kept = kept;
        return kept;
    }
}
function inThread(job, config) {
    if (job === 'pages')
        return createPageProcessor(config);
    return ((task) => rewritePageDates(config.siteDir, task));
}
/** Main-thread side of a job: its result from its task and what the worker sent back. */
function finisher(job) {
    if (job === 'pages')
        return pageResult;
    return (_task, wire) => wire;
}
/** Tasks handed out in order. */
class TaskQueue {
    head = [];
    source;
    chunks;
    /** The chunk being awaited, shared by everyone who waits for more. */
    arriving;
    done = false;
    /** Tasks handed out so far: the next task's index in the results. */
    taken = 0;
    constructor(tasks) {
        if (Symbol.asyncIterator in tasks)
            this.chunks = tasks[Symbol.asyncIterator]();
        else
            this.source = tasks[Symbol.iterator]();
    }
    /** Whether n tasks, or all that are left, can be taken now (pulling them from a synchronous source). */
    ready(n) {
        const source = this.source;
        while (!this.done && this.head.length < n && source !== undefined) {
            const next = source.next();
            if (next.done === true)
                this.done = true;
            else
                this.head.push(next.value);
        }
        return this.done || this.head.length >= n;
    }
    /** Resolves once ready(n); rejects when the source fails. */
    async fill(n) {
        while (!this.ready(n))
            await this.more();
    }
    /** How many tasks there are in all, once the source has ended; undefined while more may come. */
    get known() {
        return this.done ? this.taken + this.head.length : undefined;
    }
    /** Up to n next tasks, of those there now (see ready and fill). */
    take(n) {
        const out = this.head.splice(0, n);
        this.taken += out.length;
        return out;
    }
    more() {
        this.arriving ??= this.chunks.next().then((next) => {
            this.arriving = undefined;
            if (next.done === true)
                this.done = true;
            else
                for (const task of next.value)
                    this.head.push(task);
        }, (error) => {
            this.arriving = undefined;
            throw error;
        });
        return this.arriving;
    }
}
/** Runs every task of one job; results in task order. Workers when they pay and a worker bundle is there. */
async function runJob(job, tasks, config, options) {
    const queue = new TaskQueue(tasks);
    // Enough tasks to know whether threads pay, and whether batches must be small to balance.
    const most = resolveJobs(options.jobs, Infinity);
    await queue.fill(Math.max(MIN_PAGES_FOR_WORKERS, 4 * BATCH_PAGES * most));
    const known = queue.known;
    const threads = known === undefined ? most : Math.min(resolveJobs(options.jobs, known), known);
    if (threads > 1) {
        const script = options.workerScript ?? options.threads?.workerScript ?? findWorkerScript();
        if (script === undefined) {
            options.log.debug('No worker bundle next to this one: pages are processed in this thread');
        }
        else {
            const pool = options.threads;
            const workers = pool === undefined ? await startWorkers(script, threads, config, options.log) : await pool.acquire(job, script, threads, config, options.log);
            if (workers !== undefined) {
                try {
                    return await runOnWorkers(workers, job, queue, known === undefined ? BATCH_PAGES : batchSize(known, threads));
                }
                catch (error) {
                    // A failed job may leave batches in flight: threads that might still answer are not kept.
                    await pool?.close();
                    throw error;
                }
                finally {
                    if (pool === undefined)
                        await Promise.all(workers.map((w) => w.terminate()));
                }
            }
        }
    }
    const run = inThread(job, config);
    const results = [];
    for (;;) {
        await queue.fill(BATCH_PAGES);
        const batch = queue.take(BATCH_PAGES);
        if (batch.length === 0)
            return results;
        for (const task of batch)
            results.push(run(task));
    }
}
/** Reads, extracts and describes every page; results in task order. `tasks` is pulled lazily. */
function processPages(tasks, config, options) {
    return runJob('pages', tasks, config, options);
}
/** Rewrites the dates of every page file (html-dates); results in task order. */
function rewriteDates(tasks, config, options) {
    return runJob('dates', tasks, config, options);
}
/**
 * Separates the fields of a packed batch of page tasks: no file name, URL, hash or fingerprint
 * holds a NUL. One string is copied whole between threads, where an array of objects is cloned
 * key by key. Measured with a MessageChannel in one thread, on batches of 64 pages: tasks cost
 * ~1.4 µs a page as objects and ~0.2 µs as one string, join included; answers ~0.6 µs as objects
 * and ~0.3 µs as a flat list of strings. On 100,000 pages that is a few tenths of a second of
 * the main thread, which feeds both workers.
 */
const FIELD = '\0';
const TASK_FIELDS = 5;
const WIRE_FIELDS = 6;
/** A page's hash field when the hash is the one its task came with; its bytes field when they are those of its known entry. */
const SAME = '=';
/**
 * A page batch for a worker: file, URL, previous hash, `+` previous fingerprint and the known
 * entry's bytes digest per page. A tombstone goes as no previous record: describeHashed treats
 * both alike.
 */
function packPageTasks(tasks) {
    const fields = [];
    for (const { file, url, before, known } of tasks) {
        const previous = before !== undefined && before.removedAt === undefined ? before : undefined;
        fields.push(file, url, previous?.hash ?? '', previous?.blocks === undefined ? '' : '+' + previous.blocks, known === undefined ? '' : bytesOf(known));
    }
    return fields.join(FIELD);
}
function unpackPageTasks(packed) {
    const fields = packed.split(FIELD);
    const inputs = [];
    for (let i = 0; i + TASK_FIELDS <= fields.length; i += TASK_FIELDS) {
        const input = { file: fields[i], url: fields[i + 1] };
        const hash = fields[i + 2];
        const blocks = fields[i + 3];
        if (hash !== '')
            input.before = blocks === '' ? { hash } : { hash, blocks: blocks.slice(1) };
        if (fields[i + 4] !== '')
            input.known = fields[i + 4];
        inputs.push(input);
    }
    return inputs;
}
/**
 * A worker's answers, as a flat list of strings rather than one: the main thread keeps hashes and
 * fingerprints for the whole run, and a piece split out of one string would keep all of it
 * alive (~8 MB more peak RSS on the bench's 100,000 pages). Six per page: hash (`=` when it is
 * the previous one), fingerprint (empty when it is the previous one), loc (empty: the task's URL),
 * `1` when undated, the rest as JSON (empty when none), and the bytes digest (empty when none was
 * made; `=` when they are the known entry's, and then the other fields are empty). The previous
 * ones are taken from the state the main thread holds: on a rerun most pages send back neither,
 * and the main thread keeps no second copy of their hash (bench rerun of 100,000 pages: peak RSS
 * 237–240 against 245–249 MB).
 */
function packPageWires(wires, inputs) {
    const fields = [];
    wires.forEach((wire, k) => {
        const { hash, fingerprint, loc, undated, bytes, known, ...rest } = wire;
        if (known === true) {
            fields.push('', '', '', '', '', SAME);
            return;
        }
        const before = inputs[k]?.before;
        fields.push(hash !== undefined && hash === before?.hash ? SAME : (hash ?? ''), fingerprint === undefined || fingerprint === before?.blocks ? '' : fingerprint, loc ?? '', undated === true ? '1' : '', Object.keys(rest).length === 0 ? '' : JSON.stringify(rest), bytes ?? '');
    });
    return fields;
}
function unpackPageWires(fields, tasks) {
    return tasks.map((task, k) => {
        const i = k * WIRE_FIELDS;
        const bytes = fields[i + 5];
        if (bytes === SAME)
            return { known: true };
        const rest = fields[i + 4];
        const wire = rest === '' ? {} : JSON.parse(rest);
        const hash = fields[i];
        if (hash !== '') {
            wire.hash = hash === SAME ? task.before?.hash : hash;
            wire.fingerprint = fields[i + 1] || task.before?.blocks;
        }
        if (fields[i + 2] !== '')
            wire.loc = fields[i + 2];
        if (fields[i + 3] === '1')
            wire.undated = true;
        if (bytes !== '')
            wire.bytes = bytes;
        return wire;
    });
}
function packTasks(job, tasks) {
    return (job === 'pages' ? packPageTasks(tasks) : tasks);
}
function unpackWires(job, packed, tasks) {
    if (job === 'pages')
        return unpackPageWires(packed, tasks);
    return unpackDateResults(packed, tasks);
}
/**
 * A page with nothing to say but its kind, as a worker sends it back: its dates were already right
 * (UNCHANGED) or have been written (REWRITTEN). The main thread makes its result from the task.
 * Most pages come back so (on a site with build-time dates, rewritten on every run); each result
 * was a copy of the file's name and an empty list, made again on the main thread at the time it
 * holds the run's state, sitemap and report (100,000 real generators' pages: the run's peak).
 */
const UNCHANGED = 0;
const REWRITTEN = 1;
function packDateResult(result) {
    if (result.warnings.length > 0)
        return result;
    return result.kind === 'unchanged' ? UNCHANGED : result.kind === 'rewritten' ? REWRITTEN : result;
}
function unpackDateResults(wires, tasks) {
    return wires.map((wire, i) => {
        if (typeof wire !== 'number')
            return wire;
        return { file: tasks[i].file, kind: wire === UNCHANGED ? 'unchanged' : 'rewritten', warnings: NO_WARNINGS };
    });
}
function isFromWorker(value) {
    return typeof value === 'object' && value !== null && typeof value.kind === 'string';
}
/**
 * V8 settings for the page workers when they take every core, where V8's helper threads can only
 * run in time taken from a worker (with fewer workers than cores, the helpers have cores of their
 * own and none of this is set):
 *
 * - `--no-parallel-scavenge`: young-generation collections on one thread. Process-wide, and read
 *   by V8 at each collection. On the bench's 20,000 large pages, runs with it took about 5% less
 *   time (three alternating runs of one bundle with and without it: 1 to 8%, about the spread
 *   between runs of the same code).
 * - `--no-concurrent-recompilation`: a worker compiles its hot functions with TurboFan itself, at
 *   once, instead of queueing them for a helper thread and going on in slower code meanwhile. V8
 *   reads it when an isolate is created, so it reaches the workers started from then on and leaves
 *   the main thread's compiling on the helpers (at the end of a run, the only thread with work, it
 *   then has the other core for it). Large first run, node 20, per thread: the helpers' CPU went
 *   from 0.37 to 0.09 s and each worker's from 1.43–1.52 to 1.55–1.57 s, 3.70 → 3.58 s in all.
 *   Eight alternating pairs on the bench's large site (node 20): first run 1.945 → 1.920 s, rerun
 *   1.830 → 1.810 s (medians).
 */
function workerFlags(workers, cores) {
    return workers >= cores ? ['--no-parallel-scavenge', '--no-concurrent-recompilation'] : [];
}
function availableCores() {
    return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}
/** Starts n workers and waits until each says it speaks our protocol; undefined when one does not. */
async function startWorkers(script, n, config, log) {
    const data = { lastmodWorker: WORKER_PROTOCOL, config };
    for (const flag of workerFlags(n, availableCores()))
        setFlagsFromString(flag);
    boundThreadsYoungGeneration();
    const workers = [];
    const ready = Array.from({ length: n }, () => {
        const worker = new Worker(script, { workerData: data });
        workers.push(worker);
        return new Promise((resolve) => {
            const onMessage = (message) => {
                cleanup();
                resolve(isFromWorker(message) && message.kind === 'ready' ? message.protocol : 'no handshake');
            };
            const onError = (error) => {
                cleanup();
                resolve(`failed to start: ${error.message}`);
            };
            const onExit = (code) => {
                cleanup();
                resolve(`exited with code ${code}`);
            };
            const cleanup = () => {
                worker.off('message', onMessage);
                worker.off('error', onError);
                worker.off('exit', onExit);
            };
            worker.on('message', onMessage);
            worker.on('error', onError);
            worker.on('exit', onExit);
        });
    });
    const answers = await Promise.all(ready);
    const wrong = answers.find((answer) => answer !== WORKER_PROTOCOL);
    if (wrong === undefined) {
        log.debug(`Processing pages on ${n} worker threads`);
        return workers;
    }
    await Promise.all(workers.map((w) => w.terminate()));
    log.warning(`worker threads not used (${script}: ${wrong}; expected ${WORKER_PROTOCOL}); pages are processed in this thread`);
    return undefined;
}
/** BATCH_PAGES, smaller on small sites so that every thread gets several batches. */
function batchSize(pages, threads) {
    return Math.max(1, Math.min(BATCH_PAGES, Math.ceil(pages / (threads * 4))));
}
function runOnWorkers(workers, job, queue, size) {
    return new Promise((resolve, reject) => {
        const results = [];
        const finish = finisher(job);
        /** The tasks of each batch being worked on, by batch id. */
        const inFlight = new Map();
        let finished = false;
        /** Each worker's listeners for this job: removed when it ends, as the workers may serve another. */
        const listening = [];
        const end = () => {
            finished = true;
            for (const stop of listening)
                stop();
        };
        const fail = (error) => {
            if (finished)
                return;
            end();
            reject(error);
        };
        const failWith = (error) => fail(error instanceof Error ? error : new Error(String(error)));
        const send = (worker) => {
            if (finished)
                return;
            const id = queue.taken;
            let tasks;
            try {
                if (!queue.ready(size)) {
                    // Tasks still on their way: this worker's turn comes when they arrive.
                    queue.fill(size).then(() => send(worker), failWith);
                    return;
                }
                tasks = queue.take(size);
            }
            catch (error) {
                failWith(error);
                return;
            }
            if (tasks.length === 0) {
                if (inFlight.size === 0) {
                    end();
                    resolve(results);
                }
                return;
            }
            inFlight.set(id, tasks);
            const message = { id, job, tasks: packTasks(job, tasks) };
            worker.postMessage(message);
        };
        for (const worker of workers) {
            const onMessage = (message) => {
                if (!isFromWorker(message) || message.kind === 'ready')
                    return;
                if (message.kind === 'failed') {
                    fail(message.input ? new InputError(message.message) : new Error(message.message));
                    return;
                }
                // The id of a batch is the index of its first task.
                const tasks = inFlight.get(message.id) ?? [];
                inFlight.delete(message.id);
                unpackWires(job, message.results, tasks).forEach((wire, i) => {
                    results[message.id + i] = finish(tasks[i], wire);
                });
                send(worker);
            };
            const onError = (error) => fail(new Error(`worker thread failed: ${error.message}`));
            const onExit = (code) => fail(new Error(`worker thread exited (code ${code}) before the pages were processed`));
            worker.on('message', onMessage);
            worker.on('error', onError);
            worker.on('exit', onExit);
            listening.push(() => {
                worker.off('message', onMessage);
                worker.off('error', onError);
                worker.off('exit', onExit);
            });
        }
        for (const worker of workers)
            for (let i = 0; i < BATCHES_IN_FLIGHT; i++)
                send(worker);
    });
}
// ---------------------------------------------------------------------------------------------
// Worker side (src/worker.ts)
/** Serves batches on `port` until the thread is terminated. */
function serveWorker(port, data) {
    const given = data?.lastmodWorker;
    if (given !== WORKER_PROTOCOL) {
        port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL });
        return;
    }
    const config = data.config;
    // Each job's function is made on its first batch (the page extractor compiles the selectors).
    let processPage;
    const run = (message) => {
        if (message.job === 'pages') {
            processPage ??= createPageWorker(config);
            const inputs = unpackPageTasks(message.tasks);
            return packPageWires(inputs.map(processPage), inputs);
        }
        return message.tasks.map((task) => packDateResult(page_dates_rewritePageDates(config.siteDir, task)));
    };
    port.on('message', (message) => {
        let reply;
        try {
            reply = { kind: 'done', id: message.id, results: run(message) };
        }
        catch (error) {
            const text = error instanceof Error ? error.message : String(error);
            reply = { kind: 'failed', id: message.id, message: text, input: error instanceof urls_InputError };
        }
        port.postMessage(reply);
    });
    port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL });
}

;// CONCATENATED MODULE: ./src/worker.ts
// Entry of a page worker thread (bundled to dist/worker.js; started by adapters/pool.ts).
// The one error boundary of the thread: a failure to start is reported to the pool, which then
// processes the pages in its own thread.


if (external_node_worker_threads_namespaceObject.parentPort !== null) {
    try {
        serveWorker(external_node_worker_threads_namespaceObject.parentPort, external_node_worker_threads_namespaceObject.workerData);
    }
    catch (error) {
        external_node_worker_threads_namespaceObject.parentPort.postMessage({ kind: 'ready', protocol: `failed: ${error instanceof Error ? error.message : String(error)}` });
    }
}

