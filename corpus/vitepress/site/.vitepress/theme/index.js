// The default theme, plus the site's stylesheet and script and a related-posts component that
// post pages place at the end of their Markdown.
import DefaultTheme from 'vitepress/theme';
import { inBrowser } from 'vitepress';
import RelatedPosts from './RelatedPosts.vue';
import './site.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('RelatedPosts', RelatedPosts);
    // site.js touches the document, so it only loads in the browser.
    if (inBrowser) import('./site.js');
  },
};
