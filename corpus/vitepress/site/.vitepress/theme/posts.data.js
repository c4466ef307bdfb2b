// Every post's URL and title, for the related-posts component.
import { createContentLoader } from 'vitepress';

export default createContentLoader('blog/*/index.md', {
  transform: (pages) => pages.map((p) => ({ url: p.url, title: p.frontmatter.title })),
});
