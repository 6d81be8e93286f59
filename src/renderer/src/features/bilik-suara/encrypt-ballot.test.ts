import { describe, expect, it } from 'vitest';
import { ballotProblem, parseBallot } from '../../../../shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
} from '../../../../shared/evoting/belenios/credential';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import { BELENIOS_2048, numberToString } from '../../../../shared/evoting/belenios/group';
import { generateTrusteeKey } from '../../../../shared/evoting/belenios/trustee-key';
import type { EncryptMessage } from './ballot-messages';
import { choicePlaintext, encryptBallot } from './encrypt-ballot';

/** A one-question election as the portal publishes them: two candidates, abstain as blank. */
function portalElection(blank: boolean) {
  const trustee = generateTrusteeKey(BELENIOS_2048);
  return parseElection(
    JSON.stringify({
      version: 1,
      description: 'Uji bilik suara',
      name: 'Pemira Uji Bilik',
      group: 'BELENIOS-2048',
      public_key: numberToString(trustee.publicKey.publicKey),
      questions: [
        {
          answers: ['Paslon 1', 'Paslon 2'],
          ...(blank ? { blank: true } : {}),
          min: 1,
          max: 1,
          question: 'Ketua',
        },
      ],
      uuid: 'UjiBooth7Suara',
    }),
  );
}

describe('choicePlaintext', () => {
  const withBlank = portalElection(true);
  const withoutBlank = portalElection(false);

  it('puts abstain first as the blank vote, then the candidates in ballot-number order', () => {
    expect(choicePlaintext(withBlank, 1)).toEqual([[0, 0, 1]]);
    expect(choicePlaintext(withBlank, null)).toEqual([[1, 0, 0]]);
    expect(choicePlaintext(withoutBlank, 0)).toEqual([[1, 0]]);
  });

  it('refuses abstain where the election has none, and a candidate not on the ballot', () => {
    expect(() => choicePlaintext(withoutBlank, null)).toThrow('abstain');
    expect(() => choicePlaintext(withBlank, 2)).toThrow('Pilihan tidak ada');
    expect(() => choicePlaintext(withBlank, -1)).toThrow('Pilihan tidak ada');
  });
});

describe('encryptBallot', () => {
  it('reports progress from nothing to done, then a ballot the server accepts, signed with the credential', () => {
    const election = portalElection(true);
    const credential = generatePrivateCredential();
    const messages: EncryptMessage[] = [];
    encryptBallot({ type: 'encrypt', election: election.raw, credential, choice: 1 }, (m) =>
      messages.push(m),
    );
    const progress = messages.filter((m) => m.type === 'progress');
    expect(progress[0]).toEqual({ type: 'progress', done: 0, total: 2 });
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 2, total: 2 });
    const last = messages.at(-1);
    if (last?.type !== 'ballot') throw new Error(`no ballot: ${JSON.stringify(last)}`);
    const ballot = parseBallot(last.text);
    expect(ballotProblem(election, ballot)).toBeNull();
    expect(ballot.credential).toBe(
      derivePublicCredential(BELENIOS_2048, election.uuid, credential),
    );
  });

  it('ends with an error, never a ballot, for an unreadable election', () => {
    const messages: EncryptMessage[] = [];
    encryptBallot(
      { type: 'encrypt', election: '{"bukan":"pemilihan"}', credential: 'x', choice: 0 },
      (m) => messages.push(m),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'error' });
    expect(messages[0]?.type === 'error' && messages[0].message).toMatch(
      /^Surat suara tidak dapat dienkripsi: /,
    );
  });
});
