// The two "themes" of the fixture site. Step 03 switches from 1 to 2: stylesheet, script, a
// wrapper class inside the main element and the footer wording change; no content does.
export function css(theme) {
  const accent = theme === 1 ? '#0b6e99' : '#b23a48';
  const width = theme === 1 ? '46rem' : '52rem';
  return `:root { --accent: ${accent}; --measure: ${width}; --ink: #1d2329; --paper: #fdfcf9; }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.6 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
a { color: var(--accent); }
.site-header, .site-footer { padding: 1rem 2rem; background: #eef2f4; }
.site-header nav a { margin-right: 1rem; }
.layout { display: flex; gap: 2rem; padding: 0 2rem; }
.sidebar { flex: 0 0 14rem; }
main { flex: 1; max-width: var(--measure); }
.post-nav { display: flex; justify-content: space-between; margin-top: 2rem; }
.tags a { font-size: .85rem; margin-right: .5rem; }
.related-posts { border-top: 1px solid #ccd; margin-top: 2rem; }
${theme === 2 ? '.content--wide { letter-spacing: .01em; }\n.site-footer { text-align: center; }\n' : ''}`;
}

export function js(theme) {
  return theme === 1
    ? `document.documentElement.classList.add('js');\n`
    : `document.documentElement.classList.add('js');\ndocument.querySelectorAll('a[href^="http"]').forEach(function (a) { a.rel = 'noopener'; });\n`;
}

export const wrapClass = (theme) => (theme === 1 ? 'content' : 'content content--wide');
export const footerLabel = (theme) => (theme === 1 ? 'Built' : '© Tidewater. Last build');
