import type { searchEs } from './search-es';
import { searchPlaceEn } from './search-place-en';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The boat search page (/{lang}/boats), in English: exactly the keys of search-es.ts. */
export const searchEn: TSameKeys<typeof searchEs> = {
  meta: {
    title: 'Boat rental in Spain · Marea',
    titlePlace: 'Boat rental in {{place}} · Marea',
    description:
      'Sailboats, motorboats, catamarans and yachts, with or without a skipper, all along the Spanish coast. Filter by dates, people and price, and pay only once the owner confirms.',
    descriptionPlace:
      'Rent a boat in {{place}}: sailboats, motorboats and catamarans with or without a skipper. Compare prices and availability for your dates.',
  },
  heading: 'Boats for rent',
  headingPlace: 'Boats in {{place}}',
  count_one: '{{count}} boat',
  count_other: '{{count}} boats',
  countMore: 'More than {{total}} boats',
  onDate: 'free on {{date}}',
  betweenDates: 'free from {{start}} to {{end}}',
  halfDayOn: 'free for half a day on {{date}}',
  updating: 'Updating results…',
  /** a hidden heading over the result cards (their names are h3) */
  resultsHeading: 'Boats found',
  bar: {
    label: 'Search boats',
    place: 'Destination',
    anyPlace: 'Any destination',
    duration: 'Duration',
    durations: { day: 'Full day', half_day: 'Half day', days: 'Several days' },
    date: 'Date',
    startDate: 'Departure',
    endDate: 'Return',
    people: 'People',
    submit: 'Search',
    anyDate: 'Any date',
    ...searchPlaceEn,
  },
  filters: {
    title: 'Filters',
    open: 'Filters',
    apply: 'Apply filters',
    show: 'Show boats',
    clear: 'Clear filters',
    close: 'Close filters',
    any: 'Any',
    boatType: 'Boat type',
    skipper: {
      label: 'Skipper',
      any: 'Either',
      with: 'With skipper',
      without: 'Without skipper',
    },
    price: { label: 'Price per day', min: 'Minimum (€)', max: 'Maximum (€)' },
    length: {
      label: 'Length',
      '-8': 'Up to 8 m',
      '8-12': '8 to 12 m',
      '12-18': '12 to 18 m',
      '18-': 'Over 18 m',
    },
    sleepPlaces: { label: 'Berths', option: '{{count}} or more' },
    plan: { label: 'Plan', any: 'Any plan' },
    toys: {
      label: 'Jet skis',
      any: 'Included',
      only: 'Only jet skis',
      none: 'No jet skis',
    },
  },
  chips: {
    label: 'Active filters',
    remove: 'Remove: {{label}}',
    people: '{{count}}+ people',
    sleepPlaces: '{{count}}+ berths',
    priceBetween: '{{min}}–{{max}} per day',
    priceFrom: 'From {{min}} per day',
    priceUpTo: 'Up to {{max}} per day',
    length: 'Length: {{value}}',
  },
  sort: {
    label: 'Sort by',
    apply: 'Sort',
    relevance: 'Relevance',
    price_asc: 'Lowest price',
    price_desc: 'Highest price',
    rating: 'Top rated',
    newest: 'Newest',
  },
  price: {
    from: 'From {{price}}',
    perDay: 'per day',
    perHalfDay: 'half day',
    total: 'in total',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    halfDay: 'half day',
    withSkipper: 'skipper included',
  },
  rating: {
    label: 'Rated {{rating}} out of 5 ({{count}})',
  },
  empty: {
    title: 'No boat matches your search',
    text: 'Try other dates, remove a filter or search another destination.',
    clear: 'Clear filters',
    anyDate: 'Search without dates',
    allPlaces: 'See every destination',
  },
  noPlace: {
    title: 'We could not find “{{place}}”',
    text: 'Try a city, an island or a harbour on the coast, or pick one of our destinations.',
  },
  pagination: {
    label: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    status: 'Page {{page}} of {{pages}}',
  },
  map: {
    show: 'Show map',
    hide: 'Hide map',
    title: 'Map of the boats on this page',
  },
};
