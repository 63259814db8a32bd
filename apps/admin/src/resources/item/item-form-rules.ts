import type { ItemTypeDto } from '@grimhunt/contracts';

type TypeLike = Pick<ItemTypeDto, 'name' | 'shortName'> | null | undefined;

function isType(type: TypeLike, ...wanted: string[]): boolean {
  if (!type) return false;
  return [type.name, type.shortName].some((value) => !!value && wanted.includes(value.trim().toLowerCase()));
}

/** Item type 'contract' shows the contract type select. */
export function showsContractType(type: TypeLike): boolean {
  return isType(type, 'contract');
}

/** Item type 'collection' or 'contract' shows the trophy items (souvenirs / documents). */
export function showsTrophies(type: TypeLike): boolean {
  return isType(type, 'collection', 'contract');
}
