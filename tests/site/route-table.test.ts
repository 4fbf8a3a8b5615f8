import { describe, expect, it } from 'vitest';
import { matchPath } from '../../host-demo/site/routing/match-path';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { ROUTES } from '../../host-demo/site/routing/route-table';

describe('path matching', () => {
  it('reads named params and optional params', () => {
    expect(matchPath('/lottery/:name/results', '/lottery/pick3/results')).toEqual({ name: 'pick3' });
    expect(matchPath('/lottery/e-instants/:showkey/:demo?', '/lottery/e-instants/gold')).toEqual({ showkey: 'gold' });
    expect(matchPath('/lottery/e-instants/:showkey/:demo?', '/lottery/e-instants/gold/demo')).toEqual({ showkey: 'gold', demo: 'demo' });
  });
  it('does not match longer or shorter paths', () => {
    expect(matchPath('/lottery/results', '/lottery/results/extra')).toBeNull();
    expect(matchPath('/lottery/:name/results', '/lottery/results')).toBeNull();
  });
});

describe('route table', () => {
  it('shows home at /', () => {
    expect(resolveLocation('/')).toMatchObject({ kind: 'route', route: { name: 'home' } });
  });
  it('shows the draws list at /lottery/results and a game result page per game key', () => {
    expect(resolveLocation('/lottery/results')).toMatchObject({ kind: 'route', route: { name: 'draws' } });
    expect(resolveLocation('/lottery/pick4/results')).toMatchObject({ kind: 'route', route: { name: 'result' }, params: { name: 'pick4' } });
  });
  it('sends an unknown game or an unknown path home', () => {
    expect(resolveLocation('/lottery/no-such-game/results')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveLocation('/definitely/not/here')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('redirects /home to home and /lottery/draw/list to draws', () => {
    expect(resolveLocation('/home')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveLocation('/lottery/draw/list')).toEqual({ kind: 'redirect', to: '/lottery/results' });
  });
  it('redirects /lottery/result?lotteryType to that game results page', () => {
    expect(resolveLocation('/lottery/result?lotteryType=72')).toEqual({ kind: 'redirect', to: '/lottery/pick3/results' });
    expect(resolveLocation('/lottery/result?lotteryType=93')).toEqual({ kind: 'redirect', to: '/lottery/colorprediction/results' });
    expect(resolveLocation('/lottery/result?lotteryType=1')).toEqual({ kind: 'redirect', to: '/lottery/results' });
  });
  it('redirects /withdraw, /recharge and /notification/list to their account pages', () => {
    expect(resolveLocation('/withdraw')).toEqual({ kind: 'redirect', to: '/account/withdraw' });
    expect(resolveLocation('/recharge')).toEqual({ kind: 'redirect', to: '/account/deposit' });
    expect(resolveLocation('/notification/list')).toEqual({ kind: 'redirect', to: '/account/notification/list' });
  });
  it('ignores a trailing slash', () => {
    expect(resolveLocation('/lottery/results/')).toMatchObject({ kind: 'route', route: { name: 'draws' } });
  });
  it('gives every route a title and a description key', () => {
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^site\.titles\./);
      expect(route.descriptionKey).toMatch(/^site\.descriptions\./);
    }
  });
});
