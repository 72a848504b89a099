import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhoneLoginOn } from '../contract/system.ts';
import { $features, $status, isOn, loadStatus } from './status.ts';
import { fakeBrowser, fail, ok, route, statusWith } from './testing/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($status, $features);
  $status.set(undefined);
});

describe('$status and $features', () => {
  it('loads the status once, naming the page host, even when asked twice at once', async () => {
    const page = fakeBrowser([route('/wps/system/status', () => ok(statusWith()))]);
    const [first, second] = await Promise.all([loadStatus(), loadStatus()]);
    expect(first).toBe(second);
    await loadStatus();
    expect(page.calls).toHaveLength(1);
    expect(page.calls[0]?.search.get('url')).toBe('tala.test');
  });

  it('may be tried again after a failed load', async () => {
    let answers = 0;
    fakeBrowser([route('/wps/system/status', () => (answers++ === 0 ? fail(500, 'INTERNAL') : ok(statusWith())))]);
    await expect(loadStatus()).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(loadStatus()).resolves.toMatchObject({ maintenance: false });
  });

  it('reads toggles from the whitelabel tree: nested, and off under a parent switched off', () => {
    keepMount($features);
    expect(isOn('FREEPLAY3')).toBe(false);
    $status.set(
      statusWith({
        whitelabel: [
          { modId: 'LOGIN', enabled: true, childrenNodes: [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }] },
          { modId: 'REGISTER', enabled: false, childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] }] },
          { modId: 'CHNGPASSVERIF3', enabled: false, childrenNodes: [] },
        ],
      }),
    );
    expect(isOn('FREEPLAY3')).toBe(true);
    expect(isOn('MOBILENUMREG3')).toBe(false);
    expect(isOn('CHNGPASSVERIF3')).toBe(false);
    expect($features.get().MOBILEVERCODELOGIN3).toBe(false);
  });

  it('offers phone login only while PWDEXPFORCECHANGE3 is on too (SPEC §3)', () => {
    keepMount($features);
    const tree = (forcedChange: boolean) => [
      { modId: 'MOBILEVERCODELOGIN3', enabled: true, childrenNodes: [] },
      { modId: 'PWDEXPFORCECHANGE3', enabled: forcedChange, childrenNodes: [] },
    ];
    $status.set(statusWith({ whitelabel: tree(false) }));
    expect(isPhoneLoginOn(isOn)).toBe(false);
    $status.set(statusWith({ whitelabel: tree(true) }));
    expect(isPhoneLoginOn(isOn)).toBe(true);
  });
});
