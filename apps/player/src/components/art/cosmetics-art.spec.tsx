import { render, screen } from '@testing-library/react';
import { FramedAvatar } from './avatar-frame';
import { CovenEmblem } from './coven-emblem';
import { emblemDesign } from './emblem-design';

describe('CovenEmblem', () => {
  const seed = 'coven-emblem:0a1b2c3d';

  it("draws the seed's arms, or a bought design's device on the same shield with an inner rim", () => {
    const own = emblemDesign(seed);
    const { rerender } = render(<CovenEmblem seed={seed} name="Night_Owls" />);
    const plain = screen.getByRole('img', { name: 'Night_Owls emblem' });
    expect(plain).toHaveAttribute('data-design', 'own');
    expect(plain).toHaveAttribute('data-emblem', `${own.shape}-${own.division}-${own.charge}`);
    const plainPaths = plain.querySelectorAll('path').length;
    expect(plain.querySelector('path[stroke-dasharray]')).toBeNull();

    rerender(<CovenEmblem seed={seed} design="emblem-hourglass" name="Night_Owls" />);
    const bought = screen.getByRole('img', { name: 'Night_Owls emblem' });
    expect(bought).toHaveAttribute('data-design', 'emblem-hourglass');
    expect(bought).toHaveAttribute('data-emblem', `${own.shape}-${own.division}-hourglass`);
    expect(bought.querySelector('path[stroke-dasharray]')).not.toBeNull(); // the inner rim
    expect(bought.querySelectorAll('path').length).not.toBe(plainPaths);

    rerender(<CovenEmblem seed={seed} design="emblem-unknown" name="Night_Owls" />);
    expect(screen.getByRole('img', { name: 'Night_Owls emblem' })).toHaveAttribute('data-design', 'own');
  });
});

describe('FramedAvatar', () => {
  const portrait = <img alt="Vampire Count" src="/api/image/thumb/img-vampire" />;

  it('puts the portrait inside the ring of a known frame', () => {
    const { container } = render(<FramedAvatar frame="frame-ember">{portrait}</FramedAvatar>);
    const framed = container.querySelector('.framed-avatar')!;
    expect(framed).toHaveAttribute('data-frame', 'frame-ember');
    expect(framed.querySelector('.framed-avatar__picture')).toContainElement(screen.getByAltText('Vampire Count'));
    // The ring comes after the picture, so it is drawn over its edge.
    expect(framed.lastElementChild).toHaveAttribute('data-art', 'avatar-frame');
    expect(framed.lastElementChild!.querySelectorAll('circle, path, ellipse').length).toBeGreaterThan(0);
  });

  it('shows the bare portrait without a frame or with one this app cannot draw', () => {
    for (const frame of [null, undefined, 'frame-golden', 'title-night-warden']) {
      const { container, unmount } = render(<FramedAvatar frame={frame}>{portrait}</FramedAvatar>);
      expect(container.querySelector('.framed-avatar, [data-art="avatar-frame"]')).toBeNull();
      expect(container.querySelector('img')).not.toBeNull();
      unmount();
    }
  });
});
