import Shell from './Shell';
import { PostList } from './Sidebars';
import { site, posts } from '../lib/content';

export default function Home() {
  return (
    <Shell>
      <h1>{site.home.title}</h1>
      <p className="intro">{site.home.intro}</p>
      <h2>Latest posts</h2>
      <PostList list={posts().slice(0, 5)} />
    </Shell>
  );
}
