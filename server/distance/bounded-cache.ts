/**
 * A small in-process cache that forgets its oldest entry when full. Pending promises are cached
 * too, so two saves of the same new address make one call; a rejected one is forgotten.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const loading = load();
    loading.catch(() => this.entries.delete(key));
    this.entries.set(key, loading);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return loading;
  }
}
