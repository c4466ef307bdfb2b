import Link from 'next/link';
import Shell from '../../Shell';
import { DocsNav } from '../../Sidebars';
import { docs } from '../../../lib/content';

export const dynamicParams = false;
export function generateStaticParams() {
  return docs().map((d) => ({ slug: d.slug }));
}
export async function generateMetadata({ params }) {
  const { slug } = await params;
  const d = docs().find((x) => x.slug === slug);
  return { title: d.title, description: d.description };
}

export default async function Doc({ params }) {
  const { slug } = await params;
  const all = docs();
  const i = all.findIndex((x) => x.slug === slug);
  const doc = all[i];
  return (
    <Shell sidebar={<DocsNav current={slug} />}>
      <article className="doc">
        <h1>{doc.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: doc.html }} />
        <nav className="post-nav" aria-label="Pagination">
          {all[i - 1] && <Link href={`/docs/${all[i - 1].slug}`}>← {all[i - 1].title}</Link>}
          {all[i + 1] && <Link href={`/docs/${all[i + 1].slug}`}>{all[i + 1].title} →</Link>}
        </nav>
      </article>
    </Shell>
  );
}
