import { describe, expect, it } from 'vitest';
import { noticeAfterStatus, returnPath } from './notice.ts';

describe('noticeAfterStatus', () => {
  it('picks maintenance before the region block', () => {
    expect(noticeAfterStatus({ success: true, value: { maintenance: true, regionRestriction: true } })).toBe('maintain');
    expect(noticeAfterStatus({ success: true, value: { maintenance: false, regionRestriction: true } })).toBe('blocked');
    expect(noticeAfterStatus({ success: true, value: { maintenance: false, regionRestriction: false } })).toBeNull();
  });

  it('tells a host that is not the operator’s so, after maintenance and the region block', () => {
    expect(noticeAfterStatus({ success: true, value: { maintenance: false, regionRestriction: false, invalidDomain: true } })).toBe('domain');
    expect(noticeAfterStatus({ success: true, value: { maintenance: false, regionRestriction: true, invalidDomain: true } })).toBe('blocked');
    expect(noticeAfterStatus({ success: true, value: { maintenance: false, regionRestriction: false, invalidDomain: false } })).toBeNull();
  });

  it('changes nothing on an answer that is not a status', () => {
    expect(noticeAfterStatus({ success: false, code: 'INTERNAL', message: 'x' })).toBeUndefined();
    expect(noticeAfterStatus('<html>')).toBeUndefined();
    expect(noticeAfterStatus({ value: { maintenance: 'no' } })).toBeUndefined();
  });
});

describe('returnPath', () => {
  it('returns to a path of this site', () => {
    expect(returnPath('/pt/rng?vendor=AV', 'pt')).toBe('/pt/rng?vendor=AV');
  });

  it('refuses other origins and falls back to the locale home', () => {
    expect(returnPath('//evil.example/', 'tl')).toBe('/tl/');
    expect(returnPath('https://evil.example/', 'en')).toBe('/');
    expect(returnPath('/\\evil.example', 'pt')).toBe('/pt/');
    expect(returnPath(null, 'xx')).toBe('/');
  });
});
