// The hot part of html-scan.ts's scanner in WebAssembly: texts, start tags and their attributes,
// end tags and comments, read from a copy of the page in this module's memory and written as
// numbers into an event buffer that the JavaScript side (Scan.runWasm) turns into the handler's
// calls. The tree rules (implied closes, namespaces, names as htmlparser2 reports them) stay in
// JavaScript, and so does every construct this file does not handle: a special body (script,
// style, title...), `<!` other than a comment, `<?`, an odd end tag (`</>`, `</ x>`), and anything
// the end of the page cuts short. The scan stops there and says where; JavaScript reads that
// construct with its own code and calls `scan` again after it.
//
// Built by scripts/wasm.mjs with clang (`--target=wasm32 -O2 -msimd128`); no C library.
#include <stdint.h>
#include <wasm_simd128.h>

// Must equal html-scan.ts's TRIE_WIDTH and TRIE_LIMIT (checked there through the exports below).
#define TRIE_WIDTH 40
#define TRIE_STATES 4096
#define EVENT_CAPACITY 65536

#define EXPORT(name) __attribute__((export_name(name)))

// Written by JavaScript: the trie of known names (html-scan.ts's `trie`), the class of each ASCII
// character in it, and by trie state whether the name is that of an element with a special body.
static uint16_t trie[TRIE_STATES * TRIE_WIDTH];
static uint8_t charClass[128];
static uint8_t specialBody[TRIE_STATES];
static int32_t events[EVENT_CAPACITY];
// Where and why the last scan stopped.
static int32_t stoppedAt, stoppedBecause;
// The page, from here to the end of memory (JavaScript grows it).
extern unsigned char __heap_base;

EXPORT("trieWidth") int32_t trieWidth(void) { return TRIE_WIDTH; }
EXPORT("trieStates") int32_t trieStates(void) { return TRIE_STATES; }
EXPORT("eventCapacity") int32_t eventCapacity(void) { return EVENT_CAPACITY; }
EXPORT("trieAt") uint16_t *trieAt(void) { return trie; }
EXPORT("charClassAt") uint8_t *charClassAt(void) { return charClass; }
EXPORT("specialBodyAt") uint8_t *specialBodyAt(void) { return specialBody; }
EXPORT("eventsAt") int32_t *eventsAt(void) { return events; }
EXPORT("pageAt") unsigned char *pageAt(void) { return &__heap_base; }
EXPORT("stoppedAt") int32_t getStoppedAt(void) { return stoppedAt; }
EXPORT("stoppedBecause") int32_t getStoppedBecause(void) { return stoppedBecause; }

// Events. TEXT: from, to, flags (TEXT_AMP, TEXT_IRREGULAR). START: trie state (0: unknown or not
// ASCII), index of `<`, end of the name, index of `>`, 1 if `/>`, attribute count; then per
// attribute: trie state, name start, name end, value start, value end (both -1 without a value),
// flags (VALUE_AMP, VALUE_QUOTED). END: index of `<`, trie state, end of the name, index of `>`.
// COMMENT: where text starts again.
enum { TEXT = 1, START = 2, END = 3, COMMENT = 4 };
enum { TEXT_AMP = 1, TEXT_IRREGULAR = 2 };
enum { VALUE_AMP = 1, VALUE_QUOTED = 2 };
// Why a scan stopped: the end of the page (its last text is left to JavaScript); a construct at
// `stoppedAt` for JavaScript; just after the start tag of an element with a special body, whose
// event is the last; the event buffer is full.
enum { STOP_END = 0, STOP_CONSTRUCT = 1, STOP_SPECIAL_BODY = 2, STOP_FULL = 3 };

// htmlparser2's whitespace: no vertical tab.
static inline int isSpace(unsigned c) { return c == 0x20 || c == 0x0a || c == 0x09 || c == 0x0c || c == 0x0d; }
static inline int isAsciiAlpha(unsigned c) { return ((c | 0x20) - 0x61) < 26u; }
static inline unsigned advance(unsigned state, unsigned c) { return trie[state * TRIE_WIDTH + charClass[c & 0x7f]]; }

// One byte a character (pages with no character past U+00FF, copied as Latin-1) and two (the
// others, copied as UTF-16): the same scanner twice. Only the first tells irregular whitespace
// (JavaScript's `\s` other than single spaces); on the others the JavaScript side gives no hint,
// as its own scanner does.

// The index of the next `<` at or after `from` (len when none), with the flags of the text
// before it OR-ed into *flags. Blocks of 16 are read only within the page (the second load of
// each, one character on, included).
static int findLt8(const uint8_t *s, int from, int len, int *flags) {
  int i = from, f = *flags;
  const v128_t lt = wasm_i8x16_splat('<'), amp = wasm_i8x16_splat('&'), space = wasm_i8x16_splat(' ');
  const v128_t tab = wasm_i8x16_splat(9), five = wasm_i8x16_splat(5), nbsp = wasm_i8x16_splat((char)0xa0);
  while (i + 17 <= len) {
    v128_t v = wasm_v128_load(s + i), next = wasm_v128_load(s + i + 1);
    uint32_t lts = wasm_i8x16_bitmask(wasm_i8x16_eq(v, lt));
    uint32_t amps = wasm_i8x16_bitmask(wasm_i8x16_eq(v, amp));
    // Tab to carriage return (vertical tab included: `\s` has it), NBSP, and a space followed by a space.
    v128_t odd = wasm_v128_or(wasm_u8x16_lt(wasm_i8x16_sub(v, tab), five), wasm_i8x16_eq(v, nbsp));
    odd = wasm_v128_or(odd, wasm_v128_and(wasm_i8x16_eq(v, space), wasm_i8x16_eq(next, space)));
    uint32_t odds = wasm_i8x16_bitmask(odd);
    if (lts != 0) {
      uint32_t before = (lts & -lts) - 1;
      if (amps & before) f |= TEXT_AMP;
      if (odds & before) f |= TEXT_IRREGULAR;
      *flags = f;
      return i + __builtin_ctz(lts);
    }
    if (amps) f |= TEXT_AMP;
    if (odds) f |= TEXT_IRREGULAR;
    i += 16;
  }
  for (; i < len; i++) {
    unsigned c = s[i];
    if (c == '<') break;
    if (c == '&') f |= TEXT_AMP;
    else if (c == ' ') { if (i + 1 < len && s[i + 1] == ' ') f |= TEXT_IRREGULAR; }
    else if ((c >= 9 && c <= 13) || c == 0xa0) f |= TEXT_IRREGULAR;
  }
  *flags = f;
  return i;
}

static int findLt16(const uint16_t *s, int from, int len, int *flags) {
  int i = from, f = *flags;
  const v128_t lt = wasm_i16x8_splat('<'), amp = wasm_i16x8_splat('&');
  while (i + 8 <= len) {
    v128_t v = wasm_v128_load(s + i);
    uint32_t lts = wasm_i16x8_bitmask(wasm_i16x8_eq(v, lt));
    uint32_t amps = wasm_i16x8_bitmask(wasm_i16x8_eq(v, amp));
    if (lts != 0) {
      if (amps & ((lts & -lts) - 1)) f |= TEXT_AMP;
      *flags = f;
      return i + __builtin_ctz(lts);
    }
    if (amps) f |= TEXT_AMP;
    i += 8;
  }
  for (; i < len; i++) {
    if (s[i] == '<') break;
    if (s[i] == '&') f |= TEXT_AMP;
  }
  *flags = f;
  return i;
}

#define CHAR uint8_t
#define LANES 16
#define SPLAT(c) wasm_i8x16_splat((char)(c))
#define EQ wasm_i8x16_eq
#define BITMASK wasm_i8x16_bitmask
#define FIND_LT findLt8
#define FIND_QUOTE findQuote8
#define SCAN scan8
#include "html-scan-body.inc"
#undef CHAR
#undef LANES
#undef SPLAT
#undef EQ
#undef BITMASK
#undef FIND_LT
#undef FIND_QUOTE
#undef SCAN

#define CHAR uint16_t
#define LANES 8
#define SPLAT(c) wasm_i16x8_splat((short)(c))
#define EQ wasm_i16x8_eq
#define BITMASK wasm_i16x8_bitmask
#define FIND_LT findLt16
#define FIND_QUOTE findQuote16
#define SCAN scan16
#include "html-scan-body.inc"

// Scans the page of `len` characters (`wide`: two bytes each) from `pos`, where the text not yet
// reported starts at `textStart` (<= pos). Returns the number of event ints written; stoppedAt
// and stoppedBecause tell where and why it stopped.
EXPORT("scan") int32_t scan(int32_t len, int32_t pos, int32_t textStart, int32_t wide) {
  return wide ? scan16((const uint16_t *)&__heap_base, len, pos, textStart) : scan8(&__heap_base, len, pos, textStart);
}

// Decodes the `n` bytes of UTF-8 that JavaScript wrote where the page goes into the page, as the
// scan reads it: one byte a character while every character is below U+0100, in place (none takes
// more bytes than its sequence); from the first one past it on, UTF-16. JavaScript reserves 3n
// bytes and PAGE_PADDING for that. Returns the number of one-byte characters, or -2 minus the
// number of UTF-16 units; -1 when the bytes are not UTF-8 (then they are no longer the page's,
// and JavaScript decodes them its own way). Runs of 16 ASCII bytes go whole; the rest a byte at a time.
static int32_t utf16Rest(uint16_t *out, const uint8_t *in, int32_t n);

EXPORT("utf8Decode") int32_t utf8Decode(int32_t n) {
  uint8_t *s = &__heap_base;
  int32_t i = 0, o = 0;
  while (i < n) {
    if (i + 16 <= n) {
      v128_t v = wasm_v128_load(s + i);
      uint32_t high = wasm_i8x16_bitmask(v);
      if (high == 0) {
        wasm_v128_store(s + o, v);
        i += 16;
        o += 16;
        continue;
      }
      // The ASCII before the first byte past it.
      for (int32_t end = i + __builtin_ctz(high); i < end;) s[o++] = s[i++];
    }
    unsigned c = s[i];
    if (c < 0x80) {
      s[o++] = (uint8_t)c;
      i++;
      continue;
    }
    // C2 and C3 lead the sequences of U+0080 to U+00FF.
    if ((c & 0xfe) == 0xc2) {
      if (i + 1 >= n) return -1;
      unsigned d = s[i + 1];
      if ((d & 0xc0) != 0x80) return -1;
      s[o++] = (uint8_t)(((c & 0x1f) << 6) | (d & 0x3f));
      i += 2;
      continue;
    }
    // A later character (or no UTF-8): the rest of the bytes move out of the way, to 2n, sixteen at
    // a time (up to 15 bytes past them), and what is decoded widens to UTF-16 from its end.
    uint8_t *rest = s + 2 * n;
    for (int32_t k = i; k < n; k += 16) wasm_v128_store(rest + (k - i), wasm_v128_load(s + k));
    uint16_t *u = (uint16_t *)s;
    int32_t k = o;
    // Eight at a time while the eight bytes written lie past those still to read.
    for (; k >= 16; k -= 8) wasm_v128_store(u + k - 8, wasm_u16x8_extend_low_u8x16(wasm_v128_load64_zero(s + k - 8)));
    for (; k > 0; k--) u[k - 1] = s[k - 1];
    int32_t units = utf16Rest(u + o, rest, n - i);
    return units < 0 ? -1 : -2 - (o + units);
  }
  return o;
}

// UTF-8 to UTF-16: the number of units written at `out`, or -1 when `in` is not UTF-8 (Unicode's
// well-formed sequences: no overlong forms, no surrogates, nothing past U+10FFFF).
static int32_t utf16Rest(uint16_t *out, const uint8_t *in, int32_t n) {
  int32_t i = 0, o = 0;
  while (i < n) {
    if (i + 16 <= n) {
      v128_t v = wasm_v128_load(in + i);
      if (wasm_i8x16_bitmask(v) == 0) {
        wasm_v128_store(out + o, wasm_u16x8_extend_low_u8x16(v));
        wasm_v128_store(out + o + 8, wasm_u16x8_extend_high_u8x16(v));
        i += 16;
        o += 16;
        continue;
      }
    }
    unsigned c = in[i];
    if (c < 0x80) {
      out[o++] = (uint16_t)c;
      i++;
      continue;
    }
    if (c >= 0xc2 && c <= 0xdf) {
      if (i + 1 >= n || (in[i + 1] & 0xc0) != 0x80) return -1;
      out[o++] = (uint16_t)(((c & 0x1f) << 6) | (in[i + 1] & 0x3f));
      i += 2;
      continue;
    }
    if (c >= 0xe0 && c <= 0xef) {
      if (i + 2 >= n) return -1;
      unsigned d = in[i + 1], e = in[i + 2];
      unsigned low = c == 0xe0 ? 0xa0 : 0x80, high = c == 0xed ? 0x9f : 0xbf;
      if (d < low || d > high || (e & 0xc0) != 0x80) return -1;
      out[o++] = (uint16_t)(((c & 0x0f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f));
      i += 3;
      continue;
    }
    if (c >= 0xf0 && c <= 0xf4) {
      if (i + 3 >= n) return -1;
      unsigned d = in[i + 1], e = in[i + 2], f = in[i + 3];
      unsigned low = c == 0xf0 ? 0x90 : 0x80, high = c == 0xf4 ? 0x8f : 0xbf;
      if (d < low || d > high || (e & 0xc0) != 0x80 || (f & 0xc0) != 0x80) return -1;
      unsigned cp = ((c & 0x07) << 18) | ((d & 0x3f) << 12) | ((e & 0x3f) << 6) | (f & 0x3f);
      out[o++] = (uint16_t)(0xd800 + ((cp - 0x10000) >> 10));
      out[o++] = (uint16_t)(0xdc00 + ((cp - 0x10000) & 0x3ff));
      i += 4;
      continue;
    }
    return -1;
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// The tree (html-tree-body.inc): Scan's stack of open elements replayed over the events above.

// Must equal html-scan.ts's NAME_LIMIT and STACK_LIMIT.
#define NAME_LIMIT 8192
#define STACK_LIMIT 1024
#define LOG_CAPACITY 65536
#define AMP_CAPACITY 256
#define NO_NAME 0xffff

// As html-scan.ts's flags of a KnownName.
enum { VOID = 1, RAW_TEXT = 2, RCDATA = 4, PLAIN_TEXT = 8, OPENS_SVG = 16, OPENS_MATHML = 32, OPENS_HTML = 64, FORM = 128, BR = 256 };
#define BODY (RAW_TEXT | RCDATA | PLAIN_TEXT)
#define OPENS_NAMESPACE (OPENS_SVG | OPENS_MATHML | OPENS_HTML)
enum { HTML_NS = 0, SVG_NS = 1, MATHML_NS = 2 };
// How a text range is read: entities decoded (it has an `&`), as it is (no `&`), raw (a special
// body, the page's last character), CDATA in foreign content (raw too).
enum { TEXT_PLAIN = 0, TEXT_DECODE = 1, TEXT_RAW = 2, TEXT_CDATA = 3 };
// The log: OPEN name implied, CLOSE name implied, TEXT from to how.
enum { LOG_OPEN = 1, LOG_CLOSE = 2, LOG_TEXT = 3 };

// Written by JavaScript: the interned name (KnownName id) of each trie state, and by name id its
// flags, member and closes bits, its SVG spelling and its alias (NO_NAME: none), and which special
// body it has (an index into specialNames).
static uint16_t nameByState[TRIE_STATES];
static uint16_t nameFlags[NAME_LIMIT];
static uint32_t nameMember[NAME_LIMIT];
static uint32_t nameCloses[NAME_LIMIT];
static uint16_t nameSvg[NAME_LIMIT];
static uint16_t nameAlias[NAME_LIMIT];
static uint8_t nameSpecial[NAME_LIMIT];
// The ids of `form` and `p`.
static int32_t formName, paragraphName;
static const char *const specialNames[] = { "", "script", "style", "xmp", "iframe", "noembed", "noframes", "title", "textarea", "plaintext" };

EXPORT("nameLimit") int32_t nameLimit(void) { return NAME_LIMIT; }
EXPORT("stackLimit") int32_t stackLimit(void) { return STACK_LIMIT; }
EXPORT("logCapacity") int32_t logCapacity(void) { return LOG_CAPACITY; }
EXPORT("nameByStateAt") uint16_t *nameByStateAt(void) { return nameByState; }
EXPORT("nameFlagsAt") uint16_t *nameFlagsAt(void) { return nameFlags; }
EXPORT("nameMemberAt") uint32_t *nameMemberAt(void) { return nameMember; }
EXPORT("nameClosesAt") uint32_t *nameClosesAt(void) { return nameCloses; }
EXPORT("nameSvgAt") uint16_t *nameSvgAt(void) { return nameSvg; }
EXPORT("nameAliasAt") uint16_t *nameAliasAt(void) { return nameAlias; }
EXPORT("nameSpecialAt") uint8_t *nameSpecialAt(void) { return nameSpecial; }
EXPORT("setNames") void setNames(int32_t form, int32_t paragraph) { formName = form, paragraphName = paragraph; }

// JavaScript's id for the name page[start, end) (html-scan.ts's nameOf), or -1 when it has none
// that stays the same for the rest of the page.
__attribute__((import_module("env"), import_name("nameId"))) int32_t jsNameId(int32_t start, int32_t end);

// The replay's state.
static uint16_t stack[STACK_LIMIT];
static int32_t depth;
static uint8_t nsStack[STACK_LIMIT + 1];
static int32_t nsDepth;
static int32_t textStart;
static int32_t bailed;
static int32_t amps[AMP_CAPACITY];
static int32_t ampCount;
static int32_t treeLog[LOG_CAPACITY];
static int32_t logLength;

EXPORT("logAt") int32_t *logAt(void) { return treeLog; }

static void bail(void) { bailed = 1; }

static void logged(int32_t a, int32_t b, int32_t c, int32_t d) {
  if (logLength + 4 > LOG_CAPACITY) {
    bail();
    return;
  }
  treeLog[logLength] = a, treeLog[logLength + 1] = b, treeLog[logLength + 2] = c, treeLog[logLength + 3] = d;
  logLength += 4;
}

// Whether the replay feeds the collector (html-collect.inc) instead of the log.
static int32_t collecting;
static void collectOpen(int32_t name, int32_t event);
static void collectClose(void);
static void collectText(int32_t from, int32_t to, int32_t how);

static void textRange(int32_t from, int32_t to, int32_t how) {
  if (to <= from) return;
  if (collecting) collectText(from, to, how);
  else logged(LOG_TEXT, from, to, how);
}
// An implied open (`</br>`, `</p>`): no attributes.
static void opened(int32_t name, int32_t implied) {
  if (collecting) collectOpen(name, -1);
  else logged(LOG_OPEN, name, implied, 0);
}
static void closed(int32_t name, int32_t implied) {
  if (collecting) collectClose();
  else logged(LOG_CLOSE, name, implied, 0);
}

static void literalAmp(int32_t at) {
  if (ampCount >= AMP_CAPACITY) bail();
  else amps[ampCount++] = at;
}

// tokenizedName
static int32_t tokenizedName(int32_t state, int32_t start, int32_t end) {
  int32_t name = state != 0 ? nameByState[state] : NO_NAME;
  if (name == NO_NAME) {
    name = jsNameId(start, end);
    if (name < 0 || name >= NAME_LIMIT) {
      bail();
      return -1;
    }
  }
  return name;
}

// find
static int32_t find(int32_t name) {
  for (int32_t k = depth - 1; k >= 0; k--)
    if (stack[k] == name) return k;
  return -1;
}

// resolve
static int32_t resolve(int32_t name) {
  if (nsDepth == 1) return nameAlias[name] != NO_NAME ? nameAlias[name] : name;
  int32_t ns = nsStack[nsDepth - 1];
  int32_t svg = nameSvg[name];
  if (ns == SVG_NS) return svg != NO_NAME ? svg : name;
  if (svg != NO_NAME && find(svg) >= 0) return svg;
  if (ns == HTML_NS && nameAlias[name] != NO_NAME) return nameAlias[name];
  return name;
}

// push
static void push(int32_t name) {
  if (depth >= STACK_LIMIT) {
    bail();
    return;
  }
  stack[depth++] = (uint16_t)name;
  int32_t flags = nameFlags[name];
  if (flags & OPENS_NAMESPACE) nsStack[nsDepth++] = (flags & OPENS_SVG) ? SVG_NS : (flags & OPENS_MATHML) ? MATHML_NS : HTML_NS;
}

// pop
static void pop(int32_t implied) {
  if (depth == 0) return;
  int32_t name = stack[--depth];
  if (nameFlags[name] & OPENS_NAMESPACE) nsDepth--;
  closed(name, implied);
}

// open
static int32_t openTag(int32_t name) {
  if ((nameFlags[name] & FORM) && find(formName) >= 0) return 0;
  uint32_t closes = nameCloses[name];
  if (closes != 0)
    while (depth > 0 && (nameMember[stack[depth - 1]] & closes)) pop(1);
  if (!(nameFlags[name] & VOID)) push(name);
  return 1;
}

// report
static void report(int32_t name, int32_t event) {
  if (collecting) collectOpen(name, event);
  else logged(LOG_OPEN, name, 0, 0);
  if (nameFlags[name] & VOID) closed(name, 1);
}

// close
static void closeTag(int32_t tag) {
  int32_t name = resolve(tag);
  if (nameFlags[name] & VOID) {
    if (nameFlags[name] & BR) {
      opened(name, 1);
      closed(name, 0);
    }
    return;
  }
  int32_t at = find(name);
  if (at >= 0) {
    for (int32_t n = depth - at; n > 1; n--) pop(1);
    pop(0);
  } else if (name == paragraphName) {
    openTag(name);
    opened(name, 1);
    pop(0);
  }
}

#undef CHAR
#undef LANES
#undef SPLAT
#undef EQ
#undef BITMASK
#undef FIND_LT
#undef FIND_QUOTE
#undef SCAN
#define TREE_FIND_GT treeFindGt8
#define TREE_BODY_END treeBodyEnd8
#define TREE_TEXT treeText8
#define TREE_SPECIAL_BODY treeSpecialBody8
#define TREE_START_TAG treeStartTag8
#define TREE_REPLAY treeReplay8
#define TREE_RESUME_AFTER treeResumeAfter8
#define TREE_CONSTRUCT treeConstruct8
#define TREE_RUN treeRun8
#define CHAR uint8_t
#define SCAN scan8
#include "html-tree-body.inc"
#undef TREE_FIND_GT
#undef TREE_BODY_END
#undef TREE_TEXT
#undef TREE_SPECIAL_BODY
#undef TREE_START_TAG
#undef TREE_REPLAY
#undef TREE_RESUME_AFTER
#undef TREE_CONSTRUCT
#undef TREE_RUN
#undef CHAR
#undef SCAN

#define TREE_FIND_GT treeFindGt16
#define TREE_BODY_END treeBodyEnd16
#define TREE_TEXT treeText16
#define TREE_SPECIAL_BODY treeSpecialBody16
#define TREE_START_TAG treeStartTag16
#define TREE_REPLAY treeReplay16
#define TREE_RESUME_AFTER treeResumeAfter16
#define TREE_CONSTRUCT treeConstruct16
#define TREE_RUN treeRun16
#define CHAR uint16_t
#define SCAN scan16
#include "html-tree-body.inc"

#include "html-collect.inc"

// The tree of the page of `len` characters (`wide`: two bytes each) as a log of ints; returns
// its length, or -1 when the replay gave up (BAIL).
EXPORT("tree") int32_t tree(int32_t len, int32_t wide) {
  depth = 0, nsDepth = 1, nsStack[0] = HTML_NS, textStart = 0, bailed = 0, logLength = 0;
  if (wide) treeRun16((const uint16_t *)&__heap_base, len);
  else treeRun8(&__heap_base, len);
  return bailed ? -1 : logLength;
}
