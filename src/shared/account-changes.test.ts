import { describe, expect, it } from 'vitest';
import { describeAccountChanges } from './account-changes';

const before = { role: 'pending', kementerian: null, disabled: false } as const;

describe('describeAccountChanges', () => {
  it('names each real change in the history words of both backends', () => {
    expect(
      describeAccountChanges(before, {
        role: 'admin',
        kementerian: 'Kementerian Keuangan',
        disabled: true,
      }),
    ).toEqual(['peran Admin', 'kementerian Kementerian Keuangan', 'dinonaktifkan']);
    expect(
      describeAccountChanges(
        { role: 'admin', kementerian: 'Banggar DPM', disabled: true },
        {
          kementerian: null,
          disabled: false,
        },
      ),
    ).toEqual(['kementerian —', 'diaktifkan kembali']);
  });

  it('names nothing that stays the same', () => {
    expect(describeAccountChanges(before, { role: 'pending', disabled: false })).toEqual([]);
    expect(describeAccountChanges(before, {})).toEqual([]);
  });
});
