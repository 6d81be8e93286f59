import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && ['script', 'style', 'noscript'].includes(node.tagName)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(textOf).join(' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An HTML document read the way a crawler or a link preview reads it: parsed, never run. What a
 * visitor sees before any script: the title, meta tags, headings and the visible text.
 */
export function readHtml(html: string) {
  const document = parse(html);
  const all = [...elements(document)];
  const attribute = (element: Element, name: string) =>
    element.attrs.find((attr) => attr.name === name)?.value;
  const body = all.find((element) => element.tagName === 'body');
  return {
    title: squash(textOf(all.find((element) => element.tagName === 'title') ?? document)),
    /** `name` or `property` of a meta tag → its content. */
    meta(key: string): string | undefined {
      const tag = all.find(
        (element) =>
          element.tagName === 'meta' &&
          (attribute(element, 'name') === key || attribute(element, 'property') === key),
      );
      return tag ? attribute(tag, 'content') : undefined;
    },
    headings: (tag: 'h1' | 'h2' | 'h3') =>
      all.filter((element) => element.tagName === tag).map((element) => squash(textOf(element))),
    /** The body's visible text: scripts, styles and the no-script notice left out. */
    text: body ? squash(textOf(body)) : '',
    /** The text of the JSON data block with this id, if the page has one. */
    dataBlock(id: string): string | undefined {
      const block = all.find(
        (element) => element.tagName === 'script' && attribute(element, 'id') === id,
      );
      return block ? textOf({ ...block, tagName: 'div' } as Element) : undefined;
    },
    /** The addresses the head asks the browser to fetch early (preload and modulepreload). */
    preloads: all
      .filter(
        (element) =>
          element.tagName === 'link' &&
          ['preload', 'modulepreload'].includes(attribute(element, 'rel') ?? ''),
      )
      .map((element) => attribute(element, 'href') ?? ''),
    /** The stylesheets the head links, in order. */
    stylesheets: all
      .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet')
      .map((element) => attribute(element, 'href') ?? ''),
    /** Every <img> of the body, as its attributes (src, alt, width, height, loading…). */
    images: all
      .filter((element) => element.tagName === 'img')
      .map((element) => Object.fromEntries(element.attrs.map((a) => [a.name, a.value]))),
    /** Scripts the browser would run: inline ones must not exist (the CSP refuses them). */
    inlineScripts: all.filter(
      (element) =>
        element.tagName === 'script' &&
        !attribute(element, 'src') &&
        attribute(element, 'type') !== 'application/json',
    ).length,
  };
}
