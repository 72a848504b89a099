import { describe, expect, it } from 'vitest';
import { hostOf, isOperatorDomain } from './domains.ts';

describe('the domain check', () => {
  it('reads the host from what a page sends: a host with its port, or a whole address', () => {
    expect(hostOf('Tala.Example:4321')).toBe('tala.example');
    expect(hostOf('https://m.tala.example/pt/rng?x=1')).toBe('m.tala.example');
    expect(hostOf('127.0.0.1:4760')).toBe('127.0.0.1');
    expect(hostOf('tala.example.')).toBe('tala.example');
    expect(hostOf('')).toBeNull();
    expect(hostOf('http://')).toBeNull();
  });

  it('passes every host while the operator lists none', () => {
    expect(isOperatorDomain('anything.example', [])).toBe(true);
  });

  it('passes the listed hosts and the subdomains of a wildcard, and nothing else', () => {
    const domains = ['tala.example', '*.tala.ph'];
    expect(isOperatorDomain('tala.example:443', domains)).toBe(true);
    expect(isOperatorDomain('www.tala.example', domains)).toBe(false);
    expect(isOperatorDomain('m.tala.ph', domains)).toBe(true);
    expect(isOperatorDomain('tala.ph', domains)).toBe(false);
    expect(isOperatorDomain('eviltala.ph', domains)).toBe(false);
    expect(isOperatorDomain('tala.example.evil.example', domains)).toBe(false);
    expect(isOperatorDomain('', domains)).toBe(false);
  });
});
