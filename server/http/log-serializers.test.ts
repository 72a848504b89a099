import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.ts';

describe('redactUrl', () => {
  it('masks credentials in the query and keeps the rest', () => {
    expect(redactUrl('/house/slot?session=abc123&lang=pt')).toBe('/house/slot?session=[secret]&lang=pt');
    expect(redactUrl('/wps/game/launchGame?gameId=1&token=xyz')).toBe('/wps/game/launchGame?gameId=1&token=[secret]');
    expect(redactUrl('/?signin=t1#top')).toBe('/?signin=[secret]#top');
    expect(redactUrl('/rng?vendor=HOUSE_SLOT')).toBe('/rng?vendor=HOUSE_SLOT');
  });
});
