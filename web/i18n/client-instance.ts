import type { i18n as TI18n } from 'i18next';

let instance: TI18n | undefined;

/** The browser's one i18next instance, set once at hydration; loaders use it to switch language. */
export function setClientI18n(value: TI18n): void {
  instance = value;
}

export function getClientI18n(): TI18n | undefined {
  return instance;
}
