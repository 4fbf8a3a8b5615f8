import { describe, expect, it } from 'vitest';
import { formatAmount, formatBadge, formatDateTime, formatMoney, formatResultNumber, HIDDEN_AMOUNT } from '../../sdk/format';

describe('money', () => {
  it('turns minor units into AED with the symbol in front and thousands commas', () => {
    expect(formatMoney(123456, 'en-US')).toBe('AED 1,234.56');
    expect(formatMoney(10_000_000_000, 'en-US')).toBe('AED 100,000,000');
  });
  it('uses the Arabic symbol in Arabic', () => {
    expect(formatMoney(2000, 'ar-AE')).toBe('د.إ 20');
  });
  it('shows fils with two digits and drops them when floored for the win popup', () => {
    expect(formatAmount(105)).toBe('1.05');
    expect(formatAmount(199, { floor: true })).toBe('1');
  });
  it('keeps the sign of a negative amount and treats non-numbers as zero', () => {
    expect(formatAmount(-250000)).toBe('-2,500');
    expect(formatAmount(Number.NaN)).toBe('0');
  });
  it('hides a balance behind six asterisks', () => {
    expect(HIDDEN_AMOUNT).toBe('******');
  });
});

describe('dates', () => {
  it('formats as HH:mm, DD/MM/YYYY in Dubai time', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 17, 0))).toBe('21:00, 22/11/2026');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 21, 5))).toBe('01:05, 01/01/2027');
  });
});

describe('result numbers', () => {
  it('shows a missing number as a question mark', () => {
    expect(formatResultNumber(null)).toBe('?');
    expect(formatResultNumber(undefined)).toBe('?');
    expect(formatResultNumber('')).toBe('?');
  });
  it('drops a leading zero', () => {
    expect(formatResultNumber('07')).toBe('7');
    expect(formatResultNumber(0)).toBe('0');
    expect(formatResultNumber(12)).toBe('12');
  });
});

describe('notification badge', () => {
  it('is empty for none, the count up to 99, then 99+', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
});
