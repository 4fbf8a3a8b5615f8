import * as z from 'zod/mini';
import { defineCommand } from './define-command';

/**
 * The session domain: what ends a session. The client core calls logout, so it loads at start
 * without the schemas of registration and login (those are the accounts domain).
 */

/** Ends the current session. */
export const logout = defineCommand({
  code: '100002',
  name: 'logout',
  domain: 'sessions',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({}),
  response: z.object({}),
});

