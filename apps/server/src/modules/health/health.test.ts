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

describe('while catalogue queries hold the database', () => {
  it('answers the health check and the home settings without waiting for them', async () => {
    const t = await buildTestApp();
    try {
      // The database has just answered, and the settings have been read once.
      expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
      const running = await t.database.background.$client.connect();
      try {
        // Waiting for the session would end in the 2-second timeout and a 503.
        const health = await t.app.inject('/api/v1/health');
        expect(health.json()).toEqual({ status: 'ok', underConstruction: false });
        const home = await t.app.inject('/api/v1/product/home');
        expect(home.statusCode).toBe(200);
      } finally {
        running.release();
      }
    } finally {
      await t.close();
    }
  });
});
