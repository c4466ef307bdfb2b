import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({ title: z.string(), date: z.coerce.date(), description: z.string(), tags: z.array(z.string()) }),
});
const docs = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/docs' }),
  schema: z.object({ title: z.string(), description: z.string(), order: z.number() }),
});
export const collections = { blog, docs };
