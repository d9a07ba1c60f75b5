import type { TCatalog } from './types';

/** English of checkout-es.ts, key for key. */
export const checkoutEn: TCatalog['checkout'] = {
  title: 'Request to book',
  meta: {
    title: 'Request to book · {{name}} | Marea',
  },
  back: 'Back to the boat',
  loading: 'Getting your request ready…',
  trip: {
    title: 'Your trip',
    dates: 'Dates',
    date: 'Date',
    slotLine: '{{slot}}, {{from}} to {{to}}',
    dayHours: '{{from}} to {{to}}',
    daysCount_one: '{{count}} day',
    daysCount_other: '{{count}} days',
    hours: 'Hours',
    people: 'People',
    peopleCount_one: '{{count}} person',
    peopleCount_other: '{{count}} people',
    skipper: 'Skipper',
    withSkipper: 'With a skipper',
    withoutSkipper: 'No skipper',
    licence: 'Without a skipper you need a {{licence}} licence.',
    change: 'Change',
    done: 'Done',
    editLabel: 'Change the trip',
    unavailable: 'The boat is not free on these dates. Choose others.',
  },
  price: {
    title: 'Price breakdown',
    dayLine: '{{date}} · {{season}} season',
    halfDayLine: '{{date}} · half day, {{season}} season',
    seasons: { high: 'high', mid: 'mid', low: 'low' },
    skipperLine_one: 'Skipper, {{count}} day × {{price}}',
    skipperLine_other: 'Skipper, {{count}} days × {{price}}',
    total: 'Total',
    firstPayment: 'When the owner accepts ({{percent}} %)',
    rest: 'At check-in',
    fee: 'includes a {{fee}} card fee',
    feeNote:
      'With {{card}} each charge carries a {{percent}} fee: the card is American Express or was issued outside Spain.',
    feeMaybe:
      'American Express cards and cards issued outside Spain carry a {{percent}} fee on each charge.',
    unpriced: 'Choose a trip the boat accepts to see the price.',
    updating: 'Updating the price…',
    rating_one: '{{average}} ({{count}} review)',
    rating_other: '{{average}} ({{count}} reviews)',
    new: 'New on Marea',
  },
  when: {
    title: 'When you pay',
    noCharge: 'The card is charged only after the owner confirms availability.',
    window_one:
      'The owner has {{count}} hour to answer. If they decline or do not answer, you pay nothing.',
    window_other:
      'The owner has {{count}} hours to answer. If they decline or do not answer, you pay nothing.',
    split:
      '{{percent}} % of the total is charged when the owner accepts; the rest at check-in, to the same card.',
  },
  card: {
    title: 'Pay with',
    legend: 'Card for this booking',
    expires: 'Expires {{date}}',
    default: 'Default',
    feeBadge: '+{{percent}}',
    none: 'You should add a card.',
    noneHint: 'We only verify it now: nothing is charged until the owner accepts.',
    add: 'Add another card',
    addTitle: 'New card',
    submit: 'Save and use this card',
    becomesDefault:
      'This card will become your default card: it is the one charged when the owner accepts.',
    /** the same picker in the create-group wizard: the first share is charged at once */
    group: {
      legend: 'Card for your seats',
      noneHint: 'Your first share is charged when you create the group.',
      becomesDefault:
        'This card will become your default card: it pays your share now and the rest at check-in.',
    },
  },
  message: {
    label: 'Message to the owner (optional)',
    hint: 'Tell them who is coming, what you have in mind or anything you want to ask.',
    placeholder: 'Hi, we are…',
    tooLong: 'At most {{count}} characters.',
  },
  submit: 'Send request',
  submitting: 'Sending…',
  terms: "By sending the request you accept the boat's cancellation policy ({{policy}}).",
  policies: { flexible: 'flexible', moderate: 'moderate', strict: 'strict' },
  errors: {
    licence: 'To sail this boat without a skipper you need a {{licence}} licence.',
    licenceGeneric: 'This boat needs a licence you do not have on your profile.',
    licenceHint:
      'Add a skipper and we will price it right away, or add your licence to your profile.',
    addSkipper: 'Add a skipper ({{price}} per day)',
    skipperAdded: 'Skipper added. Check the new total and send your request.',
    addLicence: 'Add my licence',
    taken: 'Choose other dates: the boat is no longer free on these.',
    changeDates: 'Change dates',
    trip: 'Check your trip:',
  },
};
