type TTally = { routes: Set<string>; inputs: number; byClass: Record<string, number> };

/** Counts what the fuzzer sent and got back, per route family (`/api/<family>/…`). */
export function createFuzzReport() {
  const families = new Map<string, TTally>();
  const family = (url: string) => {
    const [first = '', second] = url.replace(/^\/api\/?/, '').split('/');
    if (first === 'backoffice' && second === 'admin') return 'backoffice/admin';
    return first.startsWith(':') || first === '*' || first === '' ? '(catch-all)' : first;
  };
  return {
    add(method: string, url: string, status: number) {
      const name = family(url);
      const tally = families.get(name) ?? { routes: new Set(), inputs: 0, byClass: {} };
      tally.routes.add(`${method} ${url}`);
      tally.inputs += 1;
      const statusClass = `${Math.floor(status / 100)}xx`;
      tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
      families.set(name, tally);
    },
    totals() {
      let inputs = 0;
      let routes = 0;
      let failures = 0;
      for (const tally of families.values()) {
        inputs += tally.inputs;
        routes += tally.routes.size;
        failures += tally.byClass['5xx'] ?? 0;
      }
      return { inputs, routes, failures };
    },
    /** The table and the one-line total, as printed after a run. */
    format(label: string): string {
      const rows = [...families.entries()].sort(([a], [b]) => a.localeCompare(b));
      const cell = (value: number | string, width: number) => String(value).padStart(width);
      const lines = [`family${' '.repeat(14)}routes  inputs     2xx     3xx     4xx  5xx`];
      for (const [name, tally] of rows) {
        const count = (statusClass: string) => tally.byClass[statusClass] ?? 0;
        lines.push(
          `${name.padEnd(20)}${cell(tally.routes.size, 6)}${cell(tally.inputs, 8)}${cell(count('2xx'), 8)}` +
            `${cell(count('3xx'), 8)}${cell(count('4xx'), 8)}${cell(count('5xx'), 5)}`,
        );
      }
      const { inputs, routes, failures } = this.totals();
      lines.push(
        `fuzz ${label}: ${inputs.toLocaleString('en')} inputs over ${routes} routes, ${failures} × 5xx`,
      );
      return lines.join('\n');
    },
  };
}

export type TFuzzReport = ReturnType<typeof createFuzzReport>;
