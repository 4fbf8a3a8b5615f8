import { describe, expect, it } from 'vitest';
import { encodeMessage } from '../../sdk/commands/envelope';
import type { Balance } from '../../sdk/commands/wallet';
import type { SystemConfig } from '../../sdk/commands/system';
import { encryptMessage } from '../../sdk/transport/encryption';
import { ErrorCode } from '../../sdk/errors/codes';
import { generateMessageKeyPair } from '../../host-demo/server/security/message-encryption';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, tableSnapshot, testApp, WEB_CLIENT } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

// One key pair for the file: generating RSA keys is the slow part.
const keys = generateMessageKeyPair();

describe.each(availableBackends())('encrypted commands on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const encryptedApp = () => testApp(t.db, t.clock, { config: { messageKeys: keys, encryptCommands: ['100124'] } });

  it('publishes encryption as on, with the commands that must be encrypted', async () => {
    const app = encryptedApp();
    const { envelope } = await callHapi<SystemConfig>(app, '010001', { productType: 61 });
    expect(envelope.data).toMatchObject({ encryptOpen: true, encryptCommand: ['100124'], encryptPublicKey: keys.publicKeyPem });
    await app.close();
  });

  it('answers a command the SDK encrypted with the published key', async () => {
    const app = encryptedApp();
    const { token } = await playerWithSession(t.db, t.clock);
    const message = await encryptMessage(keys.publicKeyPem, encodeMessage({ clientInfo: WEB_CLIENT, data: {} }));
    const { envelope } = await callHapi<Balance>(app, '100124', undefined, { token, message });
    expect(envelope.code).toBe(0);
    expect(envelope.data).toMatchObject({ totalBalance: 0 });
    await app.close();
  });

  it('refuses a configured command sent in clear text, and changes nothing', async () => {
    const app = encryptedApp();
    const { token } = await playerWithSession(t.db, t.clock);
    const before = await tableSnapshot(t.db);
    const { envelope } = await callHapi(app, '100124', {}, { token });
    expect(envelope).toMatchObject({ code: ErrorCode.malformedRequest, message: 'This command must be encrypted' });
    expect(await tableSnapshot(t.db)).toEqual(before);
    await app.close();
  });

  it('refuses an encrypted message nested too deep with 400000012, measured once it is opened', async () => {
    const app = encryptedApp();
    const { token } = await playerWithSession(t.db, t.clock);
    const message = await encryptMessage(keys.publicKeyPem, encodeURIComponent(`{"data":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`));
    const { envelope } = await callHapi(app, '100124', undefined, { token, message });
    expect(envelope).toMatchObject({ code: ErrorCode.validationFailed, data: { issues: [{ path: [], message: 'validation.tooDeep' }] } });
    await app.close();
  });

  it('refuses a tampered encrypted message as malformed', async () => {
    const app = encryptedApp();
    const { token } = await playerWithSession(t.db, t.clock);
    const message = await encryptMessage(keys.publicKeyPem, encodeMessage({ clientInfo: WEB_CLIENT, data: {} }));
    const tampered = message.slice(0, -6) + (message.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA');
    const { envelope } = await callHapi(app, '100124', undefined, { token, message: tampered });
    expect(envelope.code).toBe(ErrorCode.malformedRequest);
    await app.close();
  });
});
