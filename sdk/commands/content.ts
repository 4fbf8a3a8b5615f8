import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { GameAppSchema } from './apps';
import { maxItems } from '../validation/bounds';

/** Kind of a navigation tab (SPEC §3 Nav tab `extra`). */
export const TabExtraSchema = z.enum(['card', 'draws', 'news', 'faqs', 'Play Responsibly', 'play', 'luckyday', 'e_instant']);

export interface NavTab {
  localName: string;
  extra: z.infer<typeof TabExtraSchema>;
  jumpUrl: string;
  target: '_self' | '_blank';
  images: { icon?: string; activeIcon?: string };
  sideMerchantApps: z.infer<typeof GameAppSchema>[];
  subTab: NavTab[];
}

// A tab's own fields; `subTab` is added per object with a getter, which is how zod declares a
// recursive schema (a spread would read the getter before NavTabSchema exists).
const tabFields = {
  /** Label already in the requested language. */
  localName: z.string(),
  extra: TabExtraSchema,
  jumpUrl: z.string(),
  target: z.enum(['_self', '_blank']),
  images: z.object({ icon: z.optional(z.string()), activeIcon: z.optional(z.string()) }),
  sideMerchantApps: z.array(GameAppSchema),
};

export const NavTabSchema: z.ZodMiniType<NavTab> = z.object({
  ...tabFields,
  get subTab(): z.ZodMiniArray<z.ZodMiniType<NavTab>> {
    return z.array(NavTabSchema);
  },
});

/** A top-level tab: a nav tab that also says which tab list (23 or 7) it belongs to. */
const TopTabSchema = z.object({
  ...tabFields,
  get subTab(): z.ZodMiniArray<z.ZodMiniType<NavTab>> {
    return z.array(NavTabSchema);
  },
  tabType: z.int(),
});

/** Navigation tabs for the header (tabType 23) or bottom bar (tabType 7), per business line. */
export const tabList = defineCommand({
  code: '200025',
  name: 'tabList',
  domain: 'content',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    tabType: z.array(z.union([z.literal(23), z.literal(7)])).check(z.minLength(1, 'validation.required'), maxItems(2)),
    businessLine: z.enum(['h5-new', 'botim']),
    language: z.optional(z.enum(['en-US', 'ar-AE'])),
  }),
  response: z.object({ tabs: z.array(TopTabSchema) }),
});
