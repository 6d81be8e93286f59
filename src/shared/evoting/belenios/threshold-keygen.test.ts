import { describe, expect, it } from 'vitest';
import { BELENIOS_2048, gPow, mod } from './group';
import { sendOnChannel } from './threshold-channel';
import { openDecryptionKeyShare, thresholdStep3, thresholdStep5 } from './threshold-keygen';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from './threshold-server';
import {
  deriveThresholdKeys,
  generateThresholdSeed,
  makeCertificate,
  signedMessageFromJson,
} from './threshold-trustee';
import { checkThresholdParameters, trusteePublicKeyFromJson } from './trustee-key';

const G = BELENIOS_2048;

interface Polynomial {
  polynomial: string;
  secrets: string[];
  coefexps: unknown;
}

/** Three of our trustees, threshold 2, through steps 1–5; the server's step 4 done by hand. */
function setup() {
  const seeds = [generateThresholdSeed(), generateThresholdSeed(), generateThresholdSeed()];
  const certs = seeds.map((s) => makeCertificate(G, s));
  const polynomials = seeds.map((s) => JSON.parse(thresholdStep3(G, certs, s, 2)) as Polynomial);
  const vinput = (j: number, secrets = polynomials.map((p) => p.secrets[j] ?? '')): string =>
    JSON.stringify({
      polynomial: polynomials[j]?.polynomial,
      secrets,
      coefexps: polynomials.map((p) => p.coefexps),
    });
  return { seeds, certs, polynomials, vinput };
}

describe('threshold key generation, steps 3 to 6', () => {
  it('gives voutputs whose keys make a valid Pedersen item; each .dkey opens to its share', () => {
    const { seeds, certs, polynomials, vinput } = setup();
    const voutputs = seeds.map(
      (s, j) =>
        JSON.parse(thresholdStep5(G, certs, s, vinput(j))) as {
          private_key: string;
          public_key: unknown;
        },
    );
    const verificationKeys = voutputs.map((v) => trusteePublicKeyFromJson(v.public_key));
    const parameters = {
      threshold: 2,
      certs,
      coefexps: polynomials.map((p) => signedMessageFromJson(p.coefexps)),
      verificationKeys,
    };
    expect(checkThresholdParameters(G, parameters)).toBe(true);
    // The server's steps 4 and 6 (threshold-server.ts) give the same vinputs and item.
    const parsed = polynomials.map((p) => parsePolynomialMessage(JSON.stringify(p)));
    expect(thresholdStep4(G, certs, parsed)).toEqual(seeds.map((_, j) => vinput(j)));
    const outputs = voutputs.map((v) => parseVerificationOutput(JSON.stringify(v)));
    expect(thresholdStep6(G, certs, parsed, outputs)).toEqual(parameters);
    seeds.forEach((s, j) => {
      const share = openDecryptionKeyShare(G, certs, s, voutputs[j]?.private_key ?? '');
      expect(gPow(G, share)).toBe(verificationKeys[j]?.publicKey);
    });
    // Any two shares interpolate (Lagrange at 0) to the sum of the constant terms: the key of
    // the item, ∏_i A_i0.
    const [s1, s2] = [0, 1].map((j) =>
      openDecryptionKeyShare(G, certs, seeds[j] ?? '', voutputs[j]?.private_key ?? ''),
    ) as [bigint, bigint];
    const x = mod(2n * s1 - s2, G.q); // λ1 = 2, λ2 = −1 for the points 1 and 2
    const constantTerms = polynomials.map((p) =>
      BigInt(
        (JSON.parse(signedMessageFromJson(p.coefexps).message) as { coefexps: string[] })
          .coefexps[0] ?? '0',
      ),
    );
    expect(gPow(G, x)).toBe(constantTerms.reduce((a, b) => mod(a * b, G.p), 1n));
  });

  it('refuses a secret that does not match its sender’s commitments, or a forged sender', () => {
    const { seeds, certs, polynomials, vinput } = setup();
    const { signingKey } = deriveThresholdKeys(seeds[0] ?? '');
    const ek2 = gPow(G, deriveThresholdKeys(seeds[1] ?? '').decryptionKey);
    const secrets = polynomials.map((p) => p.secrets[1] ?? '');
    // A well-signed, well-encrypted but wrong secret from trustee 1 to trustee 2.
    secrets[0] = sendOnChannel(G, signingKey, ek2, '{"secret":"12345"}');
    expect(() => thresholdStep5(G, certs, seeds[1] ?? '', vinput(1, secrets))).toThrow(/Rahasia 1/);
    // Trustee 3's secret claimed as trustee 1's: the signature is not trustee 1's.
    secrets[0] = polynomials[2]?.secrets[1] ?? '';
    expect(() => thresholdStep5(G, certs, seeds[1] ?? '', vinput(1, secrets))).toThrow(
      /Tanda tangan/,
    );
  });

  it('refuses to run without its certificate in Γ, or with a threshold above the trustees', () => {
    const { seeds, certs } = setup();
    expect(() => thresholdStep3(G, certs, generateThresholdSeed(), 2)).toThrow(/tidak ada/);
    expect(() => thresholdStep3(G, certs, seeds[0] ?? '', 4)).toThrow(RangeError);
  });
});
