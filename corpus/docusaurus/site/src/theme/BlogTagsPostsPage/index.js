// Wrapped theme component: the blog's own tag pages stay out of search engines and sitemaps;
// the site's tag pages are /tags/ (src/pages/tags/).
import React from 'react';
import Head from '@docusaurus/Head';
import Original from '@theme-original/BlogTagsPostsPage';

export default function BlogTagsPostsPageWrapper(props) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Original {...props} />
    </>
  );
}
