// Helpers for the generator writers.
import fs from 'node:fs';
import path from 'node:path';

export function put(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const yamlStr = (s) => JSON.stringify(s); // JSON strings are valid YAML scalars

/** YAML front matter from a flat object (strings, numbers, string arrays). */
export function frontMatter(obj) {
  const lines = ['---'];
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) lines.push(`${k}: [${v.map(yamlStr).join(', ')}]`);
    else if (typeof v === 'number' || typeof v === 'boolean' || k === 'date') lines.push(`${k}: ${v}`);
    else lines.push(`${k}: ${yamlStr(v)}`);
  }
  lines.push('---', '');
  return lines.join('\n');
}
