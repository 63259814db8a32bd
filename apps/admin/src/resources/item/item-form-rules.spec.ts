import { showsContractType, showsTrophies } from './item-form-rules';

const type = (name: string, shortName = name.toLowerCase()) => ({ name, shortName });

describe('item form display rules', () => {
  it("item type 'contract' shows the contract type select", () => {
    expect(showsContractType(type('Contract'))).toBe(true);
    expect(showsContractType(type('Special', 'contract'))).toBe(true);
    expect(showsContractType(type('Collection'))).toBe(false);
    expect(showsContractType(type('Trap'))).toBe(false);
    expect(showsContractType(null)).toBe(false);
  });

  it("'collection' or 'contract' shows the trophy items", () => {
    expect(showsTrophies(type('Collection'))).toBe(true);
    expect(showsTrophies(type('Contract'))).toBe(true);
    expect(showsTrophies(type('Bait'))).toBe(false);
    expect(showsTrophies(undefined)).toBe(false);
  });
});
