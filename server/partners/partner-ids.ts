/**
 * Partner ids and depot ids must be unique across every partner file. `TakenIds` remembers which file holds
 * each id, so a clash names the other file and suggests the next free id (one above the highest in use).
 */
import { fieldOf } from '../../core/is-record';

export interface TakenIds {
  /** id → the file (label) that uses it. */
  partners: Map<number, string>;
  /** depot id → `file/locations/N/id`. */
  depots: Map<number, string>;
}

export function emptyTakenIds(): TakenIds {
  return { partners: new Map(), depots: new Map() };
}

/** A clash found in one file, with the pointer it sits at. */
export interface IdClash {
  pointer: string;
  message: string;
}

const nextFree = (taken: Iterable<number>, own: readonly number[]) => Math.max(0, ...taken, ...own) + 1;

const asId = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The partner id and depot ids of a partner file's data, whatever else it gets wrong: a clash is told with its other faults. */
function idsOf(data: unknown): { id: number | undefined; depots: Array<number | undefined> } {
  const locations = fieldOf(data, 'locations');
  return { id: asId(fieldOf(data, 'id')), depots: Array.isArray(locations) ? locations.map((location) => asId(fieldOf(location, 'id'))) : [] };
}

/** The ids of a partner file's data that `taken` already holds; `taken` is left as it is. */
export function findIdClashes(data: unknown, taken: TakenIds): IdClash[] {
  const clashes: IdClash[] = [];
  const { id, depots } = idsOf(data);
  const owner = id === undefined ? undefined : taken.partners.get(id);
  if (id !== undefined && owner)
    clashes.push({
      pointer: '/id',
      message: `id ${id} is already used by ${owner}; each partner needs its own id: the next free one is ${nextFree(taken.partners.keys(), [id])}`,
    });
  const ownDepots = depots.filter((depot) => depot !== undefined);
  const seen = new Set<number>();
  depots.forEach((depot, index) => {
    if (depot === undefined) return;
    const depotOwner = taken.depots.get(depot) ?? (seen.has(depot) ? 'another depot of this file' : undefined);
    seen.add(depot);
    if (depotOwner)
      clashes.push({
        pointer: `/locations/${index}/id`,
        message: `depot id ${depot} is already used by ${depotOwner}; each depot needs its own id: the next free one is ${nextFree(taken.depots.keys(), ownDepots)}`,
      });
  });
  return clashes;
}

/** Records the ids of a partner file's data whose file is `label`. */
export function takeIds(data: unknown, label: string, taken: TakenIds): void {
  const { id, depots } = idsOf(data);
  if (id !== undefined && !taken.partners.has(id)) taken.partners.set(id, label);
  depots.forEach((depot, index) => {
    if (depot !== undefined && !taken.depots.has(depot)) taken.depots.set(depot, `${label}/locations/${index}/id`);
  });
}
