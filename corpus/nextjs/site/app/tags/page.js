import Link from 'next/link';
import Shell from '../Shell';
import { site } from '../../lib/content';

export const metadata = { title: 'Tags' };

export default function Tags() {
  return (
    <Shell>
      <h1>Tags</h1>
      <ul className="tag-list">{[...site.tags].sort().map((t) => <li key={t}><Link href={`/tags/${t}`}>{t}</Link></li>)}</ul>
    </Shell>
  );
}
