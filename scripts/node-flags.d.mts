/** The V8 options every app process starts with (decision 0052). */
export const appNodeFlags: string[];
