import { describe, expect, it } from 'vitest';
import { escapeHtml, parseTemplate, scriptJson, withFirstView } from './html-template';
import { summarize } from './product-head';

const TAGS = '<title>Product</title>';

describe('parseTemplate', () => {
  it('puts the tags before </head> in place of the built title, description and social tags', () => {
    const page = parseTemplate(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Keys > everything else"
    />
    <meta property="og:title" content="Old" />
    <meta name="twitter:card" content="summary" />
    <link rel="canonical" href="/old" />
    <meta name="theme-color" content="#fff" />
    <title>BigKeys</title>
  </head>
  <body><div id="root"></div></body>
</html>`);
    const html = page.withHead(TAGS);
    expect(html).not.toContain('BigKeys</title>');
    expect(html).not.toContain('Keys > everything else');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('twitter:card');
    expect(html).not.toContain('/old');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<meta name="theme-color" content="#fff" />');
    expect(html.indexOf(TAGS)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(TAGS)).toBeGreaterThan(html.indexOf('theme-color'));
    expect(page.plain).toContain('BigKeys</title>');
  });

  it.each([
    ['<!doctype html><div id="root"></div>', '<!doctype html>'],
    ['<!DOCTYPE html><html><head><meta charset="utf-8"><body>x</body></html>', '<meta charset'],
    ['<div id="root"></div>', ''],
  ])('places the tags at the head of a page without </head>: %s', (source, before) => {
    const html = parseTemplate(source).withHead(TAGS);
    expect(html.indexOf(TAGS)).toBeGreaterThanOrEqual(before.length);
    expect(html.indexOf(TAGS)).toBeLessThan(
      html.indexOf('<div') >= 0 ? html.indexOf('<div') : html.indexOf('<body'),
    );
  });
});

describe('escaping', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('keeps JSON in a script block from closing it, and still parseable', () => {
    const value = { name: '</script><!-- & \u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('summarize', () => {
  it.each([
    ['Short text.', 'Short text.'],
    ['  Spaces\n\tand   lines  ', 'Spaces and lines'],
  ])('keeps short text whole: %j', (text, expected) => {
    expect(summarize(text)).toBe(expected);
  });

  it('cuts long text at a word and marks the cut', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('withFirstView', () => {
  const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>BigKeys</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;
  const VIEW = {
    language: 'de',
    head: '<link rel="preload" as="image" href="/c.webp" />',
    root: '<h1>$& Spiel</h1>',
    data: '<script type="application/json" id="state">{}</script>',
  };

  it('fills the root, adds the data block and the head tags, and names the language', () => {
    const html = withFirstView(PAGE, VIEW) ?? '';
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root"><h1>$& Spiel</h1></div>');
    expect(html.indexOf(VIEW.head)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(VIEW.head)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(VIEW.data)).toBeGreaterThan(html.indexOf('</div>'));
    expect(html.indexOf(VIEW.data)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('leaves a page without an empty root element alone', () => {
    expect(withFirstView(PAGE.replace('<div id="root"></div>', '<main></main>'), VIEW)).toBe(
      undefined,
    );
  });
});
