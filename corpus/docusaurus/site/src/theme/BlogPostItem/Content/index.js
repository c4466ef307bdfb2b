// Wrapped theme component: the post body sits in the theme's wrapper class.
import React from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function ContentWrapper(props) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className={siteConfig.customFields.wrapClass}>
      <Content {...props} />
    </div>
  );
}
