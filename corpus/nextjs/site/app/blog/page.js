import Link from 'next/link';
import Shell from '../Shell';
import { Recent } from '../Sidebars';
import { posts, readable } from '../../lib/content';

export const metadata = { title: 'Blog', description: 'News and notes from the Tidewater team.' };

export default function Blog() {
  return (
    <Shell sidebar={<Recent />}>
      <h1>Blog</h1>
      <p>News and notes from the Tidewater team.</p>
      {posts().map((p) => (
        <article className="summary" key={p.slug}>
          <h2><Link href={`/blog/${p.slug}`}>{p.title}</Link></h2>
          <p className="meta"><time dateTime={p.date}>{readable(p.date)}</time></p>
          <p>{p.description}</p>
        </article>
      ))}
    </Shell>
  );
}
