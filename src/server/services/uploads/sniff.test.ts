import { describe, expect, it } from 'vitest';
import { sniffImageKind } from './sniff.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('image sniffing by content', () => {
  it('recognises the four accepted formats by their first bytes', () => {
    expect(sniffImageKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffImageKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).toBe('png');
    expect(sniffImageKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageKind(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'mif1miaf'))).toBe('avif');
    expect(sniffImageKind(bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0], 'avifmiaf'))).toBe('avif');
  });

  it('recognises nothing else, whatever it is called', () => {
    expect(sniffImageKind(bytes('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageKind(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageKind(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageKind(bytes('GIF89a'))).toBeNull();
    expect(sniffImageKind(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffImageKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
    expect(sniffImageKind(bytes([0xff, 0xd8]))).toBeNull();
  });
});
