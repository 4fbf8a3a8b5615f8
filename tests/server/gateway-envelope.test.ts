import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ErrorCode } from '../../sdk/errors/codes';
import { ResponseEnvelopeSchema, encodeMessage } from '../../sdk/commands/envelope';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, tableSnapshot, testApp } from './helpers/gateway';
import { captureLogs } from './helpers/log-capture';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('the /hapi gateway on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('answers a POST with the envelope { code, message, command, data, timestamp } and HTTP 200', async () => {
    const { envelope, response } = await callHapi(t.app, '010001', { productType: 61 });
    expect(response.statusCode).toBe(200);
    expect(z.safeParse(z.strictObject(ResponseEnvelopeSchema.shape), envelope).success).toBe(true);
    expect(envelope).toMatchObject({ code: 0, message: 'success', command: '010001', timestamp: t.clock.now() });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the same command by GET with the message in the query string', async () => {
    const post = await callHapi(t.app, '700014', {});
    const get = await callHapi(t.app, '700014', {}, { method: 'GET' });
    expect(get.response.statusCode).toBe(200);
    expect(get.envelope.code).toBe(0);
    expect(get.envelope.data).toEqual(post.envelope.data);
  });

  it('accepts a message without clientInfo or data (data defaults to {})', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const { envelope } = await callHapi(t.app, '100124', undefined, { clientInfo: null, token });
    expect(envelope.code).toBe(0);
  });

  it('rejects a malformed body with a clear code and changes nothing', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    t.clock.advance(60_000);
    const before = await tableSnapshot(t.db);
    const headers = { 'API-Execute-Command': '100124', 'Api-Access-Token': token };
    const bad = [
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"message":' },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '[]' },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"message":42}' },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"message":""}' },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: '%E0%A4%A' }) },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'not json' }) },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: encodeURIComponent('[1,2]') }) },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: encodeURIComponent('"text"') }) },
      { headers: { ...headers, 'content-type': 'text/plain' }, payload: 'message=hello' },
      { headers: { ...headers, 'content-type': 'application/xml' }, payload: '<message/>' },
    ];
    for (const request of bad) {
      const response = await t.app.inject({ method: 'POST', url: '/hapi', ...request });
      expect(response.statusCode, request.payload).toBe(200);
      expect(response.json(), request.payload).toMatchObject({ code: ErrorCode.malformedRequest, message: 'Malformed request', command: '100124' });
    }
    const noQuery = await t.app.inject({ method: 'GET', url: '/hapi', headers: { 'API-Execute-Command': '700014' } });
    expect(noQuery.json()).toMatchObject({ code: ErrorCode.malformedRequest });
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('answers an unknown or missing command code with 400000011', async () => {
    expect((await callHapi(t.app, '999999', {})).envelope).toMatchObject({ code: ErrorCode.unknownCommand, message: 'Unknown command', command: '999999' });
    const noHeader = await t.app.inject({ method: 'POST', url: '/hapi', payload: { message: encodeMessage({ data: {} }) } });
    expect(noHeader.json()).toMatchObject({ code: ErrorCode.unknownCommand, command: '' });
  });

  it('answers a declared command without a handler as unknown', async () => {
    const app = testApp(t.db, t.clock, { handlers: {} });
    expect((await callHapi(app, '010001', { productType: 61 })).envelope.code).toBe(ErrorCode.unknownCommand);
    await app.close();
  });

  it('answers a wrong schema with 400000012 and the failing paths in data.issues, changing nothing', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const before = await tableSnapshot(t.db);
    const wrongData = await callHapi(t.app, '660200', { lotteryTypeList: 'all', prePhases: 99 });
    expect(wrongData.envelope).toMatchObject({ code: ErrorCode.validationFailed, message: 'Validation failed' });
    const paths = (wrongData.envelope.data as { issues: { path: unknown[] }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining([['data', 'lotteryTypeList'], ['data', 'prePhases']]));

    const extraKey = await callHapi(t.app, '100124', { surprise: 1 }, { token });
    expect(extraKey.envelope.code).toBe(ErrorCode.validationFailed);

    const wrongClient = await callHapi(t.app, '010001', { productType: 61 }, { clientInfo: { platform: 9, product: 61 } as never });
    expect(wrongClient.envelope.code).toBe(ErrorCode.validationFailed);
    expect(wrongClient.envelope.data).toEqual({ issues: [expect.objectContaining({ path: ['clientInfo', 'platform'] })] });
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('refuses a command on a method it does not accept with 405000001', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '100124', {}, { method: 'GET', token })).envelope).toMatchObject({ code: ErrorCode.methodNotAllowed, command: '100124' });
    expect((await callHapi(t.app, '700005', { showKey: 'pick3' }, { method: 'GET' })).envelope.code).toBe(ErrorCode.methodNotAllowed);
    expect((await callHapi(t.app, '700014', {}, { method: 'PUT' })).envelope.code).toBe(ErrorCode.methodNotAllowed);
  });

  it('refuses an encrypted message while encryption is not configured', async () => {
    const { envelope } = await callHapi(t.app, '010001', undefined, { message: 'ENC1.aaaa.bbbb.cccc' });
    expect(envelope).toMatchObject({ code: ErrorCode.malformedRequest, message: 'encryption not configured' });
  });

  it('hides an unexpected failure behind 500000000 and logs it with the request id', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger });
    await t.db.exec('drop table nav_tabs');
    const { envelope, response } = await callHapi(app, '200025', { tabType: [23], businessLine: 'h5-new' });
    expect(envelope).toMatchObject({ code: ErrorCode.unexpected, data: null, command: '200025' });
    expect(response.body).not.toMatch(/nav_tabs|stack|at .*\.ts/);
    const requestId = response.headers['x-request-id'];
    const errorLine = logs.lines.find((l) => l.level === 50);
    expect(errorLine).toMatchObject({ reqId: requestId, command: '200025', msg: 'command failed' });
    expect(JSON.stringify(errorLine)).toMatch(/nav_tabs/);
    await app.close();
  });

  it('refuses a message nested deeper than 32 levels with 400000012 before reading it, and logs nothing at error level', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger });
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const tooDeep = { code: ErrorCode.validationFailed, message: 'Validation failed', data: { issues: [{ path: [], message: 'validation.tooDeep' }] } };
    // 10,000 levels in data (about 160 KB once encoded), by POST and by GET; arrays, and in clientInfo.
    const deepData = encodeURIComponent(`{"clientInfo":{"platform":3,"product":61},"data":${objects(10_000)}}`);
    expect(deepData.length).toBeGreaterThan(150_000);
    for (const method of ['POST', 'GET'] as const) {
      expect((await callHapi(app, '010001', undefined, { method, message: deepData })).envelope, method).toMatchObject(tooDeep);
    }
    expect((await callHapi(app, '010001', undefined, { message: encodeURIComponent(`{"data":{"productType":61,"x":${arrays(10_000)}}}`) })).envelope).toMatchObject(tooDeep);
    expect((await callHapi(app, '010001', undefined, { message: encodeURIComponent(`{"clientInfo":${objects(40)},"data":{"productType":61}}`) })).envelope).toMatchObject(tooDeep);
    // The limit: the message object, data, then 30 levels more is read as usual; one more is refused.
    expect((await callHapi(app, '010001', undefined, { message: encodeURIComponent(`{"data":{"productType":61,"x":${objects(30)}}}`) })).envelope.code).toBe(0);
    expect((await callHapi(app, '010001', undefined, { message: encodeURIComponent(`{"data":{"productType":61,"x":${objects(31)}}}`) })).envelope).toMatchObject(tooDeep);
    // Brackets inside a string (escaped quotes included) are text, not nesting.
    const text = `\\"${'['.repeat(100)}\\"${'{'.repeat(100)}`;
    expect((await callHapi(app, '010001', undefined, { message: encodeURIComponent(`{"data":{"productType":61,"x":"${text}"}}`) })).envelope.code).toBe(0);
    expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    await app.close();
  });

  it('never logs session tokens or message bodies', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger });
    const { token } = await playerWithSession(t.db, t.clock);
    const secretData = { tabType: [23], businessLine: 'h5-new', language: 'ar-AE' } as const;
    await callHapi(app, '100124', {}, { token });
    await callHapi(app, '200025', secretData, { token, method: 'GET' });
    await callHapi(app, '100124', {}, { token: 'wrong-token-value' });
    await callHapi(app, '010001', { productType: 'bad' });
    const all = logs.raw.join('\n');
    expect(logs.lines.filter((l) => l.msg === 'hapi')).toHaveLength(4);
    for (const secret of [token, 'wrong-token-value', encodeMessage({ data: secretData }), 'businessLine', 'message=']) {
      expect(all).not.toContain(secret);
    }
    await app.close();
  });
});
