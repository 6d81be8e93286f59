import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

export interface Checksum {
  bytes: number;
  sha256: string;
}

/** SHA-256 and size of a file, streamed so a large file neither fills memory nor blocks the loop. */
export async function checksumFile(file: string): Promise<Checksum> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(fs.createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}
