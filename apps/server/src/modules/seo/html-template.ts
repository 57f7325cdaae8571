import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Text for HTML text and attribute values: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON for a `<script>` data block: `<`, `>` and `&` as \u escapes, so no value can close the
 * element or open a comment, and the line separators JSON allows but scripts once did not.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

// A tag with quoted attribute values, which may hold a `>` of their own.
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
// What the built page already says about itself and a product page says instead.
const REPLACED_HEAD_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi,
  new RegExp(
    String.raw`<meta\b(?=${TAG_BODY}\bname\s*=\s*["']?description["'\s>])${TAG_BODY}>\s*`,
    'gi',
  ),
  new RegExp(
    String.raw`<meta\b(?=${TAG_BODY}\bproperty\s*=\s*["']?(?:og|product):)${TAG_BODY}>\s*`,
    'gi',
  ),
  new RegExp(String.raw`<meta\b(?=${TAG_BODY}\bname\s*=\s*["']?twitter:)${TAG_BODY}>\s*`, 'gi'),
  new RegExp(
    String.raw`<link\b(?=${TAG_BODY}\brel\s*=\s*["']?canonical["'\s>])${TAG_BODY}>\s*`,
    'gi',
  ),
];

/** The built index.html, split where a page's own head tags go. */
export type PageTemplate = {
  /** The page exactly as built, for URLs that name no product. */
  plain: string;
  /** Puts the tags before `</head>`, in place of the built title, description and social tags. */
  withHead: (tags: string) => string;
};

// Where the head's content may begin in a page that leaves `</head>` out: after the
// doctype and the opening html and head tags, which HTML lets a page omit as well.
const HEAD_START = /^(?:\s*<!doctype\b[^>]*>)?(?:\s*<html\b[^>]*>)?(?:\s*<head\b[^>]*>)?/i;

/** Splits a built page where a product's head tags go: before `</head>`, or at the head's start. */
export function parseTemplate(html: string): PageTemplate {
  const stripped = REPLACED_HEAD_TAGS.reduce((page, pattern) => page.replace(pattern, ''), html);
  const close = stripped.search(/<\/head\s*>/i);
  const at = close >= 0 ? close : (HEAD_START.exec(stripped)?.[0].length ?? 0);
  // The head's own last line ends where the product's tags begin.
  const before = stripped.slice(0, at).replace(/\s*$/, '\n');
  const after = stripped.slice(at);
  return { plain: html, withHead: (tags) => `${before}${tags}\n  ${after}` };
}

/** Reads and splits `index.html` of the built web app, or undefined when there is none. */
export async function loadTemplate(distDir: string): Promise<PageTemplate | undefined> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  return parseTemplate(html);
}

/** What a page drawn on the server adds to the built page. */
export type FirstView = {
  /** The language the markup is written in, for `<html lang>`. */
  language: string;
  /** Tags for the head, such as the preload of the largest image. */
  head: string;
  /** The markup of the app's root element. */
  root: string;
  /** The `<script type="application/json">` the app takes its first data from. */
  data: string;
};

const ROOT = /<div id="root">\s*<\/div>/;
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/i;

/**
 * The built page (or a product's, from `withHead`) with a server-drawn first view: the markup
 * in the root element and the data block after it. Undefined when the page has no empty root
 * element to fill.
 */
export function withFirstView(page: string, view: FirstView): string | undefined {
  if (!ROOT.test(page)) return undefined;
  const close = page.search(/<\/head\s*>/i);
  const withHeadTags =
    close < 0 || !view.head
      ? page
      : `${page.slice(0, close)}  ${view.head}\n  ${page.slice(close)}`;
  return withHeadTags
    .replace(
      HTML_LANG,
      (_match, start: string, end: string) => `${start}${escapeHtml(view.language)}${end}`,
    )
    .replace(ROOT, () => `<div id="root">${view.root}</div>\n    ${view.data}`);
}
