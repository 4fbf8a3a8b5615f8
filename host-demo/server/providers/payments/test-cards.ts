/**
 * TEST CARDS of the card acquirer SIMULATOR (documented for testers in docs/test-cards.md; a test
 * reads that table and holds it to this one). Any expiry date in the future, any 3-digit CVV and
 * the account's holder name.
 *
 * Each case is a RANGE of 16-digit numbers: a fixed start (6 digits) and end (4 digits) with 6
 * free digits between, which the tester picks (`4000 00xx xxxx 3220`). A saved card belongs to one
 * account (a second account paying with it gets the existing-card dialog), so two testers who
 * follow the docs each pick their own digits and each get their own card. Inside a range the
 * start and end decide what happens, whatever the free digits and the Luhn check digit; any other
 * number is approved when its Luhn check digit is right and declined by the bank otherwise.
 *
 * | range               | behaviour  | 420550 / 420551 answer                                              |
 * |---------------------|------------|---------------------------------------------------------------------|
 * | 4111 11xx xxxx 1111 | approved   | status SUCCESS; balance credited at once                            |
 * | 5555 55xx xxxx 4444 | approved   | the same, a Mastercard                                              |
 * | 4000 00xx xxxx 3220 | challenge  | redirect to the 3-D Secure page; Approve credits, Decline fails     |
 * | 4000 00xx xxxx 0002 | declined   | status FAILURE, 'Payment failed: your bank declined the payment.'   |
 * | 4000 00xx xxxx 0119 | pending    | no answer: 420545 stays PENDING, then TIMEOUT                       |
 * | 4000 00xx xxxx 0036 | blocked    | code cardBlocked 'The current card has been locked and cannot be used.' |
 * | 4000 00xx xxxx 0069 | expired    | code cardExpired 'The current card has expired and cannot be used.'  |
 * | 4000 00xx xxxx 9995 | attempts   | code rechargeAttemptsLocked: deposits locked for the account        |
 *
 * Card used on another account: pay with any approved card on one account, then with the same
 * number on another: 420550 answers checkError (the existing-card dialog); sent again with
 * `replaceExistingCard: true`, the card moves to the second account and the payment goes on.
 */
export type TestCardBehaviour = 'approved' | 'challenge' | 'declined' | 'pending' | 'blocked' | 'expired' | 'attempts';

/** One case of the simulator: 16-digit numbers that start with `start` and end with `end`. */
export interface TestCardRange {
  /** The first 6 digits. */
  start: string;
  /** The last 4 digits. */
  end: string;
  behaviour: TestCardBehaviour;
  description: string;
  /** A number of the range, the one the docs show (and the tests of this server use). */
  example: string;
}

/** Free digits between a range's start and end. */
export const TEST_CARD_FREE_DIGITS = 6;

export const TEST_CARD_RANGES: readonly TestCardRange[] = [
  { start: '411111', end: '1111', behaviour: 'approved', description: 'Approved (Visa)', example: '4111111111111111' },
  { start: '555555', end: '4444', behaviour: 'approved', description: 'Approved (Mastercard)', example: '5555555555554444' },
  { start: '400000', end: '3220', behaviour: 'challenge', description: 'Approved after a 3-D Secure challenge (Approve on the page; Decline fails it)', example: '4000000000003220' },
  { start: '400000', end: '0002', behaviour: 'declined', description: 'Declined by the bank', example: '4000000000000002' },
  { start: '400000', end: '0119', behaviour: 'pending', description: 'Timeout: the acquirer never answers; the status poll ends TIMEOUT', example: '4000000000000119' },
  { start: '400000', end: '0036', behaviour: 'blocked', description: 'Card blocked', example: '4000000000000036' },
  { start: '400000', end: '0069', behaviour: 'expired', description: 'Card expired (whatever expiry date is typed)', example: '4000000000000069' },
  { start: '400000', end: '9995', behaviour: 'attempts', description: 'Too many attempts: recharge attempts locked', example: '4000000000009995' },
];

/** Whether `number` (digits only) is in `range`. @example inTestCardRange('4000001234563220', TEST_CARD_RANGES[2]) // true */
export function inTestCardRange(number: string, range: TestCardRange): boolean {
  return number.length === range.start.length + TEST_CARD_FREE_DIGITS + range.end.length && /^\d+$/.test(number) && number.startsWith(range.start) && number.endsWith(range.end);
}

/** The Luhn (mod 10) check of a card number. @example luhnValid('4111111111111111') // true */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** What a number does at the simulator. @example behaviourOf('4000000000003220') // 'challenge' */
export function behaviourOf(number: string): TestCardBehaviour {
  return TEST_CARD_RANGES.find((range) => inTestCardRange(number, range))?.behaviour ?? (luhnValid(number) ? 'approved' : 'declined');
}

/** The brand by the number's first digits. @example brandOf('5555555555554444') // 'mastercard' */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}
