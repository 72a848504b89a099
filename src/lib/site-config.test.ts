import { describe, expect, it } from 'vitest';
import { readSiteConfig } from './site-config.ts';

describe('readSiteConfig', () => {
  it('hides every contact that is unset or empty', () => {
    expect(readSiteConfig({ PUBLIC_LINE_URL: '  ' })).toEqual({
      livechatUrl: undefined,
      lineUrl: undefined,
      qqUrl: undefined,
      facebookUrl: undefined,
      viberUrl: undefined,
      telegramUrl: undefined,
    });
  });

  it('keeps absolute links', () => {
    const config = readSiteConfig({ PUBLIC_LIVECHAT_URL: 'https://chat.example/room', PUBLIC_QQ_URL: 'tencent://message/?uin=1' });
    expect(config.livechatUrl).toBe('https://chat.example/room');
    expect(config.qqUrl).toBe('tencent://message/?uin=1');
  });

  it('stops the build on a bad value, naming the variable', () => {
    expect(() => readSiteConfig({ PUBLIC_LINE_URL: 'line.me/x' })).toThrow(/PUBLIC_LINE_URL/);
    expect(() => readSiteConfig({ PUBLIC_TELEGRAM_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_TELEGRAM_URL/);
  });
});
