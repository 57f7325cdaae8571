/**
 * The text of every page of a downloaded PDF: items joined by single spaces (runs of white space,
 * as the PDF's own spacing items give, read as one), pages by line breaks.
 */
export async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    const items = content.items.map((item) => ('str' in item ? item.str : ''));
    parts.push(items.join(' ').replace(/\s+/g, ' ').trim());
  }
  return parts.join('\n');
}
