import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileLimit, StreamAdmission, streamCapFor } from './stream-admission';

describe('StreamAdmission', () => {
  it('refuses past the per-address cap (429) and the total cap (503), and frees released slots', () => {
    const admission = new StreamAdmission({ maxStreams: 3, maxStreamsPerAddress: 2 });
    const a1 = admission.admit('10.0.0.1');
    const a2 = admission.admit('10.0.0.1');
    const a3 = admission.admit('10.0.0.1');
    expect(a1.ok && a2.ok).toBe(true);
    expect(a3).toMatchObject({ ok: false, error: { statusCode: 429, code: 'TOO_MANY_STREAMS' } });
    expect(admission.admit('10.0.0.2').ok).toBe(true);
    expect(admission.admit('10.0.0.3')).toMatchObject({
      ok: false,
      error: { statusCode: 503, code: 'SERVER_BUSY' },
    });
    if (a1.ok) {
      a1.release();
      a1.release();
    }
    expect(admission.open).toBe(2);
    expect(admission.admit('10.0.0.3').ok).toBe(true);
  });
});

describe('the stream cap and the open-file limit', () => {
  it('keeps at most half the descriptors for streams', () => {
    expect(streamCapFor(2_000, 20_000)).toBe(2_000);
    expect(streamCapFor(2_000, 1_024)).toBe(512);
    expect(streamCapFor(2_000, undefined)).toBe(2_000);
  });

  it('reads the soft limit from a limits file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'limits-')), 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \n' +
        'Max open files            1024                 524288               files     \n',
    );
    expect(openFileLimit(file)).toBe(1024);
    expect(openFileLimit(path.join(path.dirname(file), 'tidak-ada'))).toBeUndefined();
  });
});
