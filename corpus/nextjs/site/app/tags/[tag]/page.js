import Shell from '../../Shell';
import { Recent, PostList } from '../../Sidebars';
import { posts, site } from '../../../lib/content';

export const dynamicParams = false;
export function generateStaticParams() {
  return site.tags.map((tag) => ({ tag }));
}
export async function generateMetadata({ params }) {
  const { tag } = await params;
  return { title: `Posts tagged ${tag}` };
}

export default async function Tag({ params }) {
  const { tag } = await params;
  return (
    <Shell sidebar={<Recent />}>
      <h1>Posts tagged “{tag}”</h1>
      <PostList list={posts().filter((p) => p.tags.includes(tag))} />
    </Shell>
  );
}
