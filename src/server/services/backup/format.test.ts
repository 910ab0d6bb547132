import { describe, expect, it } from 'vitest';
import { classifyEntry, formatMediaList, isMediaFileBackedUp, parseMediaList } from './format.ts';

const sha = (c: string) => c.repeat(64);

describe('classifyEntry', () => {
  it('knows the entries a backup writes', () => {
    expect(classifyEntry('manifest.json')).toEqual({ kind: 'manifest' });
    expect(classifyEntry('media.sha256')).toEqual({ kind: 'media-list' });
    expect(classifyEntry('tables/order_items.jsonl')).toEqual({ kind: 'table', table: 'order_items' });
    expect(classifyEntry('media/uploads/ab/ab12-w320.webp')).toEqual({
      kind: 'media',
      path: 'uploads/ab/ab12-w320.webp',
    });
  });

  it('refuses any name that could write outside the target, or that no backup has', () => {
    for (const name of [
      '../etc/passwd',
      'media/../../x',
      'media/./x.webp',
      'media//x.webp',
      'media/.hidden',
      'media/',
      '/abs',
      'tables/Users.jsonl',
      'tables/a/b.jsonl',
      'tables/x.json',
      'extra.txt',
      'media/a\\b.webp',
      'media/a\0.webp',
    ]) {
      expect(classifyEntry(name), name).toBeNull();
    }
  });
});

describe('the media files a backup holds', () => {
  it('are all but half-written (*.tmp) and hidden ones', () => {
    expect(isMediaFileBackedUp('seed/bowl-1.webp')).toBe(true);
    expect(isMediaFileBackedUp('seed/bowl-1.webp.1234.ab12cd34.tmp')).toBe(false);
    expect(isMediaFileBackedUp('seed/.DS_Store')).toBe(false);
  });
});

describe('media.sha256', () => {
  it('is the sha256sum format and reads back', () => {
    const files = [
      { path: 'seed/a.webp', sha256: sha('a') },
      { path: 'uploads/0f/0f1.webp', sha256: sha('b') },
    ];
    const text = formatMediaList(files);
    expect(text).toBe(`${sha('a')}  media/seed/a.webp\n${sha('b')}  media/uploads/0f/0f1.webp\n`);
    expect(parseMediaList(text)).toEqual(
      new Map([
        ['seed/a.webp', sha('a')],
        ['uploads/0f/0f1.webp', sha('b')],
      ]),
    );
    expect(parseMediaList('')).toEqual(new Map());
  });

  it('refuses a malformed line, an unsafe path and a path listed twice', () => {
    expect(() => parseMediaList(`${sha('a')} media/a.webp\n`)).toThrow('line 1');
    expect(() => parseMediaList(`${sha('a')}  media/../a.webp\n`)).toThrow('line 1');
    expect(() => parseMediaList(`${sha('a')}  media/a.webp\n${sha('b')}  media/a.webp\n`)).toThrow('line 2');
  });
});
