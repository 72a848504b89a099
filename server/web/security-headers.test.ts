import { describe, expect, it } from 'vitest';
import { hashInlineScripts } from './site-files.ts';
import { cdnOrigins, contentSecurityPolicy } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('allows our origin, the inline scripts by hash and the configured CDNs only', () => {
    const csp = contentSecurityPolicy({
      inlineScriptHashes: ["'sha256-abc'"],
      imageCDNs: ['https://img.cdn.example/path', 'not a url', 'javascript:alert(1)'],
      launchGameCDNs: ['https://games.cdn.example'],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("img-src 'self' data: https://img.cdn.example;");
    expect(csp).toContain("frame-src 'self' https://games.cdn.example;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toContain('javascript');
  });

  it("lets game frames come from a configured aggregator's origins too", () => {
    const csp = contentSecurityPolicy({
      inlineScriptHashes: [],
      imageCDNs: [],
      launchGameCDNs: ['https://games.cdn.example'],
      gameFrameOrigins: ['http://127.0.0.1:4088', 'https://launch.aggregator.example/x'],
    });
    expect(csp).toContain("frame-src 'self' https://games.cdn.example http://127.0.0.1:4088 https://launch.aggregator.example;");
  });

  it('keeps only http(s) origins of CDN URLs', () => {
    expect(cdnOrigins(['https://a.example/x/y', 'https://a.example/z', 'ftp://b.example'])).toEqual(['https://a.example']);
  });
});

describe('hashInlineScripts', () => {
  it('hashes inline scripts and skips external and empty ones', () => {
    const hashes = new Set<string>();
    hashInlineScripts('<script>alert(1)</script><script src="/a.js"></script><script type="module">  </script>', hashes);
    expect([...hashes]).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});
