import { describe, expect, it } from 'vitest';
import { floorPageHtml } from './floor-page';

const HOME = `<!doctype html><html lang="id"><head>
<script type="module" src="/assets/index.js"></script>
<link rel="stylesheet" href="/assets/index.css"></head>
<body><div id="root"><header><img src="/logo.png" alt="Logo"></header>
<section><picture><source media="(max-width: 767px)" srcSet="/assets/hero-480.webp" type="image/webp"/>
<img class="photo" src="/assets/hero-1280.jpg" alt="" fetchPriority="high"/></picture>
<h1 id="hero-title">Selamat Datang di <b>Website</b> Resmi</h1></section></div></body></html>`;

describe('floorPageHtml', () => {
  const floor = floorPageHtml(HOME);

  it('keeps the home page heading and its hero picture, with the phone source', () => {
    expect(floor).toContain('<h1>Selamat Datang di Website Resmi</h1>');
    expect(floor).toContain('<source media="(max-width: 767px)" srcset="/assets/hero-480.webp"');
    expect(floor).toContain('src="/assets/hero-1280.jpg"');
  });

  it('has no script, no stylesheet and nothing else of the page', () => {
    expect(floor).not.toMatch(/<script|stylesheet|logo\.png/);
  });

  it('refuses a home page without a hero image', () => {
    expect(() => floorPageHtml('<h1>Judul</h1><img src="/a.png">')).toThrow(/fetchpriority/);
  });
});
