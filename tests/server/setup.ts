import { afterAll } from 'vitest';
import { closeIdleTestDatabases } from './helpers/backends';

// Each test file reuses its databases between its tests (helpers/backends.ts); they go with the file.
afterAll(closeIdleTestDatabases);
