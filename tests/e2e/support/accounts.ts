import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

/** A 1x1 PNG: the eKYC simulator checks uploads by their first bytes. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A fresh Emirates ID with a valid Luhn check digit, so each run registers a new player. */
export function newEmiratesId(): string {
  const body = `7841990${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let check = 0; check < 10; check++) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let n = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    if (sum % 10 === 0) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;
  }
  throw new Error('unreachable');
}

/** A UAE mobile number that no other run uses (no leading 0). */
export function newMobile(): string {
  return `5${String(randomInt(10_000_000, 99_999_999))}`;
}

/** Reads the latest code the SMS/e-mail outbox simulator holds for a target (dev only endpoint). */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(new URL(`dev/outbox?to=${encodeURIComponent(to)}`, baseUrl));
    const body = (await res.json()) as { messages: { code: string | null }[] };
    const code = body.messages[0]?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** Opens a page, or every page of a context, as a returning visitor (age gate confirmed, cookies accepted). */
export async function confirmedVisitor(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    localStorage.setItem('age_gate', 'confirm');
    localStorage.setItem('cookie_notice', 'accepted');
  });
}
