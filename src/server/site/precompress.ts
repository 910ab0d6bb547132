import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/i;

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && compressible.test(entry.name)) out.push(full);
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside the build's text assets, so they are compressed once at
 * build time, at a level too slow for every request. HTML stays dynamic: its CSP hashes are read per page.
 */
export async function precompressAssets(buildDir: string, { minBytes = 1024 } = {}): Promise<number> {
  const files: string[] = [];
  for (const top of ['_astro']) {
    const dir = path.join(buildDir, top);
    if (fs.existsSync(dir)) walk(dir, files);
  }
  for (const name of fs.readdirSync(buildDir)) {
    if (compressible.test(name) && fs.statSync(path.join(buildDir, name)).isFile())
      files.push(path.join(buildDir, name));
  }
  let written = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await fs.promises.readFile(file);
      if (body.byteLength < minBytes) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      if (br.byteLength < body.byteLength) await fs.promises.writeFile(`${file}.br`, br);
      if (gz.byteLength < body.byteLength) await fs.promises.writeFile(`${file}.gz`, gz);
      written += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return written;
}
