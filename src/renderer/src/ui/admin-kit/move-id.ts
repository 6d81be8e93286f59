/** `ids` with the item at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/** `records` in the order of `ids` (an order just saved, shown until the live list catches up). */
export function inOrder<T extends { id: string }>(
  records: readonly T[],
  ids: readonly string[] | null,
): T[] {
  if (!ids) return [...records];
  const rank = new Map(ids.map((id, index) => [id, index]));
  const last = Number.MAX_SAFE_INTEGER;
  return [...records].sort((a, b) => (rank.get(a.id) ?? last) - (rank.get(b.id) ?? last));
}
