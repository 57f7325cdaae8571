import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tempDataDir } from '../../test/kits/capture-test-kit';
import { CaptureId, isCaptureId, newCaptureId, openCapture } from './capture-store';

const Note = z.object({ id: CaptureId, date: z.string(), text: z.string() });
type Note = z.infer<typeof Note>;

function note(text: string): Note {
  const date = new Date();
  return { id: newCaptureId(date.getTime()), date: date.toISOString(), text };
}

describe('capture ids', () => {
  it('sort in the order they were made, even within one millisecond', () => {
    const ids = Array.from({ length: 20 }, () => newCaptureId(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every(isCaptureId)).toBe(true);
  });

  it('admit nothing that could leave the capture folder', () => {
    for (const bad of ['', '../secret', '20240101T000000000Z-00000000.json', 'a/b', '.']) {
      expect(isCaptureId(bad), bad).toBe(false);
    }
  });
});

describe('a capture', () => {
  it('stores one file per message, parts first, and lists the newest first', async () => {
    const capture = openCapture(await tempDataDir(), 'notes', Note);
    const first = note('first');
    await capture.store(first, { txt: 'the first part' });
    await capture.store(note('second'));
    await capture.store(note('third'));
    const files = await readdir(capture.dir);
    expect(files.sort()).toHaveLength(4);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);

    expect((await capture.list()).map((n) => n.text)).toEqual(['third', 'second', 'first']);
    expect((await capture.list({ limit: 1 })).map((n) => n.text)).toEqual(['third']);
    const odd = await capture.list({ limit: 1, where: (n) => n.text !== 'third' });
    expect(odd.map((n) => n.text)).toEqual(['second']);
    expect(await capture.read(first.id)).toEqual(first);
    expect((await capture.readPart(first.id, 'txt'))?.toString()).toBe('the first part');
    expect(await capture.readPart(first.id, 'eml')).toBeUndefined();
  });

  it('reads a folder that does not exist yet as empty, and skips foreign files', async () => {
    const capture = openCapture(await tempDataDir(), 'notes', Note);
    expect(await capture.list()).toEqual([]);
    await capture.store(note('kept'));
    await writeFile(path.join(capture.dir, '20240101T000000000Z-00000000.json'), '{not json');
    await writeFile(path.join(capture.dir, '20240101T000000001Z-00000000.json'), '{"text":1}');
    // A valid entry under another message's name.
    const other = { ...note('moved'), id: '20240101T000000002Z-00000000' };
    await writeFile(
      path.join(capture.dir, '20240101T000000003Z-00000000.json'),
      JSON.stringify(other),
    );
    await writeFile(path.join(capture.dir, 'notes.json'), '{}');
    expect((await capture.list()).map((n) => n.text)).toEqual(['kept']);
    expect(await capture.read('20240101T000000003Z-00000000')).toBeUndefined();
    expect(await capture.read('../notes')).toBeUndefined();
  });

  it('rejects when the folder cannot be written, so the sender tries again', async () => {
    const dataDir = await tempDataDir();
    // A file where the folder should be.
    await writeFile(path.join(dataDir, 'notes'), 'in the way');
    await expect(openCapture(dataDir, 'notes', Note).store(note('lost'))).rejects.toThrow();
  });

  it('clears every message of its kind, and only those', async () => {
    const dataDir = await tempDataDir();
    const notes = openCapture(dataDir, 'notes', Note);
    const others = openCapture(dataDir, 'others', Note);
    await notes.store(note('gone'));
    await others.store(note('stays'));
    await notes.clear();
    await notes.clear();
    expect(await notes.list()).toEqual([]);
    expect((await others.list()).map((n) => n.text)).toEqual(['stays']);
  });
});
