import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, markChunksForEagerCompile } from '@/lib/build/eager-compile';

describe('markChunksForEagerCompile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chunks-'));
    await mkdir(path.join(dir, 'nested'));
    await writeFile(path.join(dir, 'framework.js'), '(globalThis.TURBOPACK||[]).push([1]);');
    await writeFile(path.join(dir, 'nested', 'page.js'), 'console.log(1);');
    await writeFile(path.join(dir, 'styles.css'), 'body{color:red}');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const read = (file: string) => readFile(path.join(dir, file), 'utf8');

  it('puts the hint on the first line of every script, nested ones included, and leaves the code as it was', async () => {
    expect(await markChunksForEagerCompile(dir)).toBe(2);
    expect(await read('framework.js')).toBe(`${EAGER_COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1]);`);
    expect(await read('nested/page.js')).toBe(`${EAGER_COMPILE_HINT}\nconsole.log(1);`);
  });

  it('leaves other files alone', async () => {
    await markChunksForEagerCompile(dir);
    expect(await read('styles.css')).toBe('body{color:red}');
  });

  it('marks a script once however often the build runs it', async () => {
    await markChunksForEagerCompile(dir);
    expect(await markChunksForEagerCompile(dir)).toBe(0);
    expect((await read('framework.js')).split(EAGER_COMPILE_HINT)).toHaveLength(2);
  });
});
