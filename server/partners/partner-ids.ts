/**
 * Partner ids and depot ids must be unique across every partner file. `TakenIds` remembers which file holds
 * each id, so a clash names the other file and suggests the next free id (one above the highest in use).
 */
import type { Partner } from '../../core/partner';

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

/** The ids of `partner` that `taken` already holds; `taken` is left as it is. */
export function findIdClashes(partner: Partner, taken: TakenIds): IdClash[] {
  const clashes: IdClash[] = [];
  const owner = taken.partners.get(partner.id);
  if (owner)
    clashes.push({
      pointer: '/id',
      message: `id ${partner.id} is already used by ${owner}; each partner needs its own id: the next free one is ${nextFree(taken.partners.keys(), [partner.id])}`,
    });
  const ownDepots = partner.locations.map((location) => location.id);
  const seen = new Set<number>();
  partner.locations.forEach((location, index) => {
    const depotOwner = taken.depots.get(location.id) ?? (seen.has(location.id) ? 'another depot of this file' : undefined);
    seen.add(location.id);
    if (depotOwner)
      clashes.push({
        pointer: `/locations/${index}/id`,
        message: `depot id ${location.id} is already used by ${depotOwner}; each depot needs its own id: the next free one is ${nextFree(taken.depots.keys(), ownDepots)}`,
      });
  });
  return clashes;
}

/** Records the ids of a partner whose file is `label`. */
export function takeIds(partner: Partner, label: string, taken: TakenIds): void {
  if (!taken.partners.has(partner.id)) taken.partners.set(partner.id, label);
  partner.locations.forEach((location, index) => {
    if (!taken.depots.has(location.id)) taken.depots.set(location.id, `${label}/locations/${index}/id`);
  });
}
