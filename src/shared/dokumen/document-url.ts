/** 128 random bits, base64url, like every stored file's id. */
export const DOCUMENT_FILE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Where the embedded server serves an uploaded PDF: `/api/documents/{id}.pdf`. */
export const DOCUMENT_URL_PREFIX = '/api/documents/';
export const EMBEDDED_DOCUMENT_URL = /^\/api\/documents\/[A-Za-z0-9_-]{22}\.pdf$/;
export const documentUrlOf = (id: string) => `${DOCUMENT_URL_PREFIX}${id}.pdf`;
