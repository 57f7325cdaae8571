import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );

describe('imageTypeOf', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['a GIF', bytes('GIF89a'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['text claiming to be a JPEG', bytes('image/jpeg'), null],
    ['a PNG signature cut short', bytes([0x89], 'PNG'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_name, input, type) => {
    expect(imageTypeOf(input)).toBe(type);
  });
});
