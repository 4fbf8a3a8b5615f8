/**
 * SPEC §5 "Validation rules", line by line, as the SDK implements them. Each `describe` quotes the
 * rule it checks; a rule already tested elsewhere is named in a comment instead of being tested
 * twice. Every `validation.*` key used here has English and Arabic text
 * (tests/sdk/validation-keys.test.ts finds them in sdk/ and checks both files).
 */
import { describe, expect, it } from 'vitest';
import {
  alertText,
  formatMoney,
  gameByKey,
  LanguageStore,
  memoryStorage,
  type GameDefinition,
} from '../../../sdk';
import { isValidCode, isValidEmail } from '../../../sdk/forms';
import { createTranslations } from '../../../sdk/i18n';
import {
  assessmentError,
  assessmentResult,
  cardEmailError,
  cardExpiryError,
  cardHolderError,
  cardHolderName,
  cardNumberError,
  cardNumberForSending,
  cvvError,
  depositAmountError,
  drawCountError,
  exclusionAmountError,
  exclusionAmountToMinor,
  formatCardNumberInput,
  fundsDeclarationErrors,
  ibanError,
  isDurationOptionDisabled,
  isValidIban,
  isWagerLimitLocked,
  limitEditError,
  normalizeExclusionAmountInput,
  pickSelectionError,
  superDiamondSelectionError,
  withdrawalAmountError,
} from '../../../sdk/validation';

// The texts as a player sees them, loaded per language as the elements load them.
const textsIn = (browserLanguage: string) => createTranslations(new LanguageStore(memoryStorage(), [browserLanguage])).ready();
const en = await textsIn('en-US');
const ar = await textsIn('ar');
const game = (key: string): GameDefinition => {
  const found = gameByKey(key);
  if (!found) throw new Error(`no game ${key} in the catalogue`);
  return found;
};
const DAY_MINUTES = 24 * 60;

describe('"Self-exclusion amount: digits only, max 10 chars, leading zero becomes 1, capped at current limit (or 10,000,000)"', () => {
  it('keeps only the digits the player typed', () => {
    expect(normalizeExclusionAmountInput('1,5a0 ')).toBe('150');
    expect(normalizeExclusionAmountInput('abc')).toBe('');
  });

  it('turns a leading zero into 1, as typed or pasted', () => {
    expect(normalizeExclusionAmountInput('0')).toBe('1');
    expect(normalizeExclusionAmountInput('05')).toBe('15');
  });

  it('never goes above 10,000,000 however long the input, nor beyond 10 characters', () => {
    expect(normalizeExclusionAmountInput('10000000')).toBe('10000000');
    expect(normalizeExclusionAmountInput('10000001')).toBe('10000000');
    const long = normalizeExclusionAmountInput('123456789012345');
    expect(long).toBe('10000000');
    expect(long.length).toBeLessThanOrEqual(10);
  });

  it('is capped at the current limit when there is one (limits are minor units, the box dirhams)', () => {
    expect(normalizeExclusionAmountInput('900', 50_000)).toBe('500');
    expect(normalizeExclusionAmountInput('499', 50_000)).toBe('499');
    expect(normalizeExclusionAmountInput('20000000', -1)).toBe('10000000'); // -1: No Limits
  });

  it('sends the dirhams typed as minor units', () => {
    expect(exclusionAmountToMinor('150')).toBe(15_000);
    expect(exclusionAmountToMinor('')).toBe(0);
  });
});

describe('"Must be above 0 for deposit/wager limit (error \'select deposit\' or wager tip)"', () => {
  it('refuses an empty or zero deposit limit with the select-deposit message', () => {
    expect(exclusionAmountError(0, 'deposit')).toBe('validation.exclusionSelectDeposit');
    expect(en.t('validation.exclusionSelectDeposit')).toBe('Please select or enter a deposit limit above 0.');
  });
  it('refuses a zero wager limit with the wager tip', () => {
    expect(exclusionAmountError(exclusionAmountToMinor(''), 'wager')).toBe('validation.exclusionWagerTip');
  });
  it('accepts any amount above 0', () => {
    expect(exclusionAmountError(100, 'deposit')).toBeNull();
    expect(exclusionAmountError(100, 'wager')).toBeNull();
  });
});

describe('"Edit deposit limit: amount not above existing, duration not shorter (earlier options disabled); unchanged gives \'unchanged\'; new limit lower than used gives \'noDeposit\'"', () => {
  const current = { amount: 100_000, durationMinutes: 7 * DAY_MINUTES, used: 30_000 };

  it("answers 'unchanged' when neither amount nor duration changed", () => {
    expect(limitEditError(current, { amount: 100_000, durationMinutes: 7 * DAY_MINUTES })).toBe('validation.limitUnchanged');
  });
  it('refuses a higher amount while the limit runs', () => {
    expect(limitEditError(current, { amount: 100_100, durationMinutes: 7 * DAY_MINUTES })).toBe('validation.limitAboveExisting');
  });
  it('refuses a shorter duration and shows the shorter options disabled', () => {
    expect(limitEditError(current, { amount: 50_000, durationMinutes: DAY_MINUTES })).toBe('validation.limitShorterDuration');
    expect(isDurationOptionDisabled(DAY_MINUTES, current.durationMinutes)).toBe(true);
    expect(isDurationOptionDisabled(30 * DAY_MINUTES, current.durationMinutes)).toBe(false);
    expect(isDurationOptionDisabled(10, null)).toBe(false); // nothing running: every option
  });
  it("answers 'noDeposit' for a limit below what was already deposited", () => {
    expect(limitEditError(current, { amount: 20_000, durationMinutes: 7 * DAY_MINUTES })).toBe('validation.limitBelowUsed');
  });
  it('accepts a lower limit that still covers what was used, or a longer duration', () => {
    expect(limitEditError(current, { amount: 30_000, durationMinutes: 7 * DAY_MINUTES })).toBeNull();
    expect(limitEditError(current, { amount: 100_000, durationMinutes: 30 * DAY_MINUTES })).toBeNull();
  });
});

// "Time exclusion needs a duration before Next enables": the dialog's button, issue 10 (<nl-self-exclusion>).

describe('"Wager limit locked when remainAmount changes left (remainChangeNum) below 1 and limitStatus is 1"', () => {
  it('locks only when no change is left and the status is locked', () => {
    expect(isWagerLimitLocked({ remainChangeNum: 0, limitStatus: 1 })).toBe(true);
    expect(isWagerLimitLocked({ remainChangeNum: 1, limitStatus: 1 })).toBe(false);
    expect(isWagerLimitLocked({ remainChangeNum: 0, limitStatus: 0 })).toBe(false);
  });
});

// "A bet above remaining wager limit, or deposit above remaining deposit limit, is refused. New
//   deposit limit must be below remaining amount; time must be longer than current": enforced by the
//   server at the bet and the deposit, issue 10 (and 420544 rechargeLimitError, section-8).

describe('"Card number: digits and spaces, 16 to 23 characters without spaces, not starting with 0, grouped by 4"', () => {
  it('accepts 16 to 23 digits, with or without spaces', () => {
    expect(cardNumberError('4111 1111 1111 1111')).toBeNull();
    expect(cardNumberError('4'.repeat(23))).toBeNull();
  });
  it('refuses too few or too many digits, a leading 0, and anything but digits and spaces', () => {
    expect(cardNumberError('4111 1111 1111 111')).toBe('validation.cardNumber');
    expect(cardNumberError('4'.repeat(24))).toBe('validation.cardNumber');
    expect(cardNumberError('0111 1111 1111 1111')).toBe('validation.cardNumber');
    expect(cardNumberError('4111-1111-1111-1111')).toBe('validation.cardNumber');
    expect(cardNumberError(' ')).toBe('validation.required');
  });
  it('groups the digits by 4 as typed, keeps at most 23, and strips the spaces before sending', () => {
    expect(formatCardNumberInput('4111-1111 1111a1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('1'.repeat(30)).replace(/ /g, '')).toHaveLength(23);
    expect(cardNumberForSending('4111 1111 1111 1111')).toBe('4111111111111111');
  });
});

describe('"Expiry: required, MM/YY (5 chars), month not above 12, past date gives \'date incorrect\'"', () => {
  const NOV_2026 = Date.UTC(2026, 10, 22, 8, 0); // 22 Nov 2026, noon in Dubai

  it('accepts this month and later', () => {
    expect(cardExpiryError('11/26', NOV_2026)).toBeNull();
    expect(cardExpiryError('01/27', NOV_2026)).toBeNull();
  });
  it('refuses an empty value, another shape and a month above 12', () => {
    expect(cardExpiryError('', NOV_2026)).toBe('validation.required');
    expect(cardExpiryError('1/27', NOV_2026)).toBe('validation.cardExpiry');
    expect(cardExpiryError('11/2027', NOV_2026)).toBe('validation.cardExpiry');
    expect(cardExpiryError('13/27', NOV_2026)).toBe('validation.cardExpiry');
    expect(cardExpiryError('00/27', NOV_2026)).toBe('validation.cardExpiry');
  });
  it("says 'The expiration date is incorrect.' for a past month, by Dubai's calendar", () => {
    expect(cardExpiryError('10/26', NOV_2026)).toBe('validation.cardExpiryIncorrect');
    expect(en.t('validation.cardExpiryIncorrect')).toBe('The expiration date is incorrect.');
    // 30 Nov 21:00 UTC is already 1 December in Dubai: November cards have expired.
    expect(cardExpiryError('11/26', Date.UTC(2026, 10, 30, 21, 0))).toBe('validation.cardExpiryIncorrect');
  });
});

describe('"CVV: required, exactly 3 digits"', () => {
  it('accepts 3 digits only', () => {
    expect(cvvError('123')).toBeNull();
    expect(cvvError('')).toBe('validation.required');
    expect(cvvError('12')).toBe('validation.cvv');
    expect(cvvError('1234')).toBe('validation.cvv');
    expect(cvvError('12a')).toBe('validation.cvv');
  });
});

describe('"Holder name required (read-only), must match card. Email optional, valid if given"', () => {
  it('fills the holder name from the real name, else the user name (SPEC §3), and requires one', () => {
    expect(cardHolderName({ realName: 'Sara Khan', userName: 'sara.k' })).toBe('Sara Khan');
    expect(cardHolderName({ realName: ' ', userName: 'sara.k' })).toBe('sara.k');
    expect(cardHolderError(cardHolderName({}))).toBe('validation.required');
  });
  it('takes no e-mail, or a valid one', () => {
    expect(cardEmailError('')).toBeNull();
    expect(cardEmailError('sara@example.ae')).toBeNull();
    expect(cardEmailError('sara@')).toBe('validation.email');
  });
  // "must match card": the acquirer's answer (issue 8). "Each card failure sends an analytics event.
  //   Leaving the card form asks confirmation. Card may be blocked or expired; card used by another
  //   account can be replaced": the deposit element and the acquirer simulator, issue 8.
});

describe('"Deposit: amount required, minimum per transaction and maximum per transaction and channel"', () => {
  const bounds = { minAmount: 1_000, maxAmount: 1_000_000, channelMaxAmount: 500_000 };

  it('requires an amount', () => {
    expect(depositAmountError(null, bounds)).toBe('validation.required');
    expect(depositAmountError(0, bounds)).toBe('validation.required');
  });
  it('says "Deposit Amount can\'t be less than {minAmount}" with the minimum in the player\'s money format', () => {
    expect(depositAmountError(999, bounds)).toBe('validation.depositBelowMinimum');
    expect(en.t('validation.depositBelowMinimum', { minAmount: formatMoney(bounds.minAmount, 'en-US') })).toBe("Deposit amount can't be less than AED 10.");
    expect(ar.t('validation.depositBelowMinimum', { minAmount: formatMoney(bounds.minAmount, 'ar-AE') })).toContain('د.إ 10');
  });
  it("says 'The deposit amount has exceeded the maximum limit of the payment channel.' above either maximum", () => {
    expect(depositAmountError(500_001, bounds)).toBe('validation.depositAboveMaximum');
    expect(depositAmountError(1_000_001, { ...bounds, channelMaxAmount: null })).toBe('validation.depositAboveMaximum');
    expect(en.t('validation.depositAboveMaximum')).toBe('The deposit amount has exceeded the maximum limit of the payment channel.');
  });
  it('accepts the bounds themselves', () => {
    expect(depositAmountError(1_000, bounds)).toBeNull();
    expect(depositAmountError(500_000, bounds)).toBeNull();
  });
  // 'Insufficient account balance, kindly deposit first.': the purchase's insufficient-funds dialog,
  //   which depends on the wallet's spending order (issue 8) and the purchase (issue 9).
});

describe('"Withdrawal: amount required, at least minimum, not above withdrawable (\'Insufficient withdrawable amount.\'), ... within channel limit; valid IBAN"', () => {
  const bounds = { minAmount: 5_000, withdrawable: 50_000, channelMaxAmount: 40_000 };

  it('requires an amount of at least the minimum', () => {
    expect(withdrawalAmountError(null, bounds)).toBe('validation.required');
    expect(withdrawalAmountError(4_999, bounds)).toBe('validation.withdrawalBelowMinimum');
    expect(en.t('validation.withdrawalBelowMinimum', { minAmount: formatMoney(5_000, 'en-US') })).toBe("Withdrawal amount can't be less than AED 50.");
  });
  it("says 'Insufficient withdrawable amount.' above the withdrawable balance", () => {
    expect(withdrawalAmountError(50_001, bounds)).toBe('validation.insufficientWithdrawable');
    expect(en.t('validation.insufficientWithdrawable')).toBe('Insufficient withdrawable amount.');
  });
  it("keeps within the channel's limit", () => {
    expect(withdrawalAmountError(40_001, bounds)).toBe('validation.withdrawalAboveMaximum');
    expect(withdrawalAmountError(40_000, bounds)).toBeNull();
  });
  it('accepts an IBAN whose check digits hold, with or without spaces, and refuses others', () => {
    expect(isValidIban('AE07 0331 2345 6789 0123 456')).toBe(true);
    expect(isValidIban('ae070331234567890123456')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('AE08 0331 2345 6789 0123 456')).toBe(false); // check digits
    expect(isValidIban('AE07 0331 2345 6789 0123 45')).toBe(false); // a UAE IBAN has 23 characters
    expect(ibanError('')).toBe('validation.required');
    expect(ibanError('AE00')).toBe('validation.iban');
  });
  // "bank name, street address; at least one IBAN account kept, maximum count not shown; only
  //   own-name account; mobile verification code required; wallet withdrawals only to an account with
  //   deposit history and same EID": the withdrawal element and the server, issue 8.
});

// "Registration: 18 or over; date of birth, nationality, residence, ID number required; EID valid ...;
//   password 8-20 chars with digit, letter, special character; privacy notice confirmed; mobile
//   required, not starting with 0; ... names valid, English only; street at least 10 chars with a
//   letter; country, emirate, state/city required; postcode format check; passwords must match":
//   tests/sdk/validation.test.ts ("registration rules", "address rules"); on the server,
//   tests/server/registration.test.ts. "EID ... unexpired, matching name and birth date" and "Date of
//   birth differing from ID rejected": the eKYC verdict, tests/server/kyc.test.ts.
describe('"Registration: ... email valid; code valid"', () => {
  it('takes an e-mail with a name, an @ and a domain with a dot', () => {
    expect(isValidEmail('sara.khan@example.ae')).toBe(true);
    expect(isValidEmail('sara@example')).toBe(false);
    expect(isValidEmail('sara example@ae.ae')).toBe(false);
  });
  it('takes a six-digit verification code', () => {
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('12345a')).toBe(false);
  });
});

// "KYC photos: correct image format; EID front and back, passport first page. EID errors ...": the
//   server refuses a non-image (400000013), tests/server/profile.test.ts and tests/server/kyc.test.ts.
// "Family exclusion: ID photo, relationship proof, names, valid mobile without leading zero, valid
//   code, relationship, valid email, receipt number, duration": issue 10; its fields reuse
//   isValidMobile, isValidCode and isValidEmail (tested above and in tests/sdk/validation.test.ts).
// "Account deletion: balance cleared and confirmed": 403000650, tests/server/profile.test.ts and
//   tests/elements/profile/account-deletion.test.ts.

describe('"Pick 3/4: \'any\' type disallows all-identical numbers"', () => {
  it('refuses 7 7 7 for an Any play of Pick 3 and 3 3 3 3 for Pick 4', () => {
    expect(pickSelectionError(game('pick3'), 'any', [7, 7, 7])).toBe('validation.anyIdentical');
    expect(pickSelectionError(game('pick4'), 'any', [3, 3, 3, 3])).toBe('validation.anyIdentical');
  });
  it('accepts identical numbers for Exact and a pair for Any', () => {
    expect(pickSelectionError(game('pick3'), 'exact', [7, 7, 7])).toBeNull();
    expect(pickSelectionError(game('pick3'), 'any', [7, 7, 1])).toBeNull();
    expect(pickSelectionError(game('pick4'), 'any', [0, 1, 2, 3])).toBeNull();
  });
});

describe('"\'Please Select {num} Numbers\'"', () => {
  it('asks for the missing numbers until every pick holds a digit 0-9', () => {
    expect(pickSelectionError(game('pick3'), 'exact', [1, 2, null])).toBe('validation.selectNumbers');
    expect(pickSelectionError(game('pick3'), 'exact', [1, 2])).toBe('validation.selectNumbers');
    expect(pickSelectionError(game('pick4'), 'exact', [1, 2, 3, 10])).toBe('validation.selectNumbers');
  });
  it("reads 'Please Select 3 Numbers' for Pick 3 and 4 for Pick 4", () => {
    expect(en.t('validation.selectNumbers', { num: game('pick3').picks })).toBe('Please Select 3 Numbers');
    expect(en.t('validation.selectNumbers', { num: game('pick4').picks })).toBe('Please Select 4 Numbers');
    expect(ar.t('validation.selectNumbers', { num: 4 })).toContain('4');
  });
});

describe('"max 20 draws per single order"', () => {
  it('takes 1 to 20 draws', () => {
    expect(drawCountError(1)).toBeNull();
    expect(drawCountError(20)).toBeNull();
    expect(drawCountError(21)).toBe('validation.drawCount');
    expect(drawCountError(0)).toBe('validation.drawCount');
    expect(drawCountError(2.5)).toBe('validation.drawCount');
    expect(en.t('validation.drawCount', { max: 20 })).toBe('Choose from 1 to 20 draws.');
  });
});

// "Add required; delete asks confirmation": the play elements' plan list, issue 9.

describe('"Super Diamond: 4 numbers 01-20 plus 1 of 5 diamonds"', () => {
  const diamond = game('super-diamond');

  it('accepts 4 different numbers from 1 to 20 and one diamond', () => {
    expect(superDiamondSelectionError(diamond, [1, 5, 9, 20], 3)).toBeNull();
  });
  it('asks for 4 numbers while fewer, repeated or out of range', () => {
    expect(superDiamondSelectionError(diamond, [1, 5, 9], 3)).toBe('validation.selectNumbers');
    expect(superDiamondSelectionError(diamond, [1, 1, 9, 20], 3)).toBe('validation.selectNumbers');
    expect(superDiamondSelectionError(diamond, [0, 5, 9, 20], 3)).toBe('validation.selectNumbers');
    expect(superDiamondSelectionError(diamond, [1, 5, 9, 21], 3)).toBe('validation.selectNumbers');
  });
  it('asks for one of the 5 diamonds', () => {
    expect(superDiamondSelectionError(diamond, [1, 5, 9, 20], null)).toBe('validation.selectDiamond');
    expect(superDiamondSelectionError(diamond, [1, 5, 9, 20], 6)).toBe('validation.selectDiamond');
  });
});

describe('"Assessment: all 14 answered (\'Please answer all questions to submit the assessment.\')"', () => {
  const answers = (yes: number, no = 14 - yes) => [...Array<boolean>(yes).fill(true), ...Array<boolean>(no).fill(false)];

  it('refuses fewer than 14 answers, or a question left open', () => {
    expect(assessmentError(answers(0, 13))).toBe('validation.answerAllQuestions');
    expect(assessmentError([...answers(0, 13), null])).toBe('validation.answerAllQuestions');
    expect(en.t('validation.answerAllQuestions')).toBe('Please answer all questions to submit the assessment.');
  });
  it('takes all 14 answered', () => {
    expect(assessmentError(answers(0))).toBeNull();
  });
  it('is at risk from 5 yes answers (SPEC §4, §9), low risk below, and has no outcome while incomplete', () => {
    expect(assessmentResult(answers(4))).toBe('low-risk');
    expect(assessmentResult(answers(5))).toBe('at-risk');
    expect(assessmentResult(answers(14))).toBe('at-risk');
    expect(assessmentResult(answers(5, 8))).toBeNull();
  });
});

describe('"Funds security: both checkboxes ticked, else hint; source-of-funds selection sent"', () => {
  it('hints until both statements are ticked, and asks for a source', () => {
    expect(fundsDeclarationErrors({ ownFunds: true, notProceedsOfCrime: false, source: 'salary' })).toEqual({ statements: 'compliance.funds.tickBoth' });
    expect(fundsDeclarationErrors({ ownFunds: false, notProceedsOfCrime: true, source: '' })).toEqual({
      statements: 'compliance.funds.tickBoth',
      source: 'compliance.funds.chooseSource',
    });
    expect(en.t('compliance.funds.tickBoth')).toBe('Please tick both declarations to continue.');
  });
  it('lets a complete declaration through', () => {
    expect(fundsDeclarationErrors({ ownFunds: true, notProceedsOfCrime: true, source: 'salary' })).toEqual({});
  });
  // On screen, and the source sent with 100161: tests/elements/compliance/funds-security.test.ts.
});

describe('"Alert messages \'ok\' or empty suppressed"', () => {
  it("shows nothing for an empty message or a bare 'ok' in any case", () => {
    expect(alertText('')).toBeNull();
    expect(alertText('   ')).toBeNull();
    expect(alertText(undefined)).toBeNull();
    expect(alertText('ok')).toBeNull();
    expect(alertText(' OK ')).toBeNull();
  });
  it('shows any other message, trimmed', () => {
    expect(alertText(' Saved. ')).toBe('Saved.');
    expect(alertText('ok, saved')).toBe('ok, saved');
  });
  // As an error toast: section-8-errors.test.ts ("... 'ok' ...").
});

// "Amount display: minor units /100 (floored for win popup), thousands commas, date 'HH:mm,
//   DD/MM/YYYY'": tests/sdk/format.test.ts ("money", "dates").
