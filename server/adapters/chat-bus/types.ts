import type { TChatBus } from '../../services/chat/bus';

/** A chat bus with the connections it owns, closed with the app. */
export type TChatBusHandle = TChatBus & { close: () => Promise<void> };
