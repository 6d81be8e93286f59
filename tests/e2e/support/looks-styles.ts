import type { Page } from '@playwright/test';

// Mantine gives every part of a component a hashed class (`m_8bffd616`) that only its
// component's stylesheet styles, next to a readable one (`mantine-Chip-root`). A rendered hashed
// class no stylesheet of the page mentions is a component whose CSS was never imported.
// Written as strings: the e2e code is type-checked without the DOM library.

const MANTINE_CLASS = '/^m_[0-9a-f]{8}$/';

/** Every hashed class some rule of the page's stylesheets selects, @media/@layer/@supports too. */
const DEFINED_CLASSES = `(() => {
  const defined = new Set();
  const collect = (rules) => {
    for (const rule of rules) {
      if (rule.selectorText) {
        for (const match of rule.selectorText.matchAll(/\\.(m_[0-9a-f]{8})(?![0-9a-z_-])/g)) {
          defined.add(match[1]);
        }
      }
      if (rule.cssRules) collect(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);
  return defined;
})()`;

/**
 * Runs in the page: one line per component part whose hashed class has no rule, named by its
 * `mantine-<Component>-<part>` class, e.g. "mantine-Chip-label (m_be049a53)".
 */
export const FIND_UNSTYLED_COMPONENTS = `(() => {
  const defined = ${DEFINED_CLASSES};
  const unstyled = new Set();
  for (const element of document.querySelectorAll('[class*="m_"]')) {
    for (const name of element.classList) {
      if (!${MANTINE_CLASS}.test(name) || defined.has(name)) continue;
      const part = [...element.classList].find((c) => /^mantine-[A-Z]/.test(c));
      unstyled.add((part || '<' + element.tagName.toLowerCase() + '>') + ' (' + name + ')');
    }
  }
  return [...unstyled].sort();
})()`;

/** The parts of one component whose hashed classes have no rule. */
export async function unstyledComponents(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(FIND_UNSTYLED_COMPONENTS);
}

/**
 * Deletes every rule that selects a hashed class of the rendered `component` (e.g. "Chip"), as if
 * its stylesheet had not been imported. Returns how many rules went.
 */
export async function removeComponentStyles(page: Page, component: string): Promise<number> {
  return page.evaluate<number>(`(() => {
    const own = new Set();
    for (const element of document.querySelectorAll('[class*="mantine-${component}-"]')) {
      for (const name of element.classList) if (${MANTINE_CLASS}.test(name)) own.add(name);
    }
    let removed = 0;
    const prune = (parent) => {
      const rules = parent.cssRules;
      for (let i = rules.length - 1; i >= 0; i -= 1) {
        const rule = rules[i];
        const selects = rule.selectorText &&
          [...rule.selectorText.matchAll(/\\.(m_[0-9a-f]{8})/g)].some((m) => own.has(m[1]));
        if (selects) {
          parent.deleteRule(i);
          removed += 1;
        } else if (rule.cssRules) prune(rule);
      }
    };
    for (const sheet of document.styleSheets) prune(sheet);
    return removed;
  })()`);
}
