/**
 * Sets `key` in a map that holds at most `limit` entries: past it, the entries set first go first. A
 * process's memory of lasting facts (a session's, an account's id) stays bounded however many members
 * play; a fact dropped is read again from the database when next needed.
 */
export function keep<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  const first = map.keys();
  while (map.size >= limit) map.delete(first.next().value!);
  map.set(key, value);
}
