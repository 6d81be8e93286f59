import { describe, expect, it } from 'vitest';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import type { ElectionRecord } from './evoting-docs';
import { committeeElectionOf, NO_ROLL, overviewOf, rollCountsOf } from './evoting-overview';

const RECORD: ElectionRecord = {
  jumlahKandidat: 3,
  election: {
    id: 'e1',
    nama: 'Pemira',
    deskripsi: '',
    organisasiId: 'bem',
    penyelenggara: 'BEM KM',
    mulai: null,
    selesai: null,
    dibatalkanPada: null,
    abstain: false,
    hasilDipublikasikan: false,
    dibuatPada: '2026-09-01T00:00:00.000Z',
    state: 'draf',
  },
};

describe('an election’s overview', () => {
  it('counts the verified and the waiting voters, not the rejected', () => {
    expect(
      rollCountsOf(
        [
          { status: 'terverifikasi' },
          { status: 'terverifikasi' },
          { status: 'menunggu' },
          { status: 'ditolak' },
        ],
        1,
      ),
    ).toEqual({ terverifikasi: 2, menunggu: 1, sudahMemilih: 1 });
  });

  it('shows the committee, abstain, the roll’s size and the turnout', () => {
    const overview = overviewOf(
      RECORD,
      { ids: ['u1'], members: [{ id: 'u1', namaTampilan: 'P', email: 'p@x.id' }], abstain: false },
      { terverifikasi: 5, menunggu: 1, sudahMemilih: 2 },
    );
    expect(overview).toMatchObject({
      jumlahKandidat: 3,
      jumlahPemilih: 5,
      menungguVerifikasi: 1,
      sudahMemilih: 2,
      abstain: false,
      panitia: [{ id: 'u1', namaTampilan: 'P', email: 'p@x.id' }],
    });
  });

  it('says why it cannot open yet, from the candidate documents counted', () => {
    const overview = overviewOf(RECORD, null, { ...NO_ROLL, terverifikasi: 5 });
    expect(committeeElectionOf(overview, 0).belumSiap).toBe(ELECTION_MESSAGES.noCandidates);
    expect(committeeElectionOf({ ...overview, abstain: false }, 1).belumSiap).toBe(
      ELECTION_MESSAGES.singleWithoutAbstain,
    );
    expect(committeeElectionOf(overview, 2)).toMatchObject({ jumlahKandidat: 2, belumSiap: null });
    expect(
      committeeElectionOf(overviewOf(RECORD, null, { ...NO_ROLL, menunggu: 3 }), 2).belumSiap,
    ).toBe(ELECTION_MESSAGES.emptyRoll);
    const open = { ...overview, state: 'berlangsung' as const };
    expect(committeeElectionOf(open, 0).belumSiap).toBeNull();
  });
});
