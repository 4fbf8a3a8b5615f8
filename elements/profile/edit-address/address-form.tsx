import { useId, useMemo, useState } from 'react';
import { addressSchema } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useLanguage, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { countryName, useCountryCodes } from '../../forms/country-codes';
import { FormError } from '../../forms/form-error';
import { SelectField, type SelectOption } from '../../forms/select-field';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useZodForm } from '../../forms/use-zod-form';
import { AddressText, type Address } from '../shared/address';
import { EMIRATES, UAE, canonicalEmirate } from '../shared/emirates';
import { showFailure } from '../shared/form-failure';
import '../shared/profile-events';

/** The form's starting values from the stored address; the emirate matched to the list in the UAE. */
export function addressValues(address: Address): Address {
  const country = address.country.trim().toUpperCase() || UAE;
  return {
    country,
    street: address.street,
    emirate: country === UAE ? canonicalEmirate(address.emirate) : address.emirate,
    city: address.city,
    postcode: address.postcode ?? '',
  };
}

/**
 * The address form (editAddress 100117) checked with `addressSchema`: country, street (at least
 * 10 characters with a letter), the emirate from the list of seven in the UAE or a free state
 * elsewhere, city and optional postcode. Saving shows the stored address.
 */
export function AddressForm({ initial }: { initial: Address }) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const language = useLanguage();
  const titleId = useId();
  const start = useMemo(() => addressValues(initial), [initial]);
  const form = useZodForm(addressSchema, start);
  const { countries } = useCountryCodes();
  const [saved, setSaved] = useState<Address | null>(null);
  const inUae = form.values.country === UAE;

  const countryOptions = useMemo<SelectOption[]>(() => {
    const byIso = new Map<string, string>();
    for (const c of countries) if (c.iso) byIso.set(c.iso.toUpperCase(), countryName(c.iso, language, c.country));
    // The stored country and the UAE stay choosable while the list loads or when it fails.
    for (const iso of [UAE, form.values.country]) if (iso && !byIso.has(iso)) byIso.set(iso, countryName(iso, language, iso));
    return [...byIso].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries, language, form.values.country]);

  const emirateOptions = useMemo<SelectOption[]>(() => {
    const options: SelectOption[] = EMIRATES.map((e) => ({ value: e.value, label: t(`common.emirates.${e.key}`) }));
    // A stored value that is not one of the seven stays visible rather than silently changing.
    if (form.values.emirate && !options.some((o) => o.value === form.values.emirate)) options.push({ value: form.values.emirate, label: form.values.emirate });
    return options;
  }, [t, form.values.emirate]);

  const save = async (data: Address) => {
    const result = await client.call('editAddress', data, { hideToast: true });
    if (!result.ok) {
      showFailure(form, t, result.error);
      return;
    }
    setSaved(result.data.address);
    emit(host, 'nl-address-saved', { address: result.data.address });
  };

  if (saved) {
    return (
      <div className="nl-card" part="saved" data-state="saved">
        <p className="nl-success-text" role="status">
          {t('profile.address.saved')}
        </p>
        <p className="saved-address">
          <AddressText address={saved} />
        </p>
        <div className="nl-actions">
          <NavLink path={routePath('myProfile')} className="nl-button nl-button-primary">
            {t('profile.common.backToProfile')}
          </NavLink>
          <button
            type="button"
            className="nl-button nl-button-secondary"
            onClick={() => {
              form.reset(addressValues(saved));
              setSaved(null);
            }}
          >
            {t('profile.address.editAgain')}
          </button>
        </div>
      </div>
    );
  }

  const country = form.field('country');
  return (
    <div className="nl-card" part="form">
      <h2 id={titleId} className="nl-card-title">
        {t('profile.address.formTitle')}
      </h2>
      <form ref={form.formRef} className="nl-form" noValidate aria-labelledby={titleId} onSubmit={form.handleSubmit(save)}>
        <SelectField
          label={t('profile.address.country')}
          options={countryOptions}
          placeholder={t('profile.address.chooseCountry')}
          autoComplete="country"
          required
          {...country}
          onChange={(value) => {
            // The emirate list and a free state do not carry over between the UAE and elsewhere.
            const emirate = (value === UAE) === inUae ? form.values.emirate : '';
            form.setValues({ country: value, emirate });
          }}
        />
        <TextField label={t('profile.address.street')} hint={t('profile.address.streetHint')} autoComplete="street-address" required {...form.field('street')} />
        <div className="nl-form-row">
          {inUae ? (
            <SelectField label={t('profile.address.emirate')} options={emirateOptions} placeholder={t('profile.address.chooseEmirate')} required {...form.field('emirate')} />
          ) : (
            <TextField label={t('profile.address.state')} autoComplete="address-level1" required {...form.field('emirate')} />
          )}
          <TextField label={t(inUae ? 'profile.address.area' : 'profile.address.city')} autoComplete="address-level2" required {...form.field('city')} />
        </div>
        <TextField label={t('profile.address.postcode')} hint={t('profile.address.postcodeHint')} autoComplete="postal-code" ltr {...form.field('postcode')} />
        <FormError message={form.formError} />
        <SubmitButton busy={form.submitting}>{t('profile.address.save')}</SubmitButton>
      </form>
    </div>
  );
}
