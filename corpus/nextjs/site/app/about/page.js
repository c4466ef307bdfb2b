import Shell from '../Shell';
import MarkdownIt from 'markdown-it';
import { site } from '../../lib/content';

export const metadata = { title: 'About', description: site.about.description };

export default function About() {
  return (
    <Shell>
      <article>
        <h1>{site.about.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: new MarkdownIt().render(site.about.body) }} />
      </article>
    </Shell>
  );
}
