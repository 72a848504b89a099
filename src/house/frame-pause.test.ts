import { describe, expect, it } from 'vitest';
import { framesPausedMessage, isFramesPausedMessage } from './frame-pause.ts';

describe('the frames-paused message', () => {
  it('is recognised in the shape the launcher sends', () => {
    expect(isFramesPausedMessage(framesPausedMessage(true))).toBe(true);
    expect(isFramesPausedMessage(framesPausedMessage(false))).toBe(true);
  });

  it('refuses anything else a page might post', () => {
    for (const data of [null, 'pause', { type: 'tala:frames-paused' }, { type: 'tala:frames-paused', paused: 'yes' }, { type: 'other', paused: true }]) {
      expect(isFramesPausedMessage(data)).toBe(false);
    }
  });
});
