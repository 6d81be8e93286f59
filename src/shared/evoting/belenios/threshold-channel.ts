import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { BELENIOS_CCM_TAG_LENGTH, beleniosCcmNonce, ccmDecrypt, ccmEncrypt } from './aes-ccm';
import {
  type BeleniosGroup,
  type RandomBytes,
  div,
  gPow,
  isGroupElement,
  mul,
  numberToString,
  parseNumber,
  pow,
  randomZq,
  systemRandom,
} from './group';
import {
  type SignedMessage,
  serializeSignedMessage,
  signMessage,
  signedMessageFromJson,
  verifySignedMessage,
} from './threshold-trustee';

/**
 * The private channels of Belenios 2.0's threshold key generation (issue 34; spec §4.6.1
 * "Encrypting" and §4.6.3; src/lib/v1/trustees.ml `MakePKI.encrypt/decrypt` and
 * `MakeChannels.send/recv`; docs/BELENIOS-FORMATS.md §4.2). A message to the holder of an
 * encryption key ek travels as an ElGamal-wrapped AES-256-CCM ciphertext:
 * alpha = g^r, beta = ek^r·g^s, key = SHA256("key|" ‖ g^s), iv = SHA256("iv|" ‖ alpha), and
 * data = hex(AES-CCM(key, first 13 bytes of iv, M)) with an 8-byte tag. A channel message is
 * `{"recipient":ek,"message":M}` signed by the sender, serialized, then encrypted to ek; the
 * receiver checks the sender's signature and that it is the recipient.
 */

export interface EncryptedMessage {
  alpha: bigint;
  beta: bigint;
  /** Lower-case hex of the CCM ciphertext with its tag. */
  data: string;
}

/** AES key and iv as Belenios derives them: the raw SHA-256 digests of the decimal strings. */
function keyAndIv(sharedSecret: bigint, alpha: bigint): { key: Uint8Array; iv: Uint8Array } {
  return {
    key: sha256(utf8ToBytes(`key|${numberToString(sharedSecret)}`)),
    iv: sha256(utf8ToBytes(`iv|${numberToString(alpha)}`)),
  };
}

/** `MakePKI.encrypt`: r and s uniform in [0, q), and the text under AES-CCM keyed by g^s. */
export function encryptToKey(
  group: BeleniosGroup,
  encryptionKey: bigint,
  plaintext: string,
  random: RandomBytes = systemRandom,
): EncryptedMessage {
  const r = randomZq(group, random);
  const secret = gPow(group, randomZq(group, random));
  const alpha = gPow(group, r);
  const beta = mul(group, pow(group, encryptionKey, r), secret);
  const { key, iv } = keyAndIv(secret, alpha);
  const bytes = utf8ToBytes(plaintext);
  const nonce = beleniosCcmNonce(iv, bytes.length);
  const data = ccmEncrypt(key, nonce, bytes, { tagLength: BELENIOS_CCM_TAG_LENGTH });
  return { alpha, beta, data: bytesToHex(data) };
}

/** `MakePKI.decrypt`: g^s = beta / alpha^dk, then AES-CCM; throws if the tag does not match. */
export function decryptWithKey(
  group: BeleniosGroup,
  decryptionKey: bigint,
  message: EncryptedMessage,
): string {
  const { alpha, beta } = message;
  if (!isGroupElement(group, alpha) || !isGroupElement(group, beta))
    throw new Error('Pesan terenkripsi tidak sah.');
  const { key, iv } = keyAndIv(div(group, beta, pow(group, alpha, decryptionKey)), alpha);
  const ciphertext = hexToBytes(message.data);
  const nonce = beleniosCcmNonce(iv, ciphertext.length - BELENIOS_CCM_TAG_LENGTH);
  const plaintext = ccmDecrypt(key, nonce, ciphertext, { tagLength: BELENIOS_CCM_TAG_LENGTH });
  // fatal: a channel message that is not UTF-8 is refused rather than patched.
  return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
}

/** `encrypted_msg` as Belenios writes it: fields alpha, beta, data. */
export function serializeEncryptedMessage(m: EncryptedMessage): string {
  return `{"alpha":"${numberToString(m.alpha)}","beta":"${numberToString(m.beta)}","data":${JSON.stringify(m.data)}}`;
}

export function parseEncryptedMessage(text: string): EncryptedMessage {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null) throw new Error('Pesan terenkripsi tidak sah.');
  const { alpha, beta, data } = json as Record<string, unknown>;
  if (typeof alpha !== 'string' || typeof beta !== 'string' || typeof data !== 'string')
    throw new Error('Pesan terenkripsi tidak sah.');
  if (!/^(?:[0-9a-f]{2})*$/.test(data)) throw new Error('Pesan terenkripsi: data bukan hex.');
  return { alpha: parseNumber(alpha), beta: parseNumber(beta), data };
}

/**
 * `MakeChannels.send`: `{"recipient":ek,"message":M}` signed with the sender's sk, then encrypted
 * to ek. The result is the serialized `encrypted_msg`, as it is carried inside other messages.
 */
export function sendOnChannel(
  group: BeleniosGroup,
  signingKey: bigint,
  recipient: bigint,
  message: string,
  random: RandomBytes = systemRandom,
): string {
  const channelMessage = `{"recipient":"${numberToString(recipient)}","message":${JSON.stringify(message)}}`;
  const signed = signMessage(group, signingKey, channelMessage, random);
  return serializeEncryptedMessage(
    encryptToKey(group, recipient, serializeSignedMessage(signed), random),
  );
}

/**
 * `MakeChannels.recv`: decrypts with dk, checks the signature with the sender's vk and that the
 * message was meant for g^dk; returns M. Throws on any failure, as Belenios does.
 */
export function receiveFromChannel(
  group: BeleniosGroup,
  decryptionKey: bigint,
  senderVerificationKey: bigint,
  text: string,
): string {
  const plaintext = decryptWithKey(group, decryptionKey, parseEncryptedMessage(text));
  const signed: SignedMessage = signedMessageFromJson(JSON.parse(plaintext));
  if (!verifySignedMessage(group, senderVerificationKey, signed))
    throw new Error('Tanda tangan pesan kanal tidak sah.');
  const json: unknown = JSON.parse(signed.message);
  if (typeof json !== 'object' || json === null) throw new Error('Pesan kanal tidak sah.');
  const { recipient, message } = json as Record<string, unknown>;
  if (typeof recipient !== 'string' || typeof message !== 'string')
    throw new Error('Pesan kanal tidak sah.');
  if (parseNumber(recipient) !== gPow(group, decryptionKey))
    throw new Error('Pesan kanal ini bukan untuk kunci ini.');
  return message;
}
