import type { editAddress } from '../../../../sdk/commands/profile';
import { requireSession, type CommandHandler } from '../handler';

/** 100117: replaces the address (the request schema is the address form's addressSchema). */
export const editAddressHandler: CommandHandler<typeof editAddress> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const address = { country: data.country, street: data.street.trim(), emirate: data.emirate, city: data.city, postcode: data.postcode.trim() };
  await ctx.db.query(
    `update players set address_country = $2, address_street = $3, address_emirate = $4, address_city = $5, address_postcode = $6 where id = $1`,
    [playerId, address.country, address.street, address.emirate, address.city, address.postcode],
  );
  return { address };
};
