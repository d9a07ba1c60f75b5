import type { valuationsEs } from './valuations-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The valuations page in English: exactly the keys of valuations-es.ts. */
export const valuationsEn: TSameKeys<typeof valuationsEs> = {
  meta: { title: 'Valuations · Marea' },
  page: {
    title: 'Valuations',
    subtitle:
      'After every trip, client and owner rate each other. Both reviews are published together, so neither side answers the other.',
    loading: 'Loading your valuations…',
  },
  tabs: {
    label: 'Your valuations',
    toWrite: 'To rate',
    written: 'Written',
    received: 'Received',
  },
  stars: {
    value: '{{value}} of 5 stars',
    average: '{{value}} out of 5',
  },
  categories: {
    boatCondition: 'Boat condition',
    cleanliness: 'Cleanliness',
    communication: 'Owner communication',
    value: 'Value for money',
  },
  toWrite: {
    intro:
      'You have 14 days from the end of the trip. Your review is published when the other side writes theirs or when the time is up.',
    asClient: 'Rate the boat and {{name}}',
    asOwner: 'Rate {{name}}, your client',
    groupTrip: 'Group trip',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    lastDay: 'Last day',
    closesOn: 'Until {{date}}',
    otherSideWrote: '{{name}} has already written theirs',
    rate: 'Rate',
    cancel: 'Cancel',
  },
  form: {
    titleClient: 'Rate your trip on {{boat}}',
    titleOwner: 'Rate {{name}}',
    introClient:
      'Tell others how it went with the boat and with {{name}}. It is published on the boat page with your name.',
    introOwner:
      'Tell other owners what sailing with {{name}} was like. It appears on their profile.',
    overall: 'Overall rating',
    overallClient: 'How was the trip overall?',
    overallOwner: 'How were they as a client?',
    categoriesTitle: 'By category',
    comment: 'Your comment',
    commentPlaceholderClient:
      'What would you highlight about the boat, the route or the owner? Anything to improve?',
    commentPlaceholderOwner:
      'Did they look after the boat? Were they on time and easy to deal with?',
    counter: '{{count}} of {{max}} characters',
    counterShort_one: '{{count}} more character needed',
    counterShort_other: '{{count}} more characters needed',
    visibility:
      "The other side won't see your review until they write theirs or the time is up. It can't be changed afterwards.",
    submit: 'Publish review',
    submitting: 'Sending…',
    close: 'Close',
    errors: {
      stars: 'Choose from 1 to 5 stars',
      commentShort: 'Write at least {{min}} characters',
      commentLong: 'Write {{max}} characters at most',
    },
  },
  written: {
    aboutBoat: 'About {{boat}} and {{name}}',
    aboutClient: 'About {{name}}, your client',
    waiting: 'Waiting for {{name}}',
    waitingText:
      "It will be published together with {{name}}'s, or when the 14 days are up if they don't write one.",
    published: 'Published on {{date}}',
    hidden: 'Hidden by moderation',
    hiddenText: 'The Marea team hid it because it breaks the rules: {{reason}}',
    hiddenNoReason: 'The Marea team hid it because it breaks the rules.',
    ownerReply: 'Reply from {{name}}',
    viewBoat: 'View the boat',
  },
  received: {
    fromClient: '{{name}} about {{boat}}',
    fromOwner: '{{name}}, owner of {{boat}}',
    yourReply: 'Your reply',
    replyTitle: 'Reply publicly',
    replyHint: 'You can reply only once. The reply appears under the review on the boat page.',
    replyLabel: 'Your reply to {{name}}',
    replyPlaceholder: 'Thank you for sailing with us…',
    replySubmit: 'Publish reply',
    replySubmitting: 'Publishing…',
    replyCancel: 'Cancel',
    replyCounter: '{{count}} of {{max}} characters',
    replyShort: 'Write at least 2 characters',
    replied: 'Replied on {{date}}',
  },
  empty: {
    toWriteTitle: 'Nothing to rate',
    toWriteText:
      'When a trip ends you can rate it here for 14 days. Your reviews help the whole community.',
    writtenTitle: "You haven't written any reviews yet",
    writtenText: 'The reviews you write will appear here, with their status.',
    receivedTitle: 'No reviews yet',
    receivedText:
      'After every trip, the other side can rate you. You will see it here once published.',
    cta: 'Explore boats',
  },
  notice: {
    sentWaiting: 'Thank you! Your review will be published when {{name}} writes theirs.',
    sentPublished: "Thank you! Your review and {{name}}'s are now published.",
    replied: 'Your reply is now published.',
    dismiss: 'Dismiss the notice',
  },
};
