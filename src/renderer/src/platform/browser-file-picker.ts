import {
  REPLY_LETTER_RULES,
  replyLetterProblem,
  type PickFileResult,
} from '../../../shared/platform';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * The browser's file dialog for a reply letter: a detached file input, opened from the user's
 * click; the type and size rules are checked before the file is read.
 */
export function pickReplyLetterInBrowser(): Promise<PickFileResult> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = REPLY_LETTER_RULES.extensions.map((extension) => `.${extension}`).join(',');
    input.addEventListener('cancel', () => resolve({ ok: false, reason: 'cancelled' }));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve({ ok: false, reason: 'cancelled' });
      const problem = replyLetterProblem(file.name, file.size);
      if (problem) return resolve({ ok: false, reason: problem });
      readAsDataUrl(file).then(
        (dataUrl) =>
          resolve({
            ok: true,
            file: {
              name: file.name,
              mimeType: file.type || 'application/octet-stream',
              bytes: file.size,
              dataUrl,
            },
          }),
        () => resolve({ ok: false, reason: 'unreadable' }),
      );
    });
    input.click();
  });
}
