/**
 * TEST CARDS of the card acquirer SIMULATOR (documented for testers in docs/test-cards.md; keep
 * both in step). Any expiry date in the future, any 3-digit CVV and the account's holder name.
 * The number decides what happens; any other number is approved when its Luhn check digit is
 * right and declined by the bank otherwise.
 *
 * | number              | behaviour  | 420550 / 420551 answer                                              |
 * |---------------------|------------|---------------------------------------------------------------------|
 * | 4111 1111 1111 1111 | approved   | status SUCCESS; balance credited at once                            |
 * | 5555 5555 5555 4444 | approved   | the same, a Mastercard                                              |
 * | 4000 0000 0000 3220 | challenge  | redirect to the 3-D Secure page; Approve credits, Decline fails     |
 * | 4000 0000 0000 0002 | declined   | status FAILURE, 'Payment failed: your bank declined the payment.'   |
 * | 4000 0000 0000 0119 | pending    | no answer: 420545 stays PENDING, then TIMEOUT                       |
 * | 4000 0000 0000 0036 | blocked    | code cardBlocked 'The current card has been locked and cannot be used.' |
 * | 4000 0000 0000 0069 | expired    | code cardExpired 'The current card has expired and cannot be used.'  |
 * | 4000 0000 0000 9995 | attempts   | code rechargeAttemptsLocked: deposits locked for the account        |
 *
 * Card used on another account: pay with any approved card on one account, then with the same
 * number on another: 420550 answers checkError (the existing-card dialog); sent again with
 * `replaceExistingCard: true`, the card moves to the second account and the payment goes on.
 */
export type TestCardBehaviour = 'approved' | 'challenge' | 'declined' | 'pending' | 'blocked' | 'expired' | 'attempts';

export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour; description: string }[] = [
  { number: '4111111111111111', behaviour: 'approved', description: 'Approved (Visa)' },
  { number: '5555555555554444', behaviour: 'approved', description: 'Approved (Mastercard)' },
  { number: '4000000000003220', behaviour: 'challenge', description: 'Approved after a 3-D Secure challenge (Approve on the page; Decline fails it)' },
  { number: '4000000000000002', behaviour: 'declined', description: 'Declined by the bank' },
  { number: '4000000000000119', behaviour: 'pending', description: 'Timeout: the acquirer never answers; the status poll ends TIMEOUT' },
  { number: '4000000000000036', behaviour: 'blocked', description: 'Card blocked' },
  { number: '4000000000000069', behaviour: 'expired', description: 'Card expired (whatever expiry date is typed)' },
  { number: '4000000000009995', behaviour: 'attempts', description: 'Too many attempts: recharge attempts locked' },
];

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
  return TEST_CARDS.find((card) => card.number === number)?.behaviour ?? (luhnValid(number) ? 'approved' : 'declined');
}

/** The brand by the number's first digits. @example brandOf('5555555555554444') // 'mastercard' */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}
