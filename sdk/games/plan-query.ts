/**
 * The query parameter of a game page that carries a plan (`?plan=`, written by `encodePlan`).
 * Alone in its module so a route table can name it without loading the play rules.
 *
 * @example new URLSearchParams(location.search).get(PLAN_QUERY_KEY)
 */
export const PLAN_QUERY_KEY = 'plan';
