import type { favouritesEs } from './favourites-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** Favourites ('my boats') and the heart button, in English: exactly the keys of favourites-es.ts. */
export const favouritesEn: TSameKeys<typeof favouritesEs> = {
  button: {
    label: 'Save {{name}} to favourites',
    save: 'Save',
  },
  loginFirst: 'You should log in first',
  saveFailed: "We couldn't save that change. Please try again.",
  meta: { title: 'My boats · Marea' },
  nav: { label: 'My boats', hint: 'The boats you have saved' },
  page: {
    title: 'My boats',
    subtitle: 'The boats you have saved, ready for your next day at sea.',
    count_one: '{{count}} saved boat',
    count_other: '{{count}} saved boats',
    listLabel: 'Saved boats',
    loading: 'Loading your boats…',
  },
  removed: {
    text: 'You removed {{name}} from your boats.',
    undo: 'Undo',
    dismiss: 'Dismiss',
  },
  empty: {
    title: 'No saved boats yet',
    text: 'Tap the heart on any boat and it will wait for you here, ready to book.',
    cta: 'Explore boats',
  },
};
