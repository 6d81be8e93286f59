import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_REDIRECTS } from '../../src/shared/public-redirects';

/** Firebase Hosting redirects exactly as the embedded server and the router do. */
describe('firebase.json redirects', () => {
  it('are src/shared/public-redirects.ts, temporary', () => {
    const hosting = (
      JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
        hosting: { redirects?: { source: string; destination: string; type: number }[] };
      }
    ).hosting;
    expect(hosting.redirects).toEqual(
      Object.entries(PUBLIC_REDIRECTS).map(([source, destination]) => ({
        source,
        destination,
        type: 302,
      })),
    );
  });
});
