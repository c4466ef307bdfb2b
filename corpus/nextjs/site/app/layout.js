import './globals.css';
import Link from 'next/link';
import Script from 'next/script';
import { site } from '../lib/content';

export const metadata = {
  metadataBase: new URL('https://example.com'),
  title: { default: site.site.title, template: `%s | ${site.site.title}` },
  description: site.site.description,
  generator: 'Next.js',
};

export default function RootLayout({ children }) {
  const built = new Date();
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <Link className="brand" href="/">{site.site.title}</Link>
          <nav aria-label="Main">
            <Link href="/docs">Docs</Link> <Link href="/blog">Blog</Link> <Link href="/tags">Tags</Link> <Link href="/about">About</Link>{' '}
            <a href="https://github.example.org/tidewater?utm_source=site&utm_medium=header">GitHub</a>
          </nav>
        </header>
        {children}
        <footer className="site-footer">
          <p>{site.footerLabel} {built.toISOString()} with Next.js. © {built.getUTCFullYear()} {site.site.author}.</p>
          <p><a href="https://newsletter.example.org/subscribe?utm_source=site&utm_medium=footer">Newsletter</a></p>
        </footer>
        <Script src="/site.js" strategy="afterInteractive" />
      </body>
    </html>
  );
}
