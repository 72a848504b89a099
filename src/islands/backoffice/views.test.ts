import { describe, expect, it } from 'vitest';
import { settingDesks } from '../../contract/operator.ts';
import { routeOf, routePermission, routePermissions } from './views.ts';

describe('back office routes', () => {
  it('reads the screen and a member page from the hash, and opens the home screen otherwise', () => {
    expect(routeOf('#deposits', 'members')).toEqual({ screen: 'deposits' });
    expect(routeOf('#member/42', 'members')).toEqual({ screen: 'member', id: 42 });
    expect(routeOf('', 'members')).toEqual({ screen: 'members' });
    expect(routeOf('#nothing', 'dashboard')).toEqual({ screen: 'dashboard' });
  });

  it('asks for payments on the queues and members.read on a member page', () => {
    expect(routePermission({ screen: 'withdrawals' })).toBe('payments');
    expect(routePermission({ screen: 'member', id: 1 })).toBe('members.read');
    expect(routePermission({ screen: 'dashboard' })).toBe('reports');
    expect(routePermission({ screen: 'identity' })).toBe('identity');
    expect(routeOf('#identity', 'members')).toEqual({ screen: 'identity' });
    expect(routePermission(routeOf('#reports', 'members'))).toBe('reports');
  });

  it('opens the agent desk with agents and the protection desk and audit trail with protection', () => {
    for (const screen of ['agents', 'contracts', 'settlements', 'announcements'] as const) expect(routePermission({ screen })).toBe('agents');
    expect(routePermission({ screen: 'protection' })).toBe('protection');
    expect(routePermission({ screen: 'audit' })).toBe('protection');
    expect(routeOf('#audit', 'dashboard')).toEqual({ screen: 'audit' });
  });

  it('opens the settings to admin and to every desk that keeps some keys: risk the region blocks, marketing the points mall, invite friends and VIP', () => {
    expect(routeOf('#settings', 'members')).toEqual({ screen: 'settings' });
    expect(routePermission({ screen: 'settings' })).toBe('region');
    expect(routePermissions({ screen: 'settings' })).toEqual(['region', 'content']);
    // The desks the contract opens settings to are the ones the screen opens to.
    expect(settingDesks.map((desk) => desk.permission).sort()).toEqual(routePermissions({ screen: 'settings' }).sort());
  });

  it('opens members’ messages and the customer-service channels to marketing and support, the rest of the content desk to marketing', () => {
    expect(routeOf('#cs-channels', 'dashboard')).toEqual({ screen: 'cs-channels' });
    expect(routePermissions({ screen: 'messages' })).toEqual(['content', 'support']);
    expect(routePermissions({ screen: 'cs-channels' })).toEqual(['content', 'support']);
    expect(routePermissions({ screen: 'notices' })).toEqual(['content']);
    expect(routePermissions({ screen: 'member', id: 3 })).toEqual(['members.read']);
  });

  it('opens the reports to admin and finance, and to the agent manager, who reads them by agent', () => {
    expect(routePermissions({ screen: 'reports' })).toEqual(['reports', 'agents']);
    expect(routePermissions({ screen: 'dashboard' })).toEqual(['reports']);
  });

  it('opens the missions and the VIP ranks to marketing alone', () => {
    expect(routeOf('#missions', 'dashboard')).toEqual({ screen: 'missions' });
    expect(routeOf('#vip', 'dashboard')).toEqual({ screen: 'vip' });
    expect(routePermissions({ screen: 'missions' })).toEqual(['content']);
    expect(routePermissions({ screen: 'vip' })).toEqual(['content']);
  });
});
