import { useEffect } from 'react';

/**
 * Told on the window when something changed a boat's blocked days (an iCal import synced or
 * removed), so that a calendar on the same page loads them again: the two live in features that
 * do not import each other.
 */
const calendarChangedEvent = 'marea:calendar-changed';

export function announceCalendarChange(boatId: string): void {
  window.dispatchEvent(new CustomEvent(calendarChangedEvent, { detail: { boatId } }));
}

/** Calls `onChange` whenever `announceCalendarChange` is told, for any boat. */
export function useCalendarChanged(onChange: () => void): void {
  useEffect(() => {
    window.addEventListener(calendarChangedEvent, onChange);
    return () => window.removeEventListener(calendarChangedEvent, onChange);
  }, [onChange]);
}
