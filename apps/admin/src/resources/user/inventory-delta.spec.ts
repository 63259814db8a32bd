import { additionDelta, amountChangeDelta, removalDelta } from './inventory-delta';

describe('inventory deltas', () => {
  it('changing an amount sends new - old', () => {
    expect(amountChangeDelta('u1', 'i1', 5, 8)).toEqual({ userId: 'u1', itemId: 'i1', deltaAmount: 3, remove: false });
    expect(amountChangeDelta('u1', 'i1', 5, 2)).toEqual({ userId: 'u1', itemId: 'i1', deltaAmount: -3, remove: false });
  });

  it('sends nothing when the amount did not change or is not a number', () => {
    expect(amountChangeDelta('u1', 'i1', 5, 5)).toBeNull();
    expect(amountChangeDelta('u1', 'i1', 5, Number(''.concat('abc')))).toBeNull();
  });

  it('removing an item sends a negative delta equal to its amount, with remove true', () => {
    expect(removalDelta('u1', 'i1', 25)).toEqual({ userId: 'u1', itemId: 'i1', deltaAmount: -25, remove: true });
  });

  it('adding an item with the picker gives one', () => {
    expect(additionDelta('u1', 'i2')).toEqual({ userId: 'u1', itemId: 'i2', deltaAmount: 1, remove: false });
  });
});
