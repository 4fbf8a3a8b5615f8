import type { editAddress } from '../../../../sdk/commands/profile';
import { requireSession, type CommandHandler } from '../handler';
import { storedAddress } from './address';
import { assertKnownCountries } from './countries';

/**
 * 100117: replaces the address. The request schema (the address form's addressSchema) bounds
 * every field and checks the emirate; the country must also be one of the list.
 */
export const editAddressHandler: CommandHandler<typeof editAddress> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  assertKnownCountries([[['data', 'country'], data.country]]);
  const address = storedAddress(data);
  await ctx.db.query(
    `update players set address_country = $2, address_street = $3, address_emirate = $4, address_city = $5, address_postcode = $6 where id = $1`,
    [playerId, address.country, address.street, address.emirate, address.city, address.postcode],
  );
  return { address };
};
