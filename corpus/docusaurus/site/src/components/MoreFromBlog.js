import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const bare = (u) => u.replace(/\/+$/, '');

/** Every other post, in the order the config drew for this build. */
export default function MoreFromBlog({ current }) {
  const { siteConfig } = useDocusaurusContext();
  const others = siteConfig.customFields.moreFromBlog.filter((x) => bare(x.permalink) !== bare(current));
  return (
    <section className="more-from-blog margin-top--lg">
      <h2>More from the blog</h2>
      <ul>
        {others.map((x) => (
          <li key={x.permalink}><Link to={x.permalink}>{x.title}</Link></li>
        ))}
      </ul>
    </section>
  );
}
