import * as z from 'zod/mini';

/**
 * Text fields of the content collections (structure, about page…), each refused with an
 * Indonesian message naming the field.
 */

/** A required single-line text: trimmed, 1 to `max` characters. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} wajib diisi.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} wajib diisi.` }),
      z.maxLength(max, { error: `${field} maksimal ${max} karakter.` }),
    );

/** An optional text: trimmed, empty allowed, at most `max` characters. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} tidak valid.` })
    .check(z.trim(), z.maxLength(max, { error: `${field} maksimal ${max} karakter.` }));

/**
 * A required single-line text with messages of its own (a collection whose texts are given,
 * ORIGINAL.md's or ours): trimmed, 1 to `max` characters.
 */
export const requiredTextOf = (empty: string, tooLong: string, max: number) =>
  z
    .string({ error: empty })
    .check(z.trim(), z.minLength(1, { error: empty }), z.maxLength(max, { error: tooLong }));

/** An optional text with a message of its own: trimmed, empty allowed, at most `max` characters. */
export const optionalTextOf = (tooLong: string, max: number) =>
  z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong }));

/** An http(s) address; every other scheme (javascript:, data:…) is refused. */
export const isWebUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional http(s) link: empty, or an address starting with http:// or https://. */
export const optionalWebLink = (field: string, max: number) =>
  optionalText(field, max).check(
    z.refine((value) => value === '' || isWebUrl(value), {
      error: `${field} harus berupa tautan yang diawali http:// atau https://.`,
    }),
  );
