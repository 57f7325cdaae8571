import { expect, test } from '../support/test';
import { removeDataDir, startStore } from '../support/store-process';

type ProductPage = { total: number; products: { _id: string; title: string }[] };

test('a restart keeps the data', async () => {
  test.setTimeout(300_000);
  const first = await startStore({ env: { SEED_PRODUCTS: '300' } });
  let dataDir = first.dataDir;
  try {
    const before = (await (
      await fetch(`${first.url}/api/v1/product/products?pageSize=5`)
    ).json()) as ProductPage;
    expect(before.total).toBe(300);
    await first.stop();

    const second = await startStore({ dataDir, env: { SEED_PRODUCTS: '300' } });
    dataDir = second.dataDir;
    try {
      const after = (await (
        await fetch(`${second.url}/api/v1/product/products?pageSize=5`)
      ).json()) as ProductPage;
      expect(after).toEqual(before);
      expect(second.output()).not.toContain('Seeding the demo catalogue');
    } finally {
      await second.stop();
    }
  } finally {
    await first.stop();
    await removeDataDir(dataDir);
  }
});
