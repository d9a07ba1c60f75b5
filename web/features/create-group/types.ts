import type { ReactNode } from 'react';
import type { TPaymentCardDto } from '../../../shared/schemas/billing';
import type { TGroupBoatOption, TGroupOptions } from '../../../shared/schemas/group';

/** The wizard's catalogues (the route loader reads them on the server). */
export type TCreateGroupOptions = TGroupOptions;

/** A saved card as `GET /billing/client/card` lists it. */
export type TGroupCard = TPaymentCardDto;

export type TPassengerValues = { name: string; email: string };

/**
 * Everything the wizard asks, as its inputs hold it (strings; parsed by the step's schema on
 * Next). Kept in the tab's session storage, so a login round trip loses nothing.
 */
export type TWizardValues = {
  date: string;
  country: string;
  region: string;
  state_province: string;
  harbour: string;
  plan: string;
  boat_type: string;
  number_of_people: string;
  min_price: string;
  max_price: string;
  boat_kind: '' | 'sail' | 'motor';
  boatId: string;
  passengers: TPassengerValues[];
  cardId: string;
  group_name: string;
  note: string;
};

export const stepIds = ['place', 'boat', 'passengers', 'name'] as const;
export type TStepId = (typeof stepIds)[number];

/** What moves the wizard, as each step sees it. */
export type TStepNav = {
  index: number;
  busy: boolean;
  /** keeps what was typed (unchecked) and opens the previous step */
  onBack: ((raw: Partial<TWizardValues>, target?: number) => void) | null;
  /** keeps the step's checked values and opens the next step (the last one sends the group) */
  onNext: (values: Partial<TWizardValues>) => void;
  /** a form-level failure of the last attempt, shown in the footer */
  failure: string | null;
  /** the open step's inputs, read when the progress bar opens an earlier step */
  registerReader: (read: () => Partial<TWizardValues>) => void;
};

/** The card picker of the checkout, composed by the route (features do not import each other). */
export type TCardPickerSlot = (props: {
  cards: TGroupCard[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  onSaved: (card: TGroupCard) => void;
  /** refused for want of a card (AA00074) */
  missing: boolean;
}) => ReactNode;

export type TChosenBoat = TGroupBoatOption;
