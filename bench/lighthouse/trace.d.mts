/** A Chromium trace event, as much of it as the readings use. */
export type TTraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export function pageThread<T extends TTraceEvent>(events: T[]): T | undefined;
export function mainThreadTime(events: TTraceEvent[]): { wall: number; cpu: number };
