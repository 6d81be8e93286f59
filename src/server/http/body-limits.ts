import { LIMITS } from '../../shared/limits';

/**
 * Per-route body limits. Most admin and account inputs are a few fields of text; only routes that
 * carry a file get more. The app-wide default stays API_BODY_LIMIT_BYTES (1 MB).
 */

/** A handful of text fields (the longest: 100 options of 200 characters, or 500 ids). */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** A form question (up to 100 options of 200 characters) or the order of up to 500 of them. */
export const FORM_FIELD_BODY_LIMIT = 128 * 1024;

/** The final reply letter: one file of up to 5 MB (SPEC.md §9) as base64, a note and a link. */
export const FINAL_REPLY_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 256 * 1024;
