/**
 * What `make` builds for an object, built on its first use and kept as long as the object lives
 * (a WeakMap): for values derived from objects that do not change once made, such as a database
 * handle, the catalogue or a settings value as read.
 */
export function oncePer<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const built = new WeakMap<K, T>();
  return (key) => {
    if (built.has(key)) return built.get(key) as T;
    const value = make(key);
    built.set(key, value);
    return value;
  };
}
