// The element classes every reader of a page goes by: the extractor (what is a block, what is never
// content), the noise finder (what is site chrome, what an edit's element may be named by) and the
// date writer (which elements have no end tag). One place, so that they cannot drift apart.
export { isVoidElement } from './html-scan.js'

/** Elements that start and end a block (HTML's block-level elements and table parts). */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'html', 'body', 'main', 'article', 'section', 'nav', 'aside', 'header', 'footer', 'div', 'address', 'hgroup',
  'search', 'center', 'form', 'fieldset', 'legend', 'dialog', 'hr',
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'xmp', 'plaintext', 'blockquote', 'figure', 'figcaption',
  'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'
])

/** Block elements that are part of the semantic path (all are in BLOCK_ELEMENTS). */
export const SEMANTIC_ELEMENTS: ReadonlySet<string> = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'figure', 'figcaption',
  'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
  'table', 'caption', 'thead', 'tfoot', 'tr', 'th', 'td'
])

/** Elements whose whole subtree is never content. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'title', 'iframe', 'noembed', 'noframes'
])

/** Embedded media other than img: `!name(url)`. */
export const MEDIA_ELEMENTS: ReadonlySet<string> = new Set(['video', 'audio', 'source', 'iframe', 'embed', 'object'])

/**
 * Landmarks (openLandmark). `header` and `footer` are the page's banner and contentinfo only outside
 * these elements and SECTIONING_ROLES (HTML-AAM); `nav` and `search` are navigation and search anywhere.
 */
export const SECTIONING_ELEMENTS: ReadonlySet<string> = new Set(['article', 'aside', 'main', 'nav', 'section'])
/** Elements whose text is code or data: a time in them is not a build stamp (isBuildStamp). */
export const LITERAL_ELEMENTS: ReadonlySet<string> = new Set(['pre', 'listing', 'xmp', 'plaintext', 'code', 'samp', 'kbd', 'var', 'tt', 'table'])
/** The roles that, as SECTIONING_ELEMENTS do, make a header or footer the section's own; the landmarks' roles. */
export const SECTIONING_ROLES: ReadonlySet<string> = new Set(['article', 'complementary', 'main', 'navigation', 'region'])
export const LANDMARK_ROLES: ReadonlySet<string> = new Set(['banner', 'contentinfo', 'navigation', 'search'])
/** Site chrome, by element and by role: an edit inside it is the site's, not the page's (core/noise.ts). */
export const CHROME_ELEMENTS: ReadonlySet<string> = new Set(['nav', 'header', 'footer', 'aside', 'search'])
export const CHROME_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary'])

/** Elements a selector may name by their name alone (core/noise.ts selectorFor), and inline ones, never an edit's container. */
export const NAMED_BY_TAG: ReadonlySet<string> = new Set(['aside', 'footer', 'header', 'nav', 'form'])
export const INLINE_ELEMENTS: ReadonlySet<string> = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var'])
