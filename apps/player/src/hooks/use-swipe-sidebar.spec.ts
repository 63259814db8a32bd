import { swipeAction } from './use-swipe-sidebar';

describe('swipeAction', () => {
  it('opens on a right swipe and closes on a left swipe of at least 50 px on narrow screens', () => {
    expect(swipeAction(50, 0, 768)).toBe('open');
    expect(swipeAction(-50, 10, 390)).toBe('close');
  });

  it('ignores short, mostly vertical or wide-screen moves', () => {
    expect(swipeAction(49, 0, 390)).toBeNull();
    expect(swipeAction(60, 80, 390)).toBeNull();
    expect(swipeAction(200, 0, 769)).toBeNull();
  });
});
