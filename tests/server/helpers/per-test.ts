import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { BuildAppOptions } from '../../../host-demo/server/app';
import type { Database } from '../../../host-demo/server/db/database';
import { InProcessEventBus, type EventBus } from '../../../host-demo/server/events/event-bus';
import type { Backend, TestDatabase } from './backends';
import { manualClock, type ManualClock } from './clock';
import { testApp } from './gateway';

export interface GatewayFixture {
  db: Database;
  clock: ManualClock;
  app: FastifyInstance;
  /** The app's event bus (unless appOptions names one): what an operator's tool publishes on. */
  events: EventBus;
  /** A second connection to the test's database, as another server process holds (see TestDatabase). */
  openAnother(): Promise<Database>;
}

/**
 * Registers beforeEach/afterEach hooks giving each test its own database (a clone of the
 * template, or a fresh PostgreSQL schema), a manual clock and an app; returns the live fixture.
 */
export function gatewayPerTest(backend: Backend, appOptions: Partial<BuildAppOptions> = {}): GatewayFixture {
  const fixture = {} as GatewayFixture;
  let test: TestDatabase | undefined;
  beforeEach(async () => {
    test = await backend.open();
    fixture.db = test.db;
    fixture.clock = manualClock();
    fixture.events = appOptions.events ?? new InProcessEventBus();
    fixture.app = testApp(test.db, fixture.clock, { ...appOptions, events: fixture.events });
    fixture.openAnother = test.openAnother;
  });
  afterEach(async () => {
    await fixture.app?.close();
    await test?.dispose();
    test = undefined;
  });
  return fixture;
}
