// Records keyed by strings a user gives (player ids, and names typed into actions) must treat every key as data.
// A plain object does not: `r.constructor`, `r.toString`… are inherited, `k in r` sees them, and `r['__proto__'] = v`
// calls the prototype setter instead of storing v. States are cloned with structuredClone and sent through JSON,
// and both rebuild ordinary objects, so a null prototype (Object.create(null)) would not survive in a state. So the
// engine's records stay plain JSON objects and every read of a user-given key goes through ownValue / hasKey, every
// write through setKey. Once defined, an own "__proto__" property is copied by structuredClone, JSON, spreads,
// Object.entries and Object.fromEntries like any other key.

/** `r[k]` when k is r's own key, else undefined (never an inherited Object.prototype member). */
export function ownValue<V>(r: Readonly<Record<string, V>>, k: string): V | undefined {
  return Object.hasOwn(r, k) ? r[k] : undefined;
}

/** Whether `r` holds the key `k` itself (`k in r` also answers true for "constructor", "toString"…). */
export function hasKey(r: object, k: string): boolean {
  return Object.hasOwn(r, k);
}

/** r[k] = v, also for k = "__proto__" (an assignment would set the object's prototype and store nothing). */
export function setKey<V>(r: Record<string, V>, k: string, v: V): V {
  if (k === '__proto__' && !Object.hasOwn(r, k)) Object.defineProperty(r, k, { value: v, writable: true, enumerable: true, configurable: true });
  else r[k] = v;
  return v;
}

/** `r[k] ??= make()`, for any key: the value `r` holds itself, or a new one stored under k. */
export function ownOrSet<V>(r: Record<string, V>, k: string, make: () => V): V {
  return Object.hasOwn(r, k) ? r[k]! : setKey(r, k, make());
}

/** A new record for results handed to the edges: no prototype, so a lookup of any key finds only what was stored. */
export function newRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
