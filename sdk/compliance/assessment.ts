/**
 * The self-assessment of SPEC §4, §5 and §9: 14 yes-or-no questions, all of them answered before
 * it is sent; 5 or more yes answers mean at risk, fewer low risk.
 */

/** Questions in the assessment (SPEC §9). */
export const ASSESSMENT_QUESTION_COUNT = 14;
/** Yes answers from which a player is at risk (SPEC §9 "at-risk at 5"). */
export const AT_RISK_YES_ANSWERS = 5;

/** One answer per question in order: true yes, false no, null not answered yet. */
export type AssessmentAnswers = readonly (boolean | null | undefined)[];

/**
 * 'Please answer all questions to submit the assessment.' until each of the 14 has an answer.
 * @example assessmentError(Array(14).fill(false)) === null
 */
export function assessmentError(answers: AssessmentAnswers): 'validation.answerAllQuestions' | null {
  const answered = answers.filter((a) => a === true || a === false).length;
  return answers.length === ASSESSMENT_QUESTION_COUNT && answered === ASSESSMENT_QUESTION_COUNT ? null : 'validation.answerAllQuestions';
}

/**
 * The outcome of a complete assessment: at risk from 5 yes answers, else low risk; null while
 * {@link assessmentError} still refuses it.
 * @example assessmentResult([...Array(5).fill(true), ...Array(9).fill(false)]) === 'at-risk'
 */
export function assessmentResult(answers: AssessmentAnswers): 'at-risk' | 'low-risk' | null {
  if (assessmentError(answers)) return null;
  return answers.filter((a) => a === true).length >= AT_RISK_YES_ANSWERS ? 'at-risk' : 'low-risk';
}
