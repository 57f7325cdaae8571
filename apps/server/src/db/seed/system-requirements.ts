import type { systemRequirements } from '../schema/catalogue';
import type { Random } from '../../lib/random';

/** English rows: the seeded catalogue's requirements are the same in every language. */
export type SystemRequirementRow = Omit<typeof systemRequirements.$inferSelect, 'lang'>;

type Tier = {
  os: string;
  processors: readonly string[];
  memoryGb: number;
  graphics: readonly string[];
  directx: string;
};

/** Typical hardware by era, oldest first. */
const TIERS: readonly Tier[] = [
  {
    os: 'Windows XP SP3',
    processors: ['Intel Pentium 4 2.4 GHz', 'AMD Athlon 64 3000+'],
    memoryGb: 1,
    graphics: ['NVIDIA GeForce 6600 256 MB', 'ATI Radeon X800 256 MB'],
    directx: 'Version 9.0c',
  },
  {
    os: 'Windows 7 SP1 64-bit',
    processors: ['Intel Core 2 Duo E8400', 'AMD Phenom II X4 940'],
    memoryGb: 4,
    graphics: ['NVIDIA GeForce GTX 460 1 GB', 'AMD Radeon HD 5850 1 GB'],
    directx: 'Version 11',
  },
  {
    os: 'Windows 10 64-bit',
    processors: ['Intel Core i5-4460', 'AMD FX-8350'],
    memoryGb: 8,
    graphics: ['NVIDIA GeForce GTX 960 2 GB', 'AMD Radeon R9 280 3 GB'],
    directx: 'Version 11',
  },
  {
    os: 'Windows 10 64-bit',
    processors: ['Intel Core i5-8400', 'AMD Ryzen 5 2600'],
    memoryGb: 12,
    graphics: ['NVIDIA GeForce GTX 1060 6 GB', 'AMD Radeon RX 580 8 GB'],
    directx: 'Version 12',
  },
  {
    os: 'Windows 10/11 64-bit',
    processors: ['Intel Core i7-10700K', 'AMD Ryzen 7 3700X'],
    memoryGb: 16,
    graphics: ['NVIDIA GeForce RTX 2070 8 GB', 'AMD Radeon RX 6700 XT 12 GB'],
    directx: 'Version 12',
  },
  {
    os: 'Windows 11 64-bit',
    processors: ['Intel Core i7-12700K', 'AMD Ryzen 7 7800X3D'],
    memoryGb: 32,
    graphics: ['NVIDIA GeForce RTX 4070 12 GB', 'AMD Radeon RX 7800 XT 16 GB'],
    directx: 'Version 12',
  },
];

const NOTES: readonly (string | null)[] = [
  null,
  null,
  'SSD recommended.',
  'Requires an internet connection for activation.',
  'Controller recommended.',
  'Performance may vary with ray tracing enabled.',
];

/** The era's recommended tier; minimum specs sit one tier below. */
function tierFor(year: number): number {
  if (year < 2005) return 1;
  if (year < 2011) return 2;
  if (year < 2016) return 3;
  if (year < 2024) return 4;
  return 5;
}

/** Minimum and recommended PC requirements that fit the release year and the game's size. */
export function buildSystemRequirements(
  random: Random,
  productId: number,
  year: number,
  storageGb: number,
): SystemRequirementRow[] {
  // Small games ask for less than their era's typical hardware.
  const recommended = Math.max(1, tierFor(year) - (storageGb < 10 ? 1 : 0));
  const notes = random.pick(NOTES);
  const storage = storageGb >= 60 && year >= 2018 ? `${storageGb} GB (SSD)` : `${storageGb} GB`;
  return (['minimum', 'recommended'] as const).map((level) => {
    const tier = TIERS[level === 'minimum' ? recommended - 1 : recommended];
    if (!tier) throw new Error('Missing hardware tier');
    return {
      productId,
      level,
      os: tier.os,
      processor: tier.processors.join(' / '),
      memory: `${tier.memoryGb} GB RAM`,
      graphics: tier.graphics.join(' / '),
      directx: tier.directx,
      storage: `${storage} available space`,
      notes,
    };
  });
}
