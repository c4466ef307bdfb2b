import Link from 'next/link';
import Shell from './Shell';

export const metadata = { title: 'Not found' };

export default function NotFound() {
  return (
    <Shell>
      <h1>Page not found</h1>
      <p>Try the <Link href="/docs">documentation</Link>.</p>
    </Shell>
  );
}
