import path from 'node:path';

/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  images: { unoptimized: true },
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};
