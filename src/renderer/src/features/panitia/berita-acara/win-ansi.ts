/**
 * The PDF's standard fonts (Helvetica, Courier) draw WinAnsi (Windows-1252) only, and pdf-lib
 * throws on anything else. Every text of the berita acara passes through here: an accented letter
 * outside the set loses its accent, a narrow space becomes a space, anything else a "?".
 */
const CP1252_ABOVE_ASCII = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_ABOVE_ASCII.includes(char)
  );
};

const SPACES = /[\t\u2000-\u200a\u202f\u205f\u3000]/g;

export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC').replace(SPACES, ' '), (char) => {
    if (isWinAnsi(char)) return char;
    const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return folded && Array.from(folded).every(isWinAnsi) ? folded : '?';
  }).join('');
}
