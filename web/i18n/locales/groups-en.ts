import type { groupsEs } from './groups-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** groups in English: exactly the keys of groups-es.ts. */
export const groupsEn: TSameKeys<typeof groupsEs> = {
  meta: {
    title: 'Groups · Marea',
    listTitle: 'Boat-sharing groups · Marea',
    listDescription:
      'Join a group heading out to sea: a whole day with a skipper, 10:00 to 20:00, and you only pay for your seat.',
    infoTitle: 'Sailing in a group: how it works · Marea',
    infoDescription:
      'Share a skippered boat for a whole day and split the price. Pay a share when you join, the rest at check-in, and get everything back if the group does not fill.',
    groupTitle: '{{name}} · {{date}} · Marea',
    groupDescription:
      '{{plan}} from {{harbour}} on {{longDate}}, 10:00 to 20:00 with a skipper. {{price}} per person. Join the group on Marea.',
  },
  seats: {
    taken: '{{taken}} of {{total}} seats taken',
    left_one: '{{count}} seat left',
    left_other: '{{count}} seats left',
    full: 'Group full',
  },
  members: {
    none: 'Be the first to join',
    two: '{{first}} and {{second}}',
    namesMore_one: '{{names}} and {{count}} more',
    namesMore_other: '{{names}} and {{count}} more',
  },
  countdown: {
    over: 'no time',
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
  },
  deadline: {
    left: 'Closes in {{time}}',
    over: 'Deadline passed',
  },
  card: {
    pictureAlt: '{{type}} {{name}}',
    price: '{{price}}',
    perPerson: '/ person',
  },
  status: {
    open: {
      label: 'Open',
      title: 'Looking for crew',
      text: '{{seats}} and {{time}} to fill them. If the group is not complete and confirmed by {{deadline}}, it is canceled and everyone gets their money back.',
    },
    complete: {
      label: 'Complete',
      title: 'Group complete: finding a boat',
      text: 'The chosen boat is not available that day. The group’s creator is picking a similar one; there is time until {{deadline}}.',
      textCreator:
        'The chosen boat is not available that day. Choose a similar one below and we will send the request to its owner; there is time until {{deadline}}.',
    },
    requested: {
      label: 'Waiting for the owner',
      title: 'Group complete: waiting for the owner',
      text: 'We have asked the owner for the boat; they have until {{respondBy}} to confirm. We will let you know by email and in the group chat.',
    },
    confirmed: {
      label: 'Confirmed',
      title: 'Boat confirmed: see you at sea!',
      text: 'The owner has confirmed the day. Meet at the harbour at 10:00; the rest is paid at check-in.',
    },
    sailed: {
      label: 'Sailed',
      title: 'This group has sailed',
      text: 'We hope it was a great day at sea. Fancy another? More groups are heading out soon.',
    },
    canceled: {
      label: 'Canceled',
      title: 'Group canceled',
      text: 'This group was canceled and every member received a full refund.',
      deadline:
        'It was not complete with a confirmed boat 48 hours before departure. Every member got back everything they paid.',
      creator: 'Its creator canceled it before anyone else joined, and got back what they paid.',
      owner:
        'The owner canceled the booking. Every member got back everything they paid, straight away.',
      admin:
        'The Marea team canceled the group. Every member got back everything they paid, straight away.',
    },
  },
  filters: {
    label: 'Filter groups',
    date: 'Date',
    place: 'Where',
    anyPlace: 'Anywhere',
    allOf: 'All of {{name}}',
    plan: 'Plan',
    anyPlan: 'Any plan',
    maxPrice: 'Max. price',
    maxPricePlaceholder: '€ per person',
    places: 'Seats',
    anyPlaces: 'Any',
    placesAtLeast_one: '{{count}} or more',
    placesAtLeast_other: '{{count}} or more',
    apply: 'Search',
    clear: 'Clear filters',
    toggle: 'Filter by date, place or price',
    toggleActive_one: 'Filters ({{count}})',
    toggleActive_other: 'Filters ({{count}})',
  },
  list: {
    title: 'Groups setting sail soon',
    subtitle: 'Join a skippered day on a boat and pay only for your seat.',
    howItWorks: 'How does it work?',
    create: 'Create a group',
    count_one: '{{count}} group',
    count_other: '{{count}} groups',
    filtered_one: '{{count}} filter',
    filtered_other: '{{count}} filters',
    pagination: 'Pages of groups',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    emptyTitle: 'No open groups yet',
    emptyFilteredTitle: 'No group matches your search',
    emptyText:
      'Start your own in four steps: pick a date, a harbour and a boat, then share the link. As soon as it fills, we ask the owner for the boat.',
    seeAll: 'See all groups',
  },
  info: {
    hero: {
      eyebrow: 'Sail in a group',
      title: 'A skippered day on a boat, at the price of a seat',
      subtitle:
        'Join a group (or start your own), share a boat with people who love the sea as much as you do, and split the price. If the group does not fill, you get every cent back.',
    },
    facts: {
      day: { title: 'A whole day', text: '10:00 to 20:00: ten hours of sea, coves and swims.' },
      skipper: {
        title: 'Skipper always included',
        text: 'No licence needed: a professional skipper runs the boat.',
      },
      split: {
        title: 'Pay only for your seat',
        text: 'The day’s price and the skipper are split across the whole group.',
      },
    },
    steps: {
      title: 'How it works',
      subtitle: 'From idea to water in four steps. Nobody pays for the whole boat.',
      find: {
        title: 'Find your group',
        text: 'Search by date, harbour and plan, or start a new group on the boat you like and share the link.',
      },
      join: {
        title: 'Join with your seats',
        text: 'Book one seat or several for your friends. When you join you pay {{percent}} of your seats; nothing more.',
      },
      request: {
        title: 'Full? We request the boat',
        text: 'Only when every seat is taken do we send the request to the owner, who has up to {{hours}} hours to confirm it.',
      },
      sail: {
        title: 'Off you go!',
        text: 'Meet at the harbour at 10:00. The rest is paid at check-in, and you are back at 20:00 with the sun behind you.',
      },
    },
    price: {
      title: 'A clear price, split evenly',
      text: 'The price per person is simple arithmetic: the boat’s price that day plus the skipper, divided by the group’s seats. It is set when the group is created and does not change.',
      formula: 'Example: 12 m sailing boat, mid season',
      day: 'Boat price that day',
      skipper: 'Skipper',
      people: 'People in the group',
      perPerson: 'Per person',
      note: 'Rounded up to the cent. American Express cards and cards from outside Spain pay a 1.5% fee.',
    },
    pay: {
      title: 'When you pay (and when we refund)',
      join: {
        title: 'When you join: {{percent}}',
        text: 'We charge {{percent}} of your seats to your card to hold your place.',
      },
      checkIn: {
        title: 'At check-in: the rest',
        text: 'What is left is charged on the day you sail. Not before, and never by surprise.',
      },
      refund: {
        title: 'If it does not sail: a full refund',
        text: 'If the group is not complete with a confirmed boat 48 hours before departure, it is canceled and we refund everything automatically.',
      },
    },
    promises: {
      refund: {
        title: 'Your money is safe',
        text: 'If the group does not fill or no boat is confirmed 48 hours before departure, the refund is full and automatic. You do not have to ask.',
      },
      leave: {
        title: 'Leave while it is open',
        text: 'Until it is complete, you can leave the group whenever you like and we refund what you paid. Once complete, the seats are fixed.',
      },
      chat: {
        title: 'A chat for the group',
        text: 'Every group has its own chat: say hello, sort out who brings the cool box and pick the lunchtime cove together.',
      },
    },
    faq: {
      title: 'Frequently asked questions',
      whoSails: {
        q: 'Who sails the boat?',
        a: 'Always a professional skipper, included in the price. You need no licence and no experience: just a love of the sea, sun cream and a swimsuit.',
      },
      notComplete: {
        q: 'What if the group does not fill?',
        a: 'If 48 hours before departure the group is not complete, or the owner has not confirmed the boat, we cancel it and refund every member everything they paid, fees included, without them lifting a finger.',
      },
      ownerSaysNo: {
        q: 'What if the owner cannot make that day?',
        a: 'The owner has up to {{hours}} hours to answer. If they say no, or do not answer, we suggest similar boats from the same harbour within the group’s price, and the group’s creator picks one.',
      },
      leave: {
        q: 'Can I leave the group?',
        a: 'Yes, while the group is open: we refund what you paid and your seats become free again. The creator can leave only while nobody else is in. Once the group is complete, the seats no longer change.',
      },
      friends: {
        q: 'Can I book seats for my friends?',
        a: 'Of course. When you join you choose how many seats you want and give each passenger’s name and email. You pay {{percent}} of all of them.',
      },
      price: {
        q: 'Can the price per person change?',
        a: 'No. It is set when the group is created and it is what you pay. If the boat has to change, we only suggest boats within the group’s maximum price.',
      },
      weather: {
        q: 'What if the weather is bad?',
        a: 'Safety comes first: the skipper decides whether it is safe to go out. If the owner cancels the booking, the group is canceled and everyone gets their money back.',
      },
    },
    cta: {
      browse: 'See open groups',
      create: 'Create a group',
      title: 'Up for a day at sea?',
      text: 'Groups are filling up right now. And if you cannot find yours, start one in a couple of minutes.',
    },
  },
  page: {
    breadcrumb: 'You are here',
    allGroups: 'Groups',
    hours: '{{from}} to {{to}}',
    skipperIncluded: 'Skipper included',
    facts: {
      date: 'Date',
      hours: 'Hours',
      harbour: 'Departs from',
      plan: 'Plan',
      skipper: 'Skipper',
    },
    planTitle: 'The plan',
    boatTitle: 'The boat',
    kind: { sail: 'Sail', motor: 'Motor' },
    length: '{{value}} m',
    membersTitle_one: 'Crew: {{count}} member',
    membersTitle_other: 'Crew: {{count}} members',
    creator: 'Organiser',
    memberSeats_one: '{{count}} seat',
    memberSeats_other: '{{count}} seats',
    freeSeats_one: '{{count}} seat free',
    freeSeats_other: '{{count}} seats free',
    priceIncludes: 'Boat and skipper included · 10:00 to 20:00',
    joinAside: 'Join the group',
  },
  join: {
    title: 'Join the group',
    seats: 'How many seats?',
    seatsOption_one: '{{count}} seat',
    seatsOption_other: '{{count}} seats',
    you: 'You',
    passenger: 'Passenger {{number}}',
    name: 'Full name',
    email: 'Email',
    total_one: '{{count}} seat × {{price}}',
    total_other: '{{count}} seats × {{price}}',
    now: 'You pay now ({{percent}}%)',
    later: 'At check-in',
    addCard: 'Add a card',
    joining: 'Joining…',
    submit: 'Join and pay {{price}}',
    fine: 'Charged to your default card. If the group does not fill, you get it all back.',
    loginFirst:
      'Log in to book your seats. When you join you pay {{percent}}% and the rest at check-in.',
    login: 'Log in to join',
    closed: {
      full: 'There are no seats left in this group. Have a look at other groups or start your own.',
      complete: 'This group is already complete and takes no more members.',
      requested: 'This group is already complete and takes no more members.',
      confirmed: 'This group is complete and its boat is confirmed.',
      sailed: 'This group has already sailed.',
      canceled: 'This group was canceled and takes no more members.',
    },
  },
  me: {
    title: 'You are in this group',
    titleCreator: 'Your group',
    seats_one: '{{count}} seat in your name',
    seats_other: '{{count}} seats in your name',
    charged: 'Paid on joining ({{percent}}%)',
    balance: 'Due at check-in',
    refunded: 'Refunded',
    card: 'Charged to your {{brand}} card ···· {{last4}}',
  },
  leave: {
    button: 'Leave the group',
    title: 'Leave the group?',
    text: 'We will free your seats and refund {{amount}} to the card you paid with.',
    textCreator:
      'As you are the only one in the group, leaving cancels it. We will refund {{amount}} to the card you paid with.',
    confirm: 'Yes, leave the group',
    cancel: 'Stay',
    creatorStays: 'As its creator you cannot leave while others are in: they are counting on you.',
    fixed:
      'The group is complete: the seats no longer change. If it does not sail, you get everything back.',
  },
  notice: {
    joined: 'You are on board! We charged {{amount}}.',
    left: 'You left the group. We are refunding {{amount}} to your card.',
  },
  similar: {
    title: 'Choose another boat',
    text: 'The chosen boat is not available. These boats from the same harbour fit your group and your price. Choose one and we send the request to its owner.',
    loading: 'Looking for similar boats…',
    none: 'No similar boat is free that day right now. Check again later: if there is no boat 48 hours before departure, the group is canceled and everyone gets their money back.',
    capacity_one: '{{count}} person',
    capacity_other: '{{count}} people',
    choose: 'Choose this boat',
    chooseNamed: 'Choose {{name}}',
  },
  share: {
    title: 'Invite your people',
    hint: 'The sooner the seats fill, the sooner we request the boat.',
    linkLabel: 'Group link',
    copy: 'Copy',
    copied: 'Copied',
    copyPrompt: 'Copy the group link:',
    native: 'Share',
    text: 'Join “{{name}}” on Marea',
  },
};
