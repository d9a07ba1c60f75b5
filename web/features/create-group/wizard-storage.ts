import type { TChosenBoat, TWizardValues } from './types';

const storageKey = 'marea.createGroup';
/** A saved wizard older than this starts over (its dates and boats are stale). */
const maxAgeMs = 24 * 3_600_000;

export type TSavedWizard = {
  values: TWizardValues;
  index: number;
  furthest: number;
  boat: TChosenBoat | null;
};

/**
 * The wizard as the tab last left it: it survives the login modal's round trip and a reload
 * (sessionStorage: this tab only, gone with it; nothing about the card is kept but its id).
 */
export function readSavedWizard(): TSavedWizard | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const saved = JSON.parse(raw) as TSavedWizard & { savedAt?: number };
    if (!saved.values || Date.now() - (saved.savedAt ?? 0) > maxAgeMs) return null;
    return saved;
  } catch {
    return null;
  }
}

export function saveWizard(state: TSavedWizard): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...state, savedAt: Date.now() }));
  } catch {
    // storage may be full or disabled: the wizard still works, a reload starts over
  }
}

export function forgetWizard(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // nothing saved
  }
}
