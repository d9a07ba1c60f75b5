import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { firstGroupDate } from '../../shared/groups';
import { CardPicker } from '../features/checkout/card-picker';
import { CreateGroupWizard } from '../features/create-group/create-group-wizard';
import type { TCardPickerSlot } from '../features/create-group/types';
import { CardBrandMark } from '../features/payments/card-brand-mark';
import { CardForm } from '../features/payments/card-form';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import { sessionCookiesChanged } from '../lib/session-context';
import type { Route } from './+types/create-group';

export const handle: TI18nHandle = { i18n: ['createGroup', 'checkout', 'payments'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  const options = await context.services.getGroupOptions();
  return {
    options,
    firstDate: firstGroupDate(),
    firstPaymentPercent: options.firstPaymentPercent,
    seo: {
      title: t('createGroup.meta.title'),
      description: t('createGroup.meta.description'),
      publicUrl: context.publicUrl,
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/**
 * The catalogues are the same for everyone: logging in (the modal, then its return here) reloads
 * nothing, and the wizard keeps its state.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (sessionCookiesChanged()) return false;
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({ lang: params.lang, path: '/create-group', ...loaderData.seo });
}

// the checkout's card picker with the payments card form: the route composes the features
const cardPicker: TCardPickerSlot = (props) => (
  <CardPicker
    {...props}
    purpose="group"
    slots={{
      cardForm: (form) => <CardForm {...form} autoFocus={props.cards.length > 0} />,
      cardMark: (brand) => <CardBrandMark brand={brand} className="h-7 w-11" />,
    }}
  />
);

/** `/{lang}/create-group`: the four-step wizard of a new boat-sharing group. */
export default function CreateGroup({ loaderData }: Route.ComponentProps) {
  return (
    <CreateGroupWizard
      options={loaderData.options}
      firstDate={loaderData.firstDate}
      firstPaymentPercent={loaderData.firstPaymentPercent}
      cardPicker={cardPicker}
    />
  );
}
