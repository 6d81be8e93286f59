import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from './ShareButtons';

describe('sharing a news item', () => {
  it('shares to WhatsApp with the title and the address encoded', () => {
    expect(whatsappShareUrl('Futsal & Voli', 'https://bem.test/berita/futsal')).toBe(
      'https://wa.me/?text=Futsal%20%26%20Voli%20https%3A%2F%2Fbem.test%2Fberita%2Ffutsal',
    );
  });
});
