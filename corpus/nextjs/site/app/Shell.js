import { site } from '../lib/content';

export default function Shell({ sidebar, after, children }) {
  return (
    <div className="layout">
      {sidebar}
      <main id="main">
        <div className={site.wrapClass}>{children}</div>
      </main>
      {after}
    </div>
  );
}
