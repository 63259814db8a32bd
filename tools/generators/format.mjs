import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Formats the files a generator wrote or edited with the repository's Prettier settings, so \`prettier --check\`
 * passes on them as they are (a context's name changes line lengths; the wiring turns a one-line providers list
 * into several entries).
 */
export async function formatFiles(root, paths) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  for (const path of paths) {
    const file = join(root, path);
    writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }));
  }
}
