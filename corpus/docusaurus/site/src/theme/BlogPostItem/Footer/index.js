// Wrapped theme component: a post page ends with links to the other posts.
import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import MoreFromBlog from '@site/src/components/MoreFromBlog';

export default function FooterWrapper(props) {
  const { isBlogPostPage, metadata } = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <MoreFromBlog current={metadata.permalink} />}
    </>
  );
}
