/** A page link of the pager, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages a pager links to: the first, the last, the current one and its neighbours, with a
 * gap where pages are left out. A gap never hides a single page; that page is shown instead.
 */
export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set([1, total]);
  for (let offset = -neighbours; offset <= neighbours; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= total) shown.add(candidate);
  }

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const item of sorted) {
    if (item - previous === 2) items.push(item - 1);
    else if (item - previous > 2) items.push('gap');
    items.push(item);
    previous = item;
  }
  return items;
}
