import { Inject, Injectable } from '@nestjs/common';
import { SEANCE_MAP_LIMITS, SEANCE_MAP_MESSAGES as M, SeanceMapDto, SeanceOkDto } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { PlayerLock } from '@grimhunt/api-economy';
import { SeanceHuntFacade } from '@grimhunt/api-hunt';
import { mapState } from '../../../domain/seance-map';
import {
  AlreadyInvitedError,
  AlreadyOnMapError,
  MapClosedError,
  MapFullError,
  MapLimitError,
  MapNotFoundError,
  NotInvitedError,
  OnlyOwnerError,
  OwnerCannotLeaveError,
  SeanceValidationError,
} from '../../../domain/seance-map.errors';
import { NotAFriendError, PlayerNotFoundError } from '../../../domain/social.errors';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from '../../ports/social-events.port';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';
import { SEANCE_MAP_STORE, SeanceMapRow, SeanceMapStore } from '../../ports/seance-map.store.port';
import { SeanceMapView } from '../../seance-map-view';

/**
 * Invite, join and leave. Each locks the acting player's user row, then the map row, so the seats (at most four players
 * besides the owner, members and open invitations together) and the open-map limit are decided on rows no parallel call
 * can change. Only open maps (not finished, not expired) change members: a map due for its chests keeps its members.
 */
@Injectable()
export class SeanceMembershipHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly players: PlayerLock,
    private readonly hunt: SeanceHuntFacade,
    private readonly view: SeanceMapView,
  ) {}

  /** `POST /api/social/maps/{mapId}/invite { name }`: the owner invites a friend. */
  async invite(userId: string, mapId: string, rawName: unknown): Promise<SeanceOkDto> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name || name.length > 64) throw new SeanceValidationError(M.nameRequired);
    const now = this.clock.now();
    const invited = await this.uow.run(async (tx) => {
      const me = await this.players.lock(tx, userId);
      const map = await this.visibleMap(tx, userId, mapId);
      if (map.ownerId !== userId) throw new OnlyOwnerError();
      if (mapState(map, now) !== 'open') throw new MapClosedError();
      const target = await this.directory.findByName(name, tx);
      if (!target) throw new PlayerNotFoundError();
      const members = await this.store.members(mapId, tx);
      if (members.some((m) => m.userId === target.id)) throw new AlreadyOnMapError();
      if (!(await this.social.areFriends(tx, userId, target.id))) throw new NotAFriendError();
      const invites = await this.store.invited(mapId, tx);
      if (invites.includes(target.id)) throw new AlreadyInvitedError();
      if (members.length - 1 + invites.length >= SEANCE_MAP_LIMITS.maxOthers) throw new MapFullError();
      await this.store.invite(tx, mapId, target.id, now);
      await this.events.publish(tx, [{ userId: target.id, event: { type: 'map-invite', mapId, from: { userId, name: me.name } } }]);
      return target.name;
    });
    return { success: true, message: M.invited(invited) };
  }

  /** `POST /api/social/maps/{mapId}/join`: an invited player joins. */
  async join(userId: string, mapId: string): Promise<SeanceMapDto> {
    const now = this.clock.now();
    await this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const map = await this.visibleMap(tx, userId, mapId);
      const members = await this.store.members(mapId, tx);
      if (members.some((m) => m.userId === userId)) throw new AlreadyOnMapError();
      if (mapState(map, now) !== 'open') throw new MapClosedError();
      if (!(await this.store.removeInvite(tx, mapId, userId))) throw new NotInvitedError();
      if (members.length - 1 >= SEANCE_MAP_LIMITS.maxOthers) throw new MapFullError();
      if ((await this.store.countOpen(tx, userId)) >= SEANCE_MAP_LIMITS.maxOpenMaps) throw new MapLimitError();
      await this.store.addMember(tx, mapId, userId, now);
      await this.hunt.adjustOpenMaps(tx, [userId], 1);
    });
    return this.view.map(userId, mapId);
  }

  /** `POST /api/social/maps/{mapId}/leave`: a member leaves (an invited player declines the invitation). */
  async leave(userId: string, mapId: string): Promise<SeanceOkDto> {
    const now = this.clock.now();
    await this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const map = await this.visibleMap(tx, userId, mapId);
      if (map.ownerId === userId) throw new OwnerCannotLeaveError();
      if (await this.store.removeInvite(tx, mapId, userId)) return;
      if (mapState(map, now) !== 'open') throw new MapClosedError();
      if (!(await this.store.removeMember(tx, mapId, userId))) throw new MapNotFoundError();
      await this.hunt.adjustOpenMaps(tx, [userId], -1);
    });
    return { success: true, message: M.left };
  }

  /** The map row `FOR UPDATE`, when the player is on it or invited (404 otherwise: other players learn nothing). */
  private async visibleMap(tx: Tx, userId: string, mapId: string): Promise<SeanceMapRow> {
    const map = await this.store.lockMap(tx, mapId);
    if (!map) throw new MapNotFoundError();
    if (map.ownerId === userId) return map;
    const members = await this.store.members(mapId, tx);
    if (!members.some((m) => m.userId === userId) && !(await this.store.invited(mapId, tx)).includes(userId)) throw new MapNotFoundError();
    return map;
  }
}
