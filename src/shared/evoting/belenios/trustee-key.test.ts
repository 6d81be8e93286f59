import { describe, expect, it } from 'vitest';
import { BELENIOS_2048, gPow, mod, mul, randomZq } from './group';
import { sha256Hex } from './hash';
import {
  type ThresholdParameters,
  checkThresholdParameters,
  checkTrustees,
  checkTrusteePublicKey,
  electionPublicKey,
  generateTrusteeKey,
  proveTrusteeKey,
  parseTrusteePrivateKey,
  parseTrusteePublicKey,
  serializeTrusteePrivateKey,
  serializeTrusteePublicKey,
} from './trustee-key';
import {
  type SignedMessage,
  certificateKeys,
  checkCertificate,
  deriveThresholdKeys,
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
  signMessage,
} from './threshold-trustee';

/**
 * A key pair written by `belenios-tool setup generate-trustee-key --group=BELENIOS-2048` (2.0,
 * Debian bookworm) on 2026-11-28; a throw-away test key, not secret. The .pubkey file ends with a
 * newline.
 */
const TOOL_PUBKEY =
  '{"pok":{"challenge":"30387941256452197158018966289295696439038324827957956370593754760447282866726","response":"22965277933778762570510215672245754006478036270496795484172161741329076768893"},"public_key":"8320141598087384278555675869765533887469239527429342546301232215129088959938418743991939306358700195847987702821725986223612771918653698854222799555290792314643684790593675624278673045226362281661846355147723108876096109845589547761132734099531512786280383353413717971269415879621372487766721985967661931316028974655441984679224367816986057642724905469847974702769252947618643000820064093899596402713375578378906747198445124702078190066499867655148551657579218164416541287045294132106208749745612908099443711796662556905896788174883197275146867649841589905980328516563574990356032779176868938906648447478144007606404"}\n';
const TOOL_PRIVKEY =
  '"7274248131808015552057490882563208813017231244837532246800542802830323245412"';

/**
 * Step 1 of `setup generate-trustee-key-threshold --step=1` (same tool, same day): the seed
 * (ID.key) and the certificate (ID.cert, named by the hex SHA-256 of its message). Throw-away.
 */
const TOOL_SEED = 'hCxkVbHBWbj69tXMV3DAcc';
const TOOL_CERT_FILE = '12edd401b9834dd99fdc09703a6cc2fc139b192b942d96bbb7eee76ca6229ae5';
const TOOL_CERT =
  '{"message":"{\\"verification\\":\\"18017692936765577537162785705817430939189366593983103309869597836616331185390425006002381121936123655425299564245598009512117192191256441265274792003559395949260498029098590362639539624609722693500203686856503979571615448769143571735705186931756814604160273714920872687238329139491880276109210131858232732082131539007167412956239585446938825311088963401717696510002826672072523274437762161056296269945335063507338532389071842948521610931904987561976608324441786580125058437518518843947728653954997113206268626123968252856565972371699773534504882469810221559197485653203464565334301671470627509450424997985735063187728\\",\\"encryption\\":\\"9336102220739540316586598979590661488622666754193241097073771700529654387965379671736061035059174652814888243978361636659834275009516555227386758900233557527036421829363461197319786463042908152998263178182639093490077406599546811384005083780377207875485325080007989078034046923697153018951732534302351985752240095975582026751705739455959316028559757763746811776475151185907574988816308058049516081527784121819421386505902170694130200347209046157911960910708128558357704296444628567153798020999200646373266151948992546320836864571172822716917813182261830222726312636760061713281804012932868502890769633251664489119612\\"}","signature":{"challenge":"17731180736962194062484582046488787390921355231407626074887645025776837972302","response":"48297774157919726763772488311732015580670604798031796480073221376109324659059"}}';

const G = BELENIOS_2048;

/** The text with one digit of `field`'s value changed. */
function changeDigit(text: string, field: string): string {
  const start = text.indexOf(`"${field}":"`);
  if (start < 0) throw new Error(`field ${field} not found`);
  const at = start + field.length + 4 + 10;
  return text.slice(0, at) + (text.charAt(at) === '4' ? '5' : '4') + text.slice(at + 1);
}

describe('Belenios simple trustee keys', () => {
  it("accepts belenios-tool's public key, re-serializes it byte for byte, and matches its private key", () => {
    const key = parseTrusteePublicKey(TOOL_PUBKEY);
    expect(checkTrusteePublicKey(G, key)).toBe(true);
    expect(`${serializeTrusteePublicKey(key)}\n`).toBe(TOOL_PUBKEY);
    const x = parseTrusteePrivateKey(G, TOOL_PRIVKEY);
    expect(gPow(G, x)).toBe(key.publicKey);
    expect(serializeTrusteePrivateKey(x)).toBe(TOOL_PRIVKEY);
  });

  it('refuses the key with one digit of its challenge, response or public key changed', () => {
    for (const field of ['challenge', 'response', 'public_key']) {
      const tampered = parseTrusteePublicKey(changeDigit(TOOL_PUBKEY, field));
      expect(checkTrusteePublicKey(G, tampered)).toBe(false);
    }
  });

  it('generates keys whose proof checks and which are bound to their own public key', () => {
    const a = generateTrusteeKey(G);
    const b = generateTrusteeKey(G);
    expect(a.publicKey.publicKey).toBe(gPow(G, a.privateKey));
    expect(checkTrusteePublicKey(G, a.publicKey)).toBe(true);
    // a's proof does not prove knowledge of b's key
    expect(checkTrusteePublicKey(G, { ...a.publicKey, publicKey: b.publicKey.publicKey })).toBe(
      false,
    );
    const text = serializeTrusteePublicKey(a.publicKey);
    expect(text).toMatch(/^\{"pok":\{"challenge":"\d+","response":"\d+"\},"public_key":"\d+"\}$/);
    expect(parseTrusteePublicKey(text)).toEqual(a.publicKey);
  });

  it('keeps an optional name after public_key, as the ATD type orders it', () => {
    const { publicKey } = generateTrusteeKey(G);
    const text = serializeTrusteePublicKey({ ...publicKey, name: 'Wali "1"' });
    expect(text.endsWith(`,"name":"Wali \\"1\\""}`)).toBe(true);
    expect(parseTrusteePublicKey(text).name).toBe('Wali "1"');
  });

  it('refuses a private key outside Z_q and a non-string one', () => {
    expect(() => parseTrusteePrivateKey(G, `"${G.q.toString()}"`)).toThrow();
    expect(() => parseTrusteePrivateKey(G, '12')).toThrow();
  });

  it("derives belenios-tool's step-1 certificate keys from its seed; accepts its certificate, not tampered", () => {
    const tools = JSON.parse(TOOL_CERT) as { message: string };
    const ours = makeCertificate(G, TOOL_SEED);
    expect(ours.message).toBe(tools.message);
    expect(sha256Hex(ours.message)).toBe(TOOL_CERT_FILE);
    expect(checkCertificate(G, ours)).toBe(true);
    const theirs = { ...ours, signature: certificateFromTool().signature };
    expect(checkCertificate(G, theirs)).toBe(true);
    expect(serializeSignedMessage(theirs)).toBe(TOOL_CERT);
    const { signingKey } = deriveThresholdKeys(TOOL_SEED);
    expect(certificateKeys(ours).verification).toBe(gPow(G, signingKey));
    expect(
      checkCertificate(G, {
        ...theirs,
        message: theirs.message.replace('"verification":"1', '"verification":"2'),
      }),
    ).toBe(false);
    expect(
      checkCertificate(G, {
        ...theirs,
        signature: { ...theirs.signature, response: mod(theirs.signature.response + 1n, G.q) },
      }),
    ).toBe(false);
  });

  it('makes 22-character Base58 seeds', () => {
    const seed = generateThresholdSeed();
    expect(seed).toMatch(/^[1-9A-HJ-NP-Za-km-z]{22}$/);
    expect(generateThresholdSeed()).not.toBe(seed);
  });

  it('checks a Pedersen item: certificates, signed commitments, verification keys, threshold', () => {
    const params = pedersenItem(3, 2);
    expect(checkThresholdParameters(G, params.item)).toBe(true);
    expect(checkTrustees(G, [{ kind: 'pedersen', ...params.item }])).toBe(true);
    expect(electionPublicKey(G, [{ kind: 'pedersen', ...params.item }])).toBe(
      gPow(G, params.secret),
    );
    const keys = params.item.verificationKeys;
    expect(checkThresholdParameters(G, { ...params.item, threshold: 3 })).toBe(false);
    expect(
      checkThresholdParameters(G, {
        ...params.item,
        verificationKeys: [keys[1], keys[0], keys[2]] as typeof keys,
      }),
    ).toBe(false);
    const coefexps = [
      params.item.coefexps[1],
      params.item.coefexps[0],
      params.item.coefexps[2],
    ] as SignedMessage[];
    expect(checkThresholdParameters(G, { ...params.item, coefexps })).toBe(false);
    const single = generateTrusteeKey(G).publicKey;
    const both = [
      { kind: 'single' as const, key: single },
      { kind: 'pedersen' as const, ...params.item },
    ];
    expect(electionPublicKey(G, both)).toBe(mul(G, single.publicKey, gPow(G, params.secret)));
  });
});

function certificateFromTool(): SignedMessage {
  const json = JSON.parse(TOOL_CERT) as {
    message: string;
    signature: { challenge: string; response: string };
  };
  return {
    message: json.message,
    signature: {
      challenge: BigInt(json.signature.challenge),
      response: BigInt(json.signature.response),
    },
  };
}

/**
 * A Pedersen item as the key exchange would end (without its encrypted channels): n trustees, each
 * with a polynomial of `threshold` coefficients; trustee j's share is Σ_i f_i(j).
 */
function pedersenItem(n: number, threshold: number): { item: ThresholdParameters; secret: bigint } {
  const seeds = Array.from({ length: n }, () => generateThresholdSeed());
  const certs = seeds.map((s) => makeCertificate(G, s));
  const polys = seeds.map(() => Array.from({ length: threshold }, () => randomZq(G)));
  const coefexps = polys.map((a, i) =>
    signMessage(
      G,
      deriveThresholdKeys(seeds[i] as string).signingKey,
      `{"coefexps":[${a.map((x) => `"${gPow(G, x)}"`).join(',')}]}`,
    ),
  );
  const evaluate = (a: bigint[], j: number): bigint =>
    a.reduce((acc, x, k) => mod(acc + x * BigInt(j) ** BigInt(k), G.q), 0n);
  const verificationKeys = Array.from({ length: n }, (_, j) =>
    proveTrusteeKey(
      G,
      polys.reduce((acc, a) => mod(acc + evaluate(a, j + 1), G.q), 0n),
    ),
  );
  const secret = polys.reduce((acc, a) => mod(acc + (a[0] as bigint), G.q), 0n);
  return { item: { threshold, certs, coefexps, verificationKeys }, secret };
}
