import { describe, expect, it } from 'vitest';
import { rememberedUsername, rememberSeconds, rememberUsername } from './remember.ts';

/** document.cookie: each write sets one cookie; reading gives name=value pairs. */
class CookieJar {
  private jar = new Map<string, string>();
  written: string[] = [];
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    if (/Max-Age=0\b/.test(line)) this.jar.delete(name);
    else this.jar.set(name, value.join('='));
  }
}

describe('remember me (SPEC §2, §9)', () => {
  it('keeps the username for one day and reads it back', () => {
    const jar = new CookieJar();
    rememberUsername('ana maria', jar);
    expect(jar.written[0]).toBe(`rememberUsername=ana%20maria; Max-Age=${rememberSeconds}; Path=/; SameSite=Lax`);
    expect(rememberSeconds).toBe(86_400);
    expect(rememberedUsername(jar)).toBe('ana maria');
  });

  it('forgets it when remember-me is off', () => {
    const jar = new CookieJar();
    rememberUsername('ana', jar);
    rememberUsername(null, jar);
    expect(rememberedUsername(jar)).toBe('');
  });

  it('never stores anything but the username', () => {
    const jar = new CookieJar();
    rememberUsername('ana', jar);
    expect(jar.written.join()).not.toMatch(/password/i);
    expect(jar.cookie).toBe('rememberUsername=ana');
  });

  it('reads it among other cookies and survives a broken one', () => {
    expect(rememberedUsername({ cookie: 'a=1; rememberUsername=j%C3%BAlia; b=2' })).toBe('júlia');
    expect(rememberedUsername({ cookie: 'rememberUsername=%E0%A4%A' })).toBe('');
    expect(rememberedUsername({ cookie: '' })).toBe('');
  });
});
