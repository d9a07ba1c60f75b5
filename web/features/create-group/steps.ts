import {
  ZGroupBoatStep,
  ZGroupNameStep,
  ZGroupPassengersStep,
  ZGroupPlaceStep,
} from '../../../shared/schemas/group';
import { stepIds, type TStepId, type TWizardValues } from './types';

const stepFields: Record<TStepId, readonly string[]> = {
  place: Object.keys(ZGroupPlaceStep.shape),
  boat: Object.keys(ZGroupBoatStep.shape),
  passengers: Object.keys(ZGroupPassengersStep.shape),
  name: Object.keys(ZGroupNameStep.shape),
};

/** Which step asks for a field (`passengers.0.email` → passengers); null for an unknown one. */
export function stepOfField(path: string): TStepId | null {
  const head = path.split(/[.[]/)[0] ?? '';
  return stepIds.find((id) => stepFields[id].includes(head)) ?? null;
}

/** The values as they start: the first date a group can still fill, Spain, one passenger. */
export function emptyValues(firstDate: string): TWizardValues {
  return {
    date: firstDate,
    country: 'ES',
    region: '',
    state_province: '',
    harbour: '',
    plan: '',
    boat_type: '',
    number_of_people: '6',
    min_price: '',
    max_price: '',
    boat_kind: '',
    boatId: '',
    passengers: [{ name: '', email: '' }],
    cardId: '',
    group_name: '',
    note: '',
  };
}

/** The `POST /group` body (ZCreateGroupRequest's input) of the wizard's values. */
export function requestBody(values: TWizardValues) {
  return {
    date: values.date,
    country: values.country,
    region: values.region || null,
    state_province: values.state_province || null,
    harbour: values.harbour,
    plan: values.plan,
    boat_type: values.boat_type || null,
    number_of_people: Number(values.number_of_people),
    min_price: values.min_price.trim() || null,
    max_price: values.max_price.trim() || null,
    boat_kind: values.boat_kind || null,
    boatId: values.boatId,
    passengers: values.passengers.map((p) => ({ name: p.name.trim(), email: p.email.trim() })),
    cardId: values.cardId || null,
    group_name: values.group_name.trim(),
    note: values.note.trim(),
  };
}
