import Link from 'next/link';
import { posts, docs } from '../lib/content';

export function Recent() {
  return (
    <aside className="sidebar" aria-label="Recent posts">
      <h2>Recent posts</h2>
      <ul>{posts().slice(0, 5).map((p) => <li key={p.slug}><Link href={`/blog/${p.slug}`}>{p.title}</Link></li>)}</ul>
    </aside>
  );
}

export function DocsNav({ current }) {
  return (
    <nav className="sidebar" aria-label="Documentation">
      <p><Link href="/docs">Documentation</Link></p>
      <ol>{docs().map((d) => <li key={d.slug}><Link href={`/docs/${d.slug}`} aria-current={d.slug === current ? 'page' : undefined}>{d.title}</Link></li>)}</ol>
    </nav>
  );
}

export function PostList({ list }) {
  return (
    <ul className="post-list">
      {list.map((p) => <li key={p.slug}><Link href={`/blog/${p.slug}`}>{p.title}</Link> <time dateTime={p.date}>{p.date}</time></li>)}
    </ul>
  );
}
