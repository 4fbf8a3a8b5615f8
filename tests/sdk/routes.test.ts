import { describe, expect, it } from 'vitest';
import { HOME_PATH, LOGIN_PATH } from '../../sdk';
import {
  MAX_RETURN_PATH_LENGTH,
  type RouteName,
  ROUTE_NAMES,
  ROUTE_REDIRECTS,
  loginPath,
  routePath,
  routePattern,
  safeReturnPath,
  partnerReturnUrl,
  isAbsoluteReturnUrl,
} from '../../sdk/routes';

describe('route path builders', () => {
  it('build a route without params from its name', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('faq')).toBe('/faq');
    expect(routePath('orders')).toBe('/account/order/list');
    expect(routePath('registerVerification')).toBe('/account/verCodeNew');
  });

  it('fill in path params', () => {
    expect(routePath('result', { name: 'pick3' })).toBe('/lottery/pick3/results');
    expect(routePath('game', { name: 'super-diamond' })).toBe('/lottery/super-diamond');
    expect(routePath('scratchCard', { showkey: 'gold-rush' })).toBe('/lottery/scratch-cards/gold-rush');
  });

  it('leave out an optional param that is not given, and fill it when it is', () => {
    expect(routePath('eInstants', { showkey: 'desert-gems' })).toBe('/lottery/e-instants/desert-gems');
    expect(routePath('eInstants', { showkey: 'desert-gems', demo: 'demo' })).toBe('/lottery/e-instants/desert-gems/demo');
  });

  it('append the rest of the path for a catch-all route', () => {
    expect(routePath('casino')).toBe('/casino');
    expect(routePath('casino', { '*': 'live/roulette' })).toBe('/casino/live/roulette');
  });

  it('percent-encode params so a value cannot add segments', () => {
    expect(routePath('result', { name: 'a/b?c' })).toBe('/lottery/a%2Fb%3Fc/results');
  });

  it('append the query in the order given and skip empty values', () => {
    expect(routePath('orderDetail', {}, { orderId: 'O-17', lotteryType: 72 })).toBe('/orderDetail?orderId=O-17&lotteryType=72');
    expect(routePath('withdraw', {}, { backFullPath: '/account/myprofile?tab=1' })).toBe('/account/withdraw?backFullPath=%2Faccount%2Fmyprofile%3Ftab%3D1');
    expect(routePath('kycIframe', {}, { ticketId: 'T1', from: undefined })).toBe('/account/kycIframe?ticketId=T1');
    expect(routePath('home', {}, { scrollToDom: null })).toBe('/');
  });

  it('refuse at run time a required param a caller without types left out', () => {
    const untyped = routePath as (name: string, params?: object) => string;
    expect(() => untyped('result', {})).toThrow(/name/);
  });

  it('check params and query keys at compile time', () => {
    // @ts-expect-error the results page needs the game
    expect(() => routePath('result')).toThrow();
    // @ts-expect-error orderDetail reads orderId and lotteryType only
    expect(routePath('orderDetail', {}, { orderID: 'x' })).toBe('/orderDetail?orderID=x');
    // @ts-expect-error the FAQ page has no path params
    expect(routePath('faq', { name: 'x' })).toBe('/faq');
  });

  it('give the pattern of a route for routers', () => {
    expect(routePattern('result')).toBe('/lottery/:name/results');
    expect(routePattern('eInstants')).toBe('/lottery/e-instants/:showkey/:demo?');
  });

  it('name home and login for the error dispatcher', () => {
    expect(HOME_PATH).toBe('/');
    expect(LOGIN_PATH).toBe('/account/login');
  });
});

describe('login path', () => {
  it('carries the return path as ?redirect=', () => {
    expect(loginPath('/account/myprofile')).toBe('/account/login?redirect=%2Faccount%2Fmyprofile');
    expect(loginPath('/account/myprofile?tab=1')).toBe('/account/login?redirect=%2Faccount%2Fmyprofile%3Ftab%3D1');
  });

  it('never carries an unsafe return path', () => {
    expect(loginPath('//evil.example')).toBe('/account/login?redirect=%2F');
    expect(loginPath('https://evil.example')).toBe('/account/login?redirect=%2F');
  });
});

describe('same-site return path', () => {
  it.each([
    ['home', '/'],
    ['a page', '/lottery/pick3'],
    ['a page with a query', '/lottery/pick3?tab=1'],
    ['an encoded space in the query', '/Play-Responsibly?key=Play-Responsibly&activeTabName=Player%20Controls'],
    ['a page with a fragment', '/faq#deposits'],
    ['an encoded return path inside the query', '/account/login?redirect=%2Faccount%2Fmyprofile'],
    ['a URL of this site inside the query', '/article?next=https%3A%2F%2Fexample.ae%2Fx'],
    ['Arabic text, percent-encoded', '/news?q=%D9%8A%D8%A7%D9%86%D8%B5%D9%8A%D8%A8'],
    ['a dot segment that stays on this site', '/lottery/../faq'],
    ['a backslash in the query', '/faq?q=a\\b'],
    ['a path of exactly the maximum length', '/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)],
  ])('keeps %s', (_name, value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/account/login'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['one backslash', '\\evil.example'],
    ['a backslash later in the path', '/account\\..\\\\evil.example'],
    ['an https URL', 'https://evil.example'],
    ['an http URL in capitals', 'HTTP://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL behind a slash', '/javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a mailto: URL', 'mailto:someone@evil.example'],
    ['a scheme-relative host without slashes', 'https:evil.example'],
    ['a relative path', 'lottery/pick3'],
    ['an empty string', ''],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes in lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded path with no leading slash', '%2F%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
    ['an encoded scheme', '%68ttps://evil.example'],
    ['an encoded javascript: behind a slash', '/%6Aavascript:alert(1)'],
    ['an encoded tab', '/%09/evil.example'],
    ['a malformed encoding', '/lottery/%E0%A4%A'],
    ['a double encoding that only a lenient decoder reads', '/%252F%252Fevil.example%25'],
    ['a tab', '/\tevil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL character', '/\u0000/evil.example'],
    ['a DEL character', '/\u007f/evil.example'],
    ['a space', '/ /evil.example'],
    ['a leading space', ' /lottery/pick3'],
    ['a non-breaking space', '/\u00a0/evil.example'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a right-to-left override', '/\u202eelpmaxe.live'],
    ['a dot segment that climbs to an empty segment', '/..//evil.example'],
    ['a path one character over the maximum length', '/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH)],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '/lottery/pick3' }],
    ['an array', ['/lottery/pick3']],
  ])('refuses %s, which is not a string', (_name, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('redirects (SPEC §2)', () => {
  const redirect = (from: string, search = '') => {
    const found = ROUTE_REDIRECTS.find((r) => r.from === from);
    return found?.to({}, new URLSearchParams(search));
  };

  it('send /home home and /lottery/draw/list to the draws list', () => {
    expect(redirect('/home')).toBe('/');
    expect(redirect('/lottery/draw/list')).toBe('/lottery/results');
  });

  it('send /lottery/result?lotteryType to that game results page, or to all results', () => {
    expect(redirect('/lottery/result', 'lotteryType=92')).toBe('/lottery/pick4/results');
    expect(redirect('/lottery/result', 'lotteryType=93')).toBe('/lottery/colorprediction/results');
    expect(redirect('/lottery/result', 'lotteryType=1')).toBe('/lottery/results');
  });

  it('send /withdraw, /recharge and /notification/list to their account pages with their query', () => {
    expect(redirect('/withdraw')).toBe('/account/withdraw');
    expect(redirect('/recharge', 'isNewFlag=1')).toBe('/account/deposit?isNewFlag=1');
    expect(redirect('/notification/list')).toBe('/account/notification/list');
  });
});

describe('route catalogue', () => {
  it('gives every route a distinct path', () => {
    const paths = ROUTE_NAMES.map((name) => routePattern(name).toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  // SPEC §2 "Named routes also seen", then the names in its Access and Layout rules.
  const SPEC_ROUTE_NAMES = [
    'home', 'login', 'register', 'registerAddress', 'registerVerification', 'forgotPassword', 'orders', 'transfer', 'message',
    'recharge', 'rechargeCopy', 'withdraw', 'userSetting', 'draws', 'result', 'news', 'faq', 'playResponsibly', 'aboutUs',
    'termsConditions', 'privacyNotice', 'notFound', 'LotteryPlay', 'appUserInfo', 'luckyday', 'newHulm', 'newHulmPre', 'app',
    'lotteryApp', 'casino', 'promotion', 'virtual', 'kycIframe', 'botimLoginMethod', 'grandPrizeProcess', 'ordersGrandPrize',
    'chaseDetail', 'newOrderDetail', 'e-instants',
    'accountMigration', 'GameOpenIframe', 'orderDetail', 'orderTicket', 'bindBankCard', 'KYCVerified', 'verified', 'resetPassword',
    'accountDeletion', 'accountSetting', 'notification', 'messageDetail', 'how-to-play', 'article', 'newDetail', 'pick3Information',
    'pick4Information', 'quickfive', 'octaluck', 'color', 'SuperOcean', 'newScratch', 'pick3', 'pick4',
  ];

  // SPEC §2's names for routes whose key differs (the comments beside NAMED_ROUTES say the same).
  const SPEC_ALIASES: Readonly<Record<string, RouteName>> = {
    notFound: 'home',
    myprofile: 'myProfile',
    recharge: 'deposit',
    rechargeCopy: 'depositCopy',
    newOrderDetail: 'accountOrderDetail',
    chaseDetail: 'futureDraws',
    transfer: 'transactions',
    message: 'notifications',
    notification: 'notifications',
    userSetting: 'accountSetting',
    KYCVerified: 'kycVerification',
    verified: 'verification',
    LotteryPlay: 'lotteryPlay',
    color: 'colorPrediction',
    'e-instants': 'eInstants',
    newScratch: 'scratchCard',
    luckyday: 'game',
    pick3: 'game',
    pick4: 'game',
    quickfive: 'game',
    octaluck: 'game',
    SuperOcean: 'game',
    newHulm: 'hulm',
    newHulmPre: 'hulmPreview',
    GameOpenIframe: 'gameOpenIframe',
    'how-to-play': 'howToPlay',
  };

  it.each(SPEC_ROUTE_NAMES)('has a route SPEC §2 calls %s', (specName) => {
    const owner = ROUTE_NAMES.find((name) => name === specName || SPEC_ALIASES[specName] === name);
    expect(owner).toBeDefined();
  });
});

describe('return URL to a partner page', () => {
  const partners = ['https://partner.example', 'http://localhost:5173'];

  it('accepts a page on an allowed partner origin, without its fragment', () => {
    expect(partnerReturnUrl('https://partner.example/play?x=1#top', partners)).toBe('https://partner.example/play?x=1');
    expect(partnerReturnUrl('http://localhost:5173/', partners)).toBe('http://localhost:5173/');
    expect(isAbsoluteReturnUrl('https://partner.example/')).toBe(true);
    expect(isAbsoluteReturnUrl('/lottery/pick3')).toBe(false);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a look-alike host', 'https://partner.example.evil.example/'],
    ['another scheme of the partner', 'http://partner.example/'],
    ['another port', 'https://partner.example:8443/'],
    ['credentials before the host', 'https://partner.example@evil.example/'],
    ['a user name', 'https://user@partner.example/'],
    ['a backslash', 'https://partner.example\\@evil.example/'],
    ['a tab', 'https://partner.example/\tx'],
    ['a script', 'javascript:alert(1)'],
    ['a path', '/lottery/pick3'],
    ['too long', `https://partner.example/${'a'.repeat(2048)}`],
    ['not a string', 42],
  ])('refuses %s', (_why, value) => {
    expect(partnerReturnUrl(value, partners)).toBeNull();
  });

  it('refuses everything when no partner is allowed', () => {
    expect(partnerReturnUrl('https://partner.example/', [])).toBeNull();
  });
});
