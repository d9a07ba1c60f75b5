import type { paymentsEs } from './payments-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The saved payment cards and the card form, in English: exactly the keys of payments-es.ts. */
export const paymentsEn: TSameKeys<typeof paymentsEs> = {
  section: {
    title: 'Payment cards',
    subtitle:
      'You pay your bookings and group places with them. Nothing is charged until the owner confirms.',
  },
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    other: 'Card',
  },
  card: {
    name: '{{brand}} ending in {{last4}}',
    endingIn: 'ending in',
    expires: 'Expires {{date}}',
    expired: 'Expired {{date}}',
    issuedIn: 'Issued in {{country}}',
    default: 'Default',
    fee: 'Fee +{{percent}}',
    feeReasonAmex: 'Payments with American Express carry a {{percent}} fee.',
    feeReasonForeign: 'Payments with cards issued outside Spain carry a {{percent}} fee.',
  },
  list: {
    label: 'Your cards',
    makeDefault: 'Make default',
    remove: 'Remove',
    add: 'Add a card',
    addAnother: 'Add another card',
    loadError: 'We could not load your cards.',
    retry: 'Try again',
  },
  empty: {
    title: "You don't have any cards",
    text: 'Add one to book boats and join groups.',
  },
  status: {
    saved: '{{card}} saved.',
    savedDefault: '{{card}} saved as your default card.',
    madeDefault: '{{card}} is now your default card.',
    removed: '{{card}} removed.',
  },
  remove: {
    title: 'Remove this card?',
    text: '{{card}} will no longer be available for your payments. Payments already made do not change.',
    nextDefault: 'It is your default card: {{next}} will take its place.',
    confirm: 'Yes, remove',
    cancel: 'Cancel',
  },
  form: {
    label: 'New card',
    number: 'Card number',
    numberPlaceholder: '1234 1234 1234 1234',
    detected: '{{brand}} card',
    expiry: 'Expiry date',
    expiryPlaceholder: 'MM/YY',
    expiryHint: 'Month and year, like 08/29.',
    cvc: 'Security code',
    cvcPlaceholder: 'CVC',
    cvcHint: 'The 3 digits on the back.',
    cvcHintAmex: 'The 4 digits on the front.',
    submit: 'Save card',
    submitting: 'Saving…',
    cancel: 'Cancel',
    stored:
      'Your card is stored, encrypted, by our payment processor. Marea only keeps its brand, country and last four digits.',
    fee: 'Payments with American Express or with cards issued outside Spain carry a {{percent}} fee.',
  },
};
