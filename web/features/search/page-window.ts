/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, pages, current - 1, current, current + 1])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [index, page] of shown.entries()) {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push('gap');
    out.push(page);
  }
  return out;
}
