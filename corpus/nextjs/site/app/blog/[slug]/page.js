import Link from 'next/link';
import Shell from '../../Shell';
import { Recent } from '../../Sidebars';
import styles from '../../post.module.css';
import { posts, readable, site } from '../../../lib/content';

export const dynamicParams = false;
export function generateStaticParams() {
  return posts().map((p) => ({ slug: p.slug }));
}
export async function generateMetadata({ params }) {
  const { slug } = await params;
  const p = posts().find((x) => x.slug === slug);
  return { title: p.title, description: p.description };
}

export default async function Post({ params }) {
  const { slug } = await params;
  const all = posts();
  const i = all.findIndex((x) => x.slug === slug);
  const post = all[i];
  const newer = all[i - 1];
  const older = all[i + 1];
  const related = all.filter((x) => x.slug !== slug && x.tags.some((t) => post.tags.includes(t))).slice(0, 3);
  const jsonld = {
    '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, description: post.description,
    author: { '@type': 'Organization', name: site.site.author },
    datePublished: `${post.date}T00:00:00Z`, dateModified: new Date().toISOString(),
  };
  return (
    <Shell sidebar={<Recent />} after={
      <aside className="related-posts"><h2>Related posts</h2>
        <ul>{related.map((r) => <li key={r.slug}><Link href={`/blog/${r.slug}`}>{r.title}</Link></li>)}</ul>
      </aside>}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonld) }} />
      <article className="post">
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}><time dateTime={post.date}>{readable(post.date)}</time></p>
        <p className="tags">{post.tags.map((t) => <Link key={t} href={`/tags/${t}`}>#{t} </Link>)}</p>
        <div dangerouslySetInnerHTML={{ __html: post.html }} />
        <nav className="post-nav" aria-label="More posts">
          {newer && <Link className="newer" href={`/blog/${newer.slug}`}>← {newer.title}</Link>}
          {older && <Link className="older" href={`/blog/${older.slug}`}>{older.title} →</Link>}
        </nav>
      </article>
    </Shell>
  );
}
