import { describe, expect, it } from 'vitest';
import { BELENIOS_2048, gPow } from './group';
import {
  decryptWithKey,
  encryptToKey,
  parseEncryptedMessage,
  receiveFromChannel,
  sendOnChannel,
  serializeEncryptedMessage,
} from './threshold-channel';
import { deriveThresholdKeys, generateThresholdSeed } from './threshold-trustee';

/**
 * A channel message belenios-tool 2.0 (Debian bookworm) wrote on 2026-11-28: the `.dkey` of
 * trustee 1 of a 3-trustee, threshold-2 run of `setup generate-trustee-key-threshold` (steps 1–6),
 * that is its decryption-key share sent to itself, with that trustee's seed (`ID.key`) and its
 * verification key from the resulting threshold.json. A throw-away test setup, not secret.
 */
const TOOL_SEED = 'FK8X3xigcdHioxwrJSgLLH';
const TOOL_DKEY =
  '{"alpha":"20173293502537908210984308933416987932845582942886345462359349978465239398354112' +
  '435747081582601872321123411332263954187862525598282182600344580838885704968282933661491952' +
  '787116900820574409285218868492690255200223867263295458238846109479757438619780696111997811' +
  '232811601661806644393235906675538382624969615275132321036023879210042040203777424219236065' +
  '717224464416133948011135738199460770596538423810474161573664376791421550666098060640806800' +
  '170579145601089466307255175570090872560507871424039947450007001857699442914249980631285288' +
  '476807850024991155786088142482906486371617647684403847142768646078685600745152130074393","' +
  'beta":"13851878059946247353375731349223342603826573124947076091432457201562622149055145117' +
  '226113802636472503622903365586534876519090589955306803904075258987510602099978264748627955' +
  '057101700536529744492258877975177789688985893566426242959752778878221254820226701674009590' +
  '965821677766334140337329930374730831684333636481519516602369345377388607501680238177249433' +
  '432508742284117636785028789837495196134928361741163748394439367040851979920111117630544915' +
  '874797992579465813491735472378155351853809561486498490446858851337820948796743350551841806' +
  '967837699059761358540501209005540091800240417642902903422254758527138084442052516875","dat' +
  'a":"da54ae569516fa822cce17bbf78f873af444d91542e511208dd73a7eaa2a148b189c3288f2ebff280622b6' +
  'cc80a71984309cbe2f9440ac2d2739f424307574069f62914fd2964f7ec027e7679f8de8b7bc52b1424a70d737' +
  'dd94fea1611c6bcbf7f9639480b82dcdf2df8049a9eb4fc6702c906a43c34089f213a2b3f9039a5184fa75b9cb' +
  '16fdf0ce701f6f3802b537b1361eabbb690071985d32ab40e2c030b714fe9ffbe2209a328a2d8928cc0b158f8f' +
  '0c433cb5c0b6a9b834ce18725525b27f9f2d53ec8c67b15cc0179c56d1d7cd20cde9064536dce07df11807e8b7' +
  'd937bd07e8016c26a6c0ea0d656faf3e76153570e44bd63a79ca45d30ff7a717f0320d827c3bf3324fc210f67d' +
  'd0a9801aed9ff552e4dabc624b17561ee3497cfd736f85684be365cb8808a6226decc1ce9c0b2c62eaf17fd8dd' +
  'b2dfb0979f1f53ba1ad11a88105115deffbc96ddc5b4c3fc817320cac678bb70454b07860b5ae853c85326c8bb' +
  '4c71edb328acced0e4c475bebb7a31a732cb057f2c28a48d9dbc819f88572fb5ebc21bee05403104165196e2ef' +
  'd853406dd47e5b1f02edf5fa15363b0de05542370782d000e76988f68c093ea03ea7dfb94fa10266a60012dc08' +
  '209c51884425c332815f41314d57866dd0e6b8edf7b2f46bd9261633dccdac05e5f82f49363ac93c4e879e4b4d' +
  '0e283eae5b5dd71224392f3f36af755d844faa57cf7edb19e545cc490f1291e24fbd3799aa5ee599e4cdc9c249' +
  'aed16bb1cc5ba8ac0c95338a46f92a08a7e44d586a06aac6f658af278a67f8352fcaa43ebdb95a8ac9ffd92451' +
  '9f59c9386e122826668fb3d2ef1d2eef8bde0a2134919d510c7692351c9170b5a28fca01cf78c4b835167819cf' +
  '0fd4218fabb05591955e7d80547be413a5f1df34a3743eb4f2360b178f5d01d090eb17642b17ad055082627284' +
  'dfa2611946c01d65a695018e3432c4fffe68b725c079250471398b7c1a5efdcd1c26c0634f32d83cf8664db67f' +
  'f0da4b5d1f3d69f6f399cb3b8b083a48d3fa9ae4c888e4081614694c838e993809e0e25db35d27260ae3ab6a24' +
  '75608118196fdb7a286c27f8cf31b600f759894ef8ca3b308562038eb4e8ce6fb7f24dc92fff1578f6a61b08df' +
  '1d4e78cee06cf072b77d38043c8287fc1a98475d3f19f6a22308ac3f1ceff052f9b5e44a38f608b66ea8fad301' +
  '5e0e7feb24fb2c507aa0c059011243afdc582fb764312d748e518fb2cb72e1d64f75197339b7b63d1fc764143c' +
  '63e2fee10032461f41408a572289b8af7a5067a400373b3666020a186c463adb7e97b1d0e7e35f88cb81f585e8' +
  '75b8e4be18369a556c2e88fbd478c206d749ecb6f7d8c5d883f2c7e735b20aecf91e4c198c06db4d"}';
const TOOL_SHARE_PUBLIC_KEY = BigInt(
  '154402347196996616347228837677471718427106115733424927237011850755988126275054436442731998' +
    '551195622960516464869037617703949289427978101771730401200787044622165755320122019299854768' +
    '129601652324610868710853896408781694192962683700393164706022977635123622913460856744550166' +
    '501947087470152188397657780092017552392549242316397769301116194615240144828462675247914439' +
    '270223642910848117533117227553978490691869450070117473730215987188773737435424500214169290' +
    '347877444976730014534921346318069722023115777161370459978227699750753564406573275263734832' +
    '95582343562475936346580674570717206306618191613526174113463963514109420209654',
);

const G = BELENIOS_2048;

describe('threshold channels', () => {
  it("opens belenios-tool's channel message: signature, recipient and CCM tag all check", () => {
    const { signingKey, decryptionKey } = deriveThresholdKeys(TOOL_SEED);
    const text = receiveFromChannel(G, decryptionKey, gPow(G, signingKey), TOOL_DKEY);
    const match = /^\{"decryption_key":"(\d+)"\}$/.exec(text);
    expect(match).not.toBeNull();
    expect(gPow(G, BigInt(match?.[1] ?? '0'))).toBe(TOOL_SHARE_PUBLIC_KEY);
    expect(serializeEncryptedMessage(parseEncryptedMessage(TOOL_DKEY))).toBe(TOOL_DKEY);
  });

  it('refuses it with a changed CCM byte, another sender or another recipient', () => {
    const { signingKey, decryptionKey } = deriveThresholdKeys(TOOL_SEED);
    const vk = gPow(G, signingKey);
    const m = parseEncryptedMessage(TOOL_DKEY);
    const last = m.data.slice(-1) === '0' ? '1' : '0';
    const tampered = serializeEncryptedMessage({ ...m, data: m.data.slice(0, -1) + last });
    expect(() => receiveFromChannel(G, decryptionKey, vk, tampered)).toThrow(/tag/);
    expect(() => receiveFromChannel(G, decryptionKey, gPow(G, 5n), TOOL_DKEY)).toThrow(
      /Tanda tangan/,
    );
    const other = deriveThresholdKeys(generateThresholdSeed());
    expect(() => receiveFromChannel(G, other.decryptionKey, vk, TOOL_DKEY)).toThrow();
  });

  it('sends messages that only the recipient opens, from the signer only', () => {
    const alice = deriveThresholdKeys(generateThresholdSeed());
    const bob = deriveThresholdKeys(generateThresholdSeed());
    const bobEk = gPow(G, bob.decryptionKey);
    const aliceVk = gPow(G, alice.signingKey);
    const message = '{"secret":"12345"} — ünïcode';
    const sent = sendOnChannel(G, alice.signingKey, bobEk, message);
    expect(receiveFromChannel(G, bob.decryptionKey, aliceVk, sent)).toBe(message);
    expect(() => receiveFromChannel(G, alice.decryptionKey, aliceVk, sent)).toThrow();
    expect(() => receiveFromChannel(G, bob.decryptionKey, gPow(G, bob.signingKey), sent)).toThrow(
      /Tanda tangan/,
    );
    // A message signed for Alice but encrypted to Bob: Bob refuses it as not meant for him.
    const misdirected = parseEncryptedMessage(
      sendOnChannel(G, alice.signingKey, gPow(G, alice.decryptionKey), message),
    );
    const reencrypted = encryptToKey(G, bobEk, decryptWithKey(G, alice.decryptionKey, misdirected));
    expect(() =>
      receiveFromChannel(G, bob.decryptionKey, aliceVk, serializeEncryptedMessage(reencrypted)),
    ).toThrow(/bukan untuk/);
  });

  it('encrypts with a 13-byte nonce and an 8-byte tag: data is 2 × (length + 8) hex digits', () => {
    const key = deriveThresholdKeys(generateThresholdSeed()).decryptionKey;
    const m = encryptToKey(G, gPow(G, key), 'abc');
    expect(m.data).toMatch(/^[0-9a-f]{22}$/);
    expect(decryptWithKey(G, key, m)).toBe('abc');
  });
});
