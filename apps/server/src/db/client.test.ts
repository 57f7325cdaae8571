import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

// The embedded database's one session outlives any single connection to it.
describe('the embedded database', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-client-'));
    database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives a reconnecting client a clean session', async () => {
    const first = await database.pool.connect();
    await first.query('PREPARE store_probe AS SELECT 1');
    await first.query('BEGIN');
    await first.query('CREATE TEMP TABLE probe_leftover (id int)');
    first.release(true); // the connection dies mid-transaction

    await database.pool.query('PREPARE store_probe AS SELECT 2 AS ok');
    const { rows } = await database.pool.query<{ ok: number }>('EXECUTE store_probe');
    expect(rows).toEqual([{ ok: 2 }]);
    const check = await database.pool.query<{ n: string }>(
      "select count(*) as n from pg_tables where tablename = 'probe_leftover'",
    );
    expect(check.rows[0]?.n).toBe('0');
  });

  it('serves an interactive query before background queries that waited longer', async () => {
    // A catalogue query holds the one session while three more and a health check queue.
    const running = await database.background.$client.connect();
    const order: string[] = [];
    const run = (handle: Database['db'], name: string) =>
      handle.execute(sql`select ${name}::text as name`).then(() => {
        order.push(name);
      });
    const waiting = [
      run(database.background, 'list 1'),
      run(database.background, 'list 2'),
      run(database.background, 'list 3'),
      run(database.db, 'health'),
    ];
    running.release();
    await Promise.all(waiting);
    expect(order).toEqual(['health', 'list 1', 'list 2', 'list 3']);
  });

  it('keeps its data in DATA_DIR across a reopen', async () => {
    await database.pool.query('create table if not exists kept (v text)');
    await database.pool.query("insert into kept values ('still here')");
    await database.close();
    database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
    const { rows } = await database.pool.query<{ v: string }>('select v from kept');
    expect(rows.map((r) => r.v)).toEqual(['still here']);
  });
});
