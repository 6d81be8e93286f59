import { describe, expect, it } from 'vitest';
import { embeddedFormUrl, isServiceLink, newTabFormUrl } from './service-links';

describe('service form links', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://docs.google.com/forms/d/e/x/viewform',
    'https://user:pass@docs.google.com/forms/d/e/x/viewform',
    '/layanan',
    'docs.google.com/forms',
    '',
  ])('refuses %j', (link) => {
    expect(isServiceLink(link)).toBe(false);
  });

  it('accepts any absolute https address', () => {
    expect(isServiceLink('https://example.org/daftar?x=1')).toBe(true);
  });

  it('embeds Google Forms in their compact layout and Microsoft Forms as they are', () => {
    expect(embeddedFormUrl('https://docs.google.com/forms/d/e/abc/viewform')).toBe(
      'https://docs.google.com/forms/d/e/abc/viewform?embedded=true',
    );
    expect(embeddedFormUrl('https://forms.office.com/r/abc')).toBe(
      'https://forms.office.com/r/abc',
    );
  });

  it('embeds nothing else: other hosts, look-alike hosts, other Google pages, other ports', () => {
    expect(embeddedFormUrl('https://example.org/form')).toBeNull();
    expect(embeddedFormUrl('https://docs.google.com.evil.example/forms/d/e/x')).toBeNull();
    expect(embeddedFormUrl('https://docs.google.com/document/d/x/edit')).toBeNull();
    expect(embeddedFormUrl('https://docs.google.com:8443/forms/d/e/x/viewform')).toBeNull();
    expect(embeddedFormUrl('javascript:alert(1)')).toBeNull();
  });

  it('opens the form itself in a new tab, without the embed flag', () => {
    expect(newTabFormUrl('https://docs.google.com/forms/d/e/abc/viewform?embedded=true')).toBe(
      'https://docs.google.com/forms/d/e/abc/viewform',
    );
  });
});
