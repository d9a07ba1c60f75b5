import type { TCatalog } from './types';

/** English of ical-es.ts, key for key. */
export const icalEn: TCatalog['ical'] = {
  title: 'Sync calendars (iCal)',
  intro:
    "Share this boat's calendar with other platforms and import theirs: their events block those days here.",
  loading: 'Loading calendars…',
  retry: 'Retry',
  export: {
    title: 'Export the Marea calendar',
    text: 'Paste this address into Airbnb, Booking, Google Calendar or another platform. It lists bookings and blocks, with no personal data.',
    label: 'Calendar address',
    copy: 'Copy',
    copied: 'Address copied',
    copyFailed: 'Could not copy: select the address and copy it by hand.',
    reset: 'Change address',
    resetTitle: 'Change the calendar address?',
    resetText:
      'The current address will stop working: you will have to paste the new one into every platform that uses it.',
    resetConfirm: 'Change address',
    cancel: 'Cancel',
    resetDone: 'New address ready. Update it on your other platforms.',
  },
  how: {
    title: 'How it works',
    export:
      'Other platforms read this address every few hours: your Marea bookings reach them on their own.',
    import:
      'Imported events block those days on Marea (shown as “Imported (iCal)”) and refresh every hour.',
    conflicts:
      'An event that clashes with a Marea booking or block is not imported, and you are told here.',
  },
  imports: {
    title: 'Imported calendars',
    text: 'Their events block the boat here. They sync every hour.',
    empty: 'You are not importing any calendar yet.',
    unnamed: 'Unnamed calendar',
    lastSync: 'Last sync: {{when}}',
    neverSynced: 'Not synced yet',
    events_one: '{{count}} event',
    events_other: '{{count}} events',
    failed: 'Sync failed',
    ok: 'Synced',
    conflicts_one: '{{count}} event could not block the boat: those days were already taken.',
    conflicts_other: '{{count}} events could not block the boat: those days were already taken.',
    conflictDays: 'Days already taken',
    sync: 'Sync now',
    syncing: 'Syncing…',
    synced_one: '“{{name}}” synced: {{count}} event.',
    synced_other: '“{{name}}” synced: {{count}} events.',
    remove: 'Remove',
    removeTitle: 'Remove “{{name}}”?',
    removeText: 'The days that came from this calendar will be unblocked.',
    removeConfirm: 'Remove calendar',
    removed: '“{{name}}” removed and its days unblocked.',
    actionsFor: 'Actions for {{name}}',
  },
  form: {
    title: 'Import a calendar',
    name: 'Name',
    namePlaceholder: 'Airbnb, Booking…',
    nameHint: 'Optional: to recognise it in the list.',
    url: 'iCal address (.ics)',
    urlPlaceholder: 'https://…/calendar.ics',
    urlHint: 'Platforms call it “export calendar” or “iCal link”.',
    submit: 'Import',
    submitting: 'Importing…',
    added_one: 'Calendar imported: {{count}} event.',
    added_other: 'Calendar imported: {{count}} events.',
    icalUrlRequired: 'Paste the calendar address.',
    icalUrlInvalid: 'Enter an address starting with https:// (or http://).',
  },
};
