import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import home from '@site/src/data/home.json';

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={home.title} description={siteConfig.tagline}>
      <main className="container margin-vert--lg">
        <div className={siteConfig.customFields.wrapClass}>
          <h1>{home.title}</h1>
          <p>{home.intro}</p>
          <h2>Latest posts</h2>
          <ul>
            {home.latest.map((x) => (
              <li key={x.slug}>
                <Link to={`/blog/${x.slug}/`}>{x.title}</Link> <time dateTime={x.date}>{readable(x.date)}</time>
              </li>
            ))}
          </ul>
        </div>
      </main>
    </Layout>
  );
}
