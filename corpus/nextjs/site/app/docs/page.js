import Link from 'next/link';
import Shell from '../Shell';
import { DocsNav } from '../Sidebars';
import { docs } from '../../lib/content';

export const metadata = { title: 'Documentation', description: 'Guides and reference for Tidewater.' };

export default function Docs() {
  return (
    <Shell sidebar={<DocsNav />}>
      <h1>Documentation</h1>
      <p>Guides and reference for Tidewater.</p>
      <dl className="doc-index">
        {docs().map((d) => [<dt key={`t${d.slug}`}><Link href={`/docs/${d.slug}`}>{d.title}</Link></dt>, <dd key={`d${d.slug}`}>{d.description}</dd>])}
      </dl>
    </Shell>
  );
}
