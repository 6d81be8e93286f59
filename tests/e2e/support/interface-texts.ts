import type { Page } from '@playwright/test';

export interface InterfaceText {
  /** "teks", "judul halaman", or the attribute it came from ("aria-label", "title", …). */
  where: string;
  text: string;
}

/**
 * Everything a page shows or announces as words: its title, the text of every rendered element
 * (visually hidden text included, as a screen reader reads it; options of a select too), and the
 * attributes read aloud or shown (aria-label, aria-description, aria-roledescription,
 * aria-valuetext, aria-placeholder, title, placeholder, alt, a button input's value). What is not
 * rendered (display: none, a closed dialog) is neither seen nor heard, so it is left out. Code,
 * commands and fingerprints (code, pre, kbd, samp) are data, not words.
 */
export async function interfaceTexts(page: Page): Promise<InterfaceText[]> {
  return page.evaluate(() => {
    // The test project has no DOM library (tsconfig.node.json): the little of the DOM read here
    // is described by hand.
    interface InPageNode {
      textContent: string | null;
      parentElement: InPageElement | null;
    }
    interface InPageElement extends InPageNode {
      tagName: string;
      getAttribute(name: string): string | null;
      closest(selectors: string): InPageElement | null;
      checkVisibility(options: { visibilityProperty: boolean }): boolean;
      querySelectorAll(selectors: string): Iterable<InPageElement>;
    }
    interface InPageDocument {
      title: string;
      body: InPageElement;
      createTreeWalker(root: InPageElement, whatToShow: number): { nextNode(): InPageNode | null };
    }
    const doc = (globalThis as unknown as { document: InPageDocument }).document;
    const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT
    const ATTRIBUTES = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'aria-placeholder',
      'title',
      'placeholder',
      'alt',
    ];
    const DATA = 'code, pre, kbd, samp, script, style, noscript, template';
    const rendered = (element: InPageElement) =>
      element.checkVisibility({ visibilityProperty: true }) ||
      // An option of a closed select and an SVG <title> are read though not drawn.
      (element.closest('select, svg')?.checkVisibility({ visibilityProperty: true }) ?? false);
    const texts: { where: string; text: string }[] = [];
    if (doc.title) texts.push({ where: 'judul halaman', text: doc.title });

    const walker = doc.createTreeWalker(doc.body, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim() || parent.closest(DATA) || !rendered(parent)) continue;
      texts.push({ where: 'teks', text });
    }
    for (const element of doc.body.querySelectorAll('*')) {
      if (element.closest(DATA) || !rendered(element)) continue;
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push({ where: name, text: value });
      }
      const type = element.getAttribute('type') ?? '';
      const value = element.getAttribute('value') ?? '';
      if (element.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(type) && value)
        texts.push({ where: 'value', text: value });
    }
    return texts;
  });
}
