/**
 * The WhatsApp contact button's address (wa.me, the documented click-to-chat link): the
 * ministry's number in international form without "+", and the message it opens with. Null
 * without a number: the button is not shown.
 */
export function whatsAppLink(nomor: string, template: string): string | null {
  const digits = nomor.replace(/\D/g, '');
  if (digits === '') return null;
  const text = template.trim();
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
