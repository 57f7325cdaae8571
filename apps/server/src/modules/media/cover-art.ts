import { PRODUCT_IMAGE_SIZES, type ProductImageSize } from '@store/shared/constants';
import { createPalette, paintBackdrop, paintVignette } from './art-palette';
import { paintCard } from './card-art';
import { paintTheme } from './cover-themes';
import { paintScrim, paintStoreBand, paintTitleStack } from './cover-text';
import { paintScreenshotScene } from './screenshot-scene';
import { createRandom, hashSeed } from '../../lib/random';
import { createCanvas, encodeWebp } from './svg-canvas';

/**
 * What a product's art is drawn from. Product art is one picture per product, shown on every
 * platform's page, so it takes no platform: only a card carries its own brand's colour.
 */
export interface ProductArtInput {
  productId: number;
  title: string;
  /** Game, DLC, Gift Card or Subscription. */
  typeName: string;
  editionName?: string | null;
  /** #rrggbb of a gift or subscription card's brand; games and DLC leave it out. */
  brandColor?: string | null;
}

export interface ScreenshotInput {
  productId: number;
  title: string;
  /** 1-based place in the product's gallery; each position gets its own scene. */
  position: number;
  /** The same brand colour as the product's cover, so the gallery matches it. */
  brandColor?: string | null;
}

const COVER_SALT = 0x636f7672;
const SCREENSHOT_SIZE = { width: 1280, height: 720 } as const;

function isCard(typeName: string): boolean {
  return /gift|subscription/i.test(typeName);
}

/** Renders the product's cover art as WebP; the same input always gives the same bytes. */
export async function renderProductImage(
  input: ProductArtInput,
  size: ProductImageSize,
): Promise<Buffer> {
  const { width, height } = PRODUCT_IMAGE_SIZES[size];
  const c = createCanvas(width, height);
  // The size is left out of the seed so the small, cover and large images look alike.
  const rand = createRandom(hashSeed(input.productId, COVER_SALT));
  const pal = createPalette(rand, input.brandColor);
  const landscape = width > height;
  const u = Math.min(width, height) / 600;
  const card = isCard(input.typeName);
  paintBackdrop(c, rand, pal);
  const focus = landscape
    ? { x: rand.range(0.6, 0.78), y: 0.45 }
    : { x: rand.range(0.35, 0.65), y: 0.34 };
  if (!card) paintTheme(c, rand, pal, focus);
  paintVignette(c);
  paintScrim(c, landscape ? 'left' : 'bottom');
  const bandHeight = paintStoreBand(c, pal);
  const margin = (landscape ? 64 : 40) * u;
  const stack = {
    title: input.title,
    anchor: landscape ? 'start' : 'middle',
    x: landscape ? margin : width / 2,
    bottom: height - (landscape ? 56 : 36) * u,
    maxWidth: landscape ? width * 0.46 : width - 2 * margin,
  } as const;
  if (!card) {
    paintTitleStack(c, pal, {
      ...stack,
      subtitle: input.editionName,
      tag: input.typeName,
      maxHeight: height * (landscape ? 0.5 : 0.36),
      maxTitleSize: (landscape ? 72 : 84) * u,
    });
    return encodeWebp(c);
  }
  const cardWidth = landscape ? width * 0.4 : width * 0.8;
  const cardTop = landscape
    ? (height + bandHeight) / 2 - cardWidth / 1.586 / 2
    : bandHeight + 70 * u;
  paintCard(
    c,
    rand,
    pal,
    {
      typeName: input.typeName,
      value: input.editionName ?? input.typeName,
    },
    {
      x: landscape ? width * 0.53 : (width - cardWidth) / 2,
      y: cardTop,
      width: cardWidth,
      tilt: rand.range(-6, -2),
    },
  );
  // In the banner the title sits beside the card; on a portrait it goes below it.
  const titleTop = landscape ? bandHeight : cardTop + cardWidth / 1.586 + 60 * u;
  paintTitleStack(c, pal, {
    ...stack,
    maxHeight: stack.bottom - titleTop - 40 * u,
    maxTitleSize: 56 * u,
  });
  return encodeWebp(c);
}

/** Renders gallery screenshot `position` of a product as a 1280×720 WebP scene. */
export async function renderScreenshot(input: ScreenshotInput): Promise<Buffer> {
  const c = createCanvas(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height);
  // The palette comes from the product seed so the gallery shares the cover's colours.
  const productRand = createRandom(hashSeed(input.productId, COVER_SALT));
  const rand = createRandom(hashSeed(input.productId, input.position, 0x73686f74));
  paintScreenshotScene(c, rand, productRand, input);
  return encodeWebp(c);
}
