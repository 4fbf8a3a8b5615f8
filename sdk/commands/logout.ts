import * as z from 'zod/mini';
import { defineCommand } from './define-command';

/** Ends the session (100002); the client core calls it, so it has a module of its own. */
export const logout = defineCommand({
  code: '100002',
  name: 'logout',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({}),
  response: z.object({}),
});

