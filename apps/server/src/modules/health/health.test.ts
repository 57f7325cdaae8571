import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('when the database stops answering', () => {
  it('reports 503 from the health check', async () => {
    const broken = await buildTestApp();
    try {
      await broken.database.close();
      const res = await broken.app.inject('/api/v1/health');
      expect(res.statusCode).toBe(503);
      expect(res.json<{ status: string }>().status).not.toBe('ok');
    } finally {
      await broken.close();
    }
  });
});
