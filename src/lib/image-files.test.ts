import { describe, expect, it } from 'vitest';
import { checkImages, imageRules } from './image-files.ts';

const png = (size = 1000, name = 'proof.png') => ({ name, type: 'image/png', size });

describe('checkImages', () => {
  it('accepts up to 3 png or jpg files of at most 5 MB', () => {
    expect(checkImages([png(), { name: 'a.jpg', type: 'image/jpeg', size: imageRules.maxBytes }, png()])).toBeNull();
    expect(checkImages([])).toBeNull();
  });

  it('refuses a fourth file', () => {
    expect(checkImages([png(), png(), png(), png()])).toBe('count');
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkImages([{ name: 'x.png', type: 'image/gif', size: 10 }])).toBe('type');
    expect(checkImages([{ name: 'x.pdf', type: 'application/pdf', size: 10 }])).toBe('type');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkImages([{ name: 'scan.JPEG', type: '', size: 10 }])).toBeNull();
    expect(checkImages([{ name: 'scan.webp', type: '', size: 10 }])).toBe('type');
  });

  it('refuses a file over 5 MB and an empty one', () => {
    expect(checkImages([png(imageRules.maxBytes + 1)])).toBe('size');
    expect(checkImages([png(0)])).toBe('size');
  });

  it('takes a smaller count where only one receipt is allowed', () => {
    expect(checkImages([png(), png()], 1)).toBe('count');
  });
});
