import { getCollection } from 'astro:content';

export const posts = async () => (await getCollection('blog')).sort((a, b) => b.data.date - a.data.date);
export const docs = async () => (await getCollection('docs')).sort((a, b) => a.data.order - b.data.order);
export const readable = (d) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const ymd = (d) => d.toISOString().slice(0, 10);
