/**
 * The micro-apps (issue 22 "Micro-apps"; SPEC §2 /hulm, newHulmPre, /sport, /casino/*, virtual,
 * promotion): other products of the operator, each mounted in a frame on its own route with the
 * contract of the e-instant frame (sdk/instant/frame-protocol.ts: a one-time token hands the
 * session over, then balance and close). This list is their one declaration: the gateway's
 * openMicroApp (700020) accepts these names, the site's route table mounts each on its route, and
 * the reference micro-app page serves each. A micro-app is switched off by the gateway setting
 * MICRO_APPS_OFF: opening it answers 403000949, the sales-suspension dialog, and the page goes home.
 */
import type { RouteName } from './route-catalogue';

export interface MicroApp {
  /** Its name in openMicroApp and in the reference page's path. */
  name: string;
  /** The routes it is mounted on (a preview shares its micro-app). */
  routes: readonly RouteName[];
  /** Whether it needs a logged-in player to open (it hands over the player's session). */
  requiresLogin: boolean;
}

export const MICRO_APPS = [
  { name: 'hulm', routes: ['hulm', 'hulmPreview'], requiresLogin: false },
  { name: 'sport', routes: ['sport'], requiresLogin: false },
  { name: 'casino', routes: ['casino'], requiresLogin: false },
  { name: 'virtual', routes: ['virtual'], requiresLogin: false },
  { name: 'promotion', routes: ['promotion'], requiresLogin: false },
] as const satisfies readonly MicroApp[];

/** A micro-app's name. */
export type MicroAppName = (typeof MICRO_APPS)[number]['name'];

/** Every micro-app name, in declaration order. */
export const MICRO_APP_NAMES = MICRO_APPS.map((a) => a.name) as readonly MicroAppName[] as readonly [MicroAppName, ...MicroAppName[]];

/** The micro-app mounted on `route`, if any. @example microAppOfRoute('hulmPreview')?.name // 'hulm' */
export function microAppOfRoute(route: RouteName): MicroApp | undefined {
  return (MICRO_APPS as readonly MicroApp[]).find((a) => a.routes.includes(route));
}
