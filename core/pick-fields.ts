/** True when `key` is one of the object's own fields, typed as its key (booking types admit no other fields). */
export function hasField<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(object, key);
}

/** The listed fields of an object that it has, typed as a part of it. */
export function pickFields<T extends object>(object: T, keys: Iterable<PropertyKey>): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) if (hasField(object, key)) picked[key] = object[key];
  return picked;
}
