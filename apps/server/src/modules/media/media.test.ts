import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_SIZES, type ProductImageSize } from '@store/shared/constants';
import { renderProductImage, renderScreenshot, type ProductArtInput } from './cover-art';
import { getOrRenderImage } from './media-cache';

const game: ProductArtInput = {
  productId: 42,
  title: 'Horizon Forbidden West: Burning Shores',
  typeName: 'Game',
  editionName: 'Deluxe Edition',
};

const SIZES = Object.keys(PRODUCT_IMAGE_SIZES) as ProductImageSize[];

/** Share of pixels in the box whose colour differs clearly between two images. */
async function changedShare(a: Buffer, b: Buffer, box: Region): Promise<number> {
  const raw = (img: Buffer) => sharp(img).extract(box).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([raw(a), raw(b)]);
  let changed = 0;
  for (let i = 0; i < pa.length; i += 3) {
    const delta = Math.max(
      Math.abs((pa[i] ?? 0) - (pb[i] ?? 0)),
      Math.abs((pa[i + 1] ?? 0) - (pb[i + 1] ?? 0)),
      Math.abs((pa[i + 2] ?? 0) - (pb[i + 2] ?? 0)),
    );
    if (delta > 60) changed++;
  }
  return changed / (pa.length / 3);
}

describe('renderProductImage', () => {
  it.each(SIZES)('renders %s as a WebP of the listed size', async (size) => {
    const image = await renderProductImage(game, size);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect({ width: meta.width, height: meta.height }).toEqual(PRODUCT_IMAGE_SIZES[size]);
  });

  it('gives the same bytes for the same input and different art for another id', async () => {
    const [first, again, other] = await Promise.all([
      renderProductImage(game, 'small'),
      renderProductImage({ ...game }, 'small'),
      renderProductImage({ ...game, productId: 43 }, 'small'),
    ]);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('draws the title as outlines in the lower part of the cover', async () => {
    const { width, height } = PRODUCT_IMAGE_SIZES.cover;
    const [titled, untitled] = await Promise.all([
      renderProductImage({ ...game, title: 'Hello World', editionName: null }, 'cover'),
      renderProductImage({ ...game, title: '', editionName: null }, 'cover'),
    ]);
    const titleArea = {
      left: 0,
      top: Math.round(height * 0.5),
      width,
      height: Math.round(height * 0.4),
    };
    expect(await changedShare(titled, untitled, titleArea)).toBeGreaterThan(0.03);
  });

  it.each([
    ['Gift Card', '€50'],
    ['Subscription', '12 Months'],
  ])('renders a %s as a card with its denomination', async (typeName, editionName) => {
    const card = { ...game, typeName, editionName, brandColor: '#e60012' };
    for (const size of SIZES) {
      const meta = await sharp(await renderProductImage(card, size)).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(PRODUCT_IMAGE_SIZES[size]);
    }
    const [withValue, withOther] = await Promise.all([
      renderProductImage(card, 'cover'),
      renderProductImage({ ...card, editionName: '€100' }, 'cover'),
    ]);
    expect(withValue.equals(withOther)).toBe(false);
  });

  it('copes with titles too long to fit, odd characters and a bad colour', async () => {
    const title = `${'Pneumonoultramicroscopicsilicovolcanoconiosis '.repeat(6)}日本語 Ünïcödé ™`;
    const image = await renderProductImage({ ...game, title, brandColor: 'teal' }, 'small');
    expect((await sharp(image).metadata()).width).toBe(300);
  });
});

describe('renderScreenshot', () => {
  it('renders a deterministic 1280×720 WebP scene that differs per position', async () => {
    const input = { productId: 42, title: game.title };
    const [one, oneAgain, two] = await Promise.all([
      renderScreenshot({ ...input, position: 1 }),
      renderScreenshot({ ...input, position: 1 }),
      renderScreenshot({ ...input, position: 2 }),
    ]);
    const meta = await sharp(one).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
    expect(oneAgain.equals(one)).toBe(true);
    expect(two.equals(one)).toBe(false);
  });
});

describe('getOrRenderImage', () => {
  let cacheDir = '';
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'media-cache-'));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('renders once for concurrent requests, then serves the file from disk', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('image bytes');
    };
    const relPath = path.join('products', '7', 'cover.webp');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => getOrRenderImage(cacheDir, relPath, render)),
    );
    expect(renders).toBe(1);
    for (const result of results) expect(result.toString()).toBe('image bytes');
    expect((await readFile(path.join(cacheDir, relPath))).toString()).toBe('image bytes');
    expect(await readdir(path.join(cacheDir, 'products', '7'))).toEqual(['cover.webp']);

    const cached = await getOrRenderImage(cacheDir, relPath, render);
    expect(cached.toString()).toBe('image bytes');
    expect(renders).toBe(1);
  });

  it('lets a failed render be retried and leaves nothing behind', async () => {
    const relPath = path.join('products', '8', 'cover.webp');
    const failing = () => Promise.reject(new Error('render failed'));
    await expect(getOrRenderImage(cacheDir, relPath, failing)).rejects.toThrow('render failed');
    const bytes = await getOrRenderImage(cacheDir, relPath, () =>
      Promise.resolve(Buffer.from('ok')),
    );
    expect(bytes.toString()).toBe('ok');
  });

  it('refuses paths outside the cache directory', async () => {
    const render = () => Promise.resolve(Buffer.from('x'));
    await expect(getOrRenderImage(cacheDir, '../escape.webp', render)).rejects.toThrow(/escapes/);
  });
});
