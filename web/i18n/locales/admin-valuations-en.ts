import type { TCatalog } from './types';

/** English of admin-valuations-es.ts, key for key. */
export const adminValuationsEn: TCatalog['adminValuations'] = {
  metaTitle: 'Valuations · Marea back office',
  title: 'Valuations',
  intro:
    'Every valuation written by clients and owners. Hide the ones that break the rules: they leave the site and the reason goes to the audit log.',
  searchLabel: 'Boat, author or text',
  status: 'Status',
  statuses: {
    all: 'All',
    published: 'Published',
    pending: 'Pending',
    hidden: 'Hidden',
  },
  badge: {
    published: 'Published',
    pending: 'Pending',
    hidden: 'Hidden',
  },
  author: {
    client: 'client',
    owner: 'owner',
  },
  fromTo: 'From {{from}} about {{about}}',
  authorAs: 'Written by the {{role}}',
  written: 'Written {{date}}',
  published: 'Published {{date}}',
  waiting: 'Waiting for the other side',
  hiddenOn: 'Hidden {{date}}',
  hiddenReason: 'Reason: {{reason}}',
  reply: "Owner's reply",
  stars: '{{rating}} out of 5 stars',
  hide: 'Hide',
  show: 'Show again',
  hideTitle: 'Hide this valuation',
  hideText:
    'It will leave the boat page and the profiles, and the averages are worked out again. Both sides will see the reason.',
  showTitle: 'Show this valuation again',
  showText: 'It goes back on the boat page and counts in the averages again.',
  confirmHide: 'Hide valuation',
  confirmShow: 'Show valuation',
  hidden: 'Valuation hidden.',
  shown: 'The valuation is visible again.',
  none: 'No valuations match these filters.',
};
