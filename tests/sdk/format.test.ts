import { describe, expect, it } from 'vitest';
import { DATE_TIME_SEPARATOR, formatAmount, formatBadge, formatDate, formatDateTime, formatDayMonthYear, formatMoney, formatResultNumber, HIDDEN_AMOUNT, resultItem, maskDayMonthYear, parseDayMonthYear } from '../../sdk/format';

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
    expect(formatDateTime(Date.UTC(2026, 10, 22, 17, 0), 'en-US')).toBe('21:00, 22/11/2026');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 21, 5), 'en-US')).toBe('01:05, 01/01/2027');
  });
  it('writes the Arabic comma between time and date in Arabic', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 17, 0), 'ar-AE')).toBe('21:00\u060C 22/11/2026');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 21, 5), 'ar-AE')).not.toContain(',');
  });
  it('separates time and date as Intl does in each language', () => {
    for (const language of ['en-US', 'ar-AE'] as const) {
      const parts = new Intl.DateTimeFormat(language, { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(0);
      const betweenDateAndTime = parts.find((part, i) => part.type === 'literal' && parts[i - 1]?.type === 'year' && parts[i + 1]?.type === 'hour');
      expect(DATE_TIME_SEPARATOR[language]).toBe(betweenDateAndTime?.value);
    }
  });
  it('gives the day alone as DD/MM/YYYY in Dubai time', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 21, 0))).toBe('23/11/2026');
  });
});

describe('dates typed and shown as DD/MM/YYYY', () => {
  it('shows a calendar date day first', () => {
    expect(formatDayMonthYear('1990-12-31')).toBe('31/12/1990');
    expect(formatDayMonthYear('not a date')).toBe('not a date');
  });

  it('adds the slashes while the player types digits', () => {
    const typing = ['3', '31', '311', '3112', '31121', '3112199', '31121990'].map(maskDayMonthYear);
    expect(typing).toEqual(['3', '31', '31/1', '31/12', '31/12/1', '31/12/199', '31/12/1990']);
    expect(maskDayMonthYear('31/12/19905')).toBe('31/12/1990');
  });

  it('lets a one-digit day or month be closed with any separator', () => {
    expect(maskDayMonthYear('1/2/1990')).toBe('01/02/1990');
    expect(maskDayMonthYear('1.2.1990')).toBe('01/02/1990');
    expect(maskDayMonthYear('31/')).toBe('31/');
    expect(maskDayMonthYear('/')).toBe('');
  });

  it('takes Arabic-Indic digits and a pasted or autofilled YYYY-MM-DD', () => {
    expect(maskDayMonthYear('٣١/١٢/١٩٩٠')).toBe('31/12/1990');
    expect(maskDayMonthYear('۳۱۱۲۱۹۹۰')).toBe('31/12/1990');
    expect(maskDayMonthYear('1990-12-31')).toBe('31/12/1990');
  });

  it('reads a complete, real date into YYYY-MM-DD, and nothing else', () => {
    expect(parseDayMonthYear('31/12/1990')).toBe('1990-12-31');
    expect(parseDayMonthYear('29/02/2000')).toBe('2000-02-29');
    expect([parseDayMonthYear('31/02/1990'), parseDayMonthYear('29/02/1900'), parseDayMonthYear('12/31/1990'), parseDayMonthYear('31/12/199')]).toEqual([null, null, null, null]);
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
  it('answers a Color Prediction colour by its name, never ?, and reads it as a colour (SPEC §1)', () => {
    expect(['violet', 'red', 'green'].map((c) => formatResultNumber(c))).toEqual(['violet', 'red', 'green']);
    expect(formatResultNumber(' Violet ')).toBe('violet');
    expect(resultItem('violet')).toEqual({ kind: 'colour', colour: 'violet' });
    expect(resultItem('07')).toEqual({ kind: 'number', text: '7' });
    expect(resultItem(null)).toEqual({ kind: 'missing' });
  });
  it('still shows ? for text that is neither a number nor a colour', () => {
    expect(['purple', 'violets', 'red,green', '-1', '1.5'].map((v) => formatResultNumber(v))).toEqual(['?', '?', '?', '?', '?']);
    expect(resultItem('purple')).toEqual({ kind: 'missing' });
  });
});

describe('notification badge', () => {
  it('is empty for none, the count up to 99, then 99+', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
});
