import type { countryCodes } from '../../../../sdk/commands/profile';
import type { CommandHandler } from '../handler';
import { COUNTRIES } from './countries';

/** 001016: the dialling codes, 971 first, names in the request's language. No database access. */
export const countryCodesHandler: CommandHandler<typeof countryCodes> = async (ctx) => ({
  countries: COUNTRIES.map((c) => ({
    id: c.id,
    country: ctx.language === 'ar-AE' ? c.ar : c.en,
    code: c.code,
    iso: c.iso,
    flagUrl: `/assets/flags/${c.iso}.svg`,
  })),
});
