import type { FastifyInstance } from 'fastify';
import type { ExclusionRecord } from '../../../sdk/commands/responsible-play';
import { callHapi } from './gateway';

/** 100156. */
export function setLimit(app: FastifyInstance, token: string, exclusionType: 2 | 4, exclusionValue: number, exclusionDuration: number) {
  return callHapi<{ exclusionEndTime: number; noLimit?: boolean }>(app, '100156', { exclusionType, exclusionValue, exclusionDuration }, { token });
}

/** 100155 for one type: its record, or undefined. */
export async function limitRecord(app: FastifyInstance, token: string, exclusionType: 2 | 4): Promise<ExclusionRecord | undefined> {
  const { envelope } = await callHapi<{ records: ExclusionRecord[] }>(app, '100155', { exclusionType }, { token });
  if (envelope.code !== 0) throw new Error(`100155 failed: ${envelope.code}`);
  return envelope.data!.records.find((r) => r.exclusionType === exclusionType);
}

/** 100138. */
export function setSelfExclusion(app: FastifyInstance, token: string, exclusionType: 1 | 5, exclusionHours: number) {
  return callHapi<{ exclusionEndTime: number; unFinishChaseOrder: number }>(app, '100138', { exclusionType, exclusionHours }, { token });
}

export const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;
