import { Inject, Injectable } from '@nestjs/common';
import { CovenBoardMessageDto, CovenDto, CovenMemberDto, covenEmblemImageId, CovenSummaryDto, RankDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { BoardMessageRow, COVEN_STORE, CovenListRow, CovenRow, CovenStore, MembershipRow } from './ports/coven.store.port';
import { TOKEN_SHOP_STORE, TokenShopStore } from './ports/token-shop.store.port';

/** The rank a player of `xp` holds: the highest rank whose threshold they reached (ranks by ascending xp). */
export function rankNameOf(ranks: readonly RankDto[], xp: number): string | null {
  let name: string | null = null;
  for (const rank of ranks) if (rank.xp <= xp) name = rank.name;
  return name;
}

/** Builds the covens' answers: members with their current names and ranks (identity, catalogue) and equipped titles. */
@Injectable()
export class CovenView {
  constructor(
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly catalogue: CatalogueFacade,
    @Inject(TOKEN_SHOP_STORE) private readonly cosmetics: TokenShopStore,
  ) {}

  /** Names and rank names of the given players (deleted accounts are left out). */
  async people(userIds: string[], tx?: Tx): Promise<Map<string, { name: string; rankName: string | null }>> {
    const ranks = await this.catalogue.ranks();
    const ids = [...new Set(userIds)];
    // One connection runs one statement at a time: inside a transaction the reads queue, outside they may overlap.
    const accounts = tx ? [] : await Promise.all(ids.map((id) => this.players.find(id)));
    if (tx) for (const id of ids) accounts.push(await this.players.find(id, tx));
    return new Map(accounts.flatMap((a) => (a ? [[a.id, { name: a.name, rankName: rankNameOf(ranks, a.xp) }] as const] : [])));
  }

  async coven(covenId: string, tx?: Tx): Promise<CovenDto | null> {
    const coven = await this.covens.find(covenId, tx);
    if (!coven) return null;
    return this.toDto(coven, await this.covens.members(covenId, tx), tx);
  }

  async toDto(coven: CovenRow, members: MembershipRow[], tx?: Tx): Promise<CovenDto> {
    const ids = members.map((m) => m.userId);
    const people = await this.people(ids, tx);
    const cosmetics = await this.cosmetics.equippedAmong(ids, tx);
    const list: CovenMemberDto[] = members.map((m) => ({
      userId: m.userId,
      name: people.get(m.userId)?.name ?? '',
      role: m.role,
      rankName: people.get(m.userId)?.rankName ?? null,
      joinedAt: new Date(m.joinedAt).toISOString(),
      titleKey: cosmetics.get(m.userId)?.titleKey ?? null,
    }));
    const captain = list.find((m) => m.role === 'captain');
    return {
      id: coven.id,
      name: coven.name,
      motto: coven.motto,
      emblemImageId: covenEmblemImageId(coven.id),
      emblemDesign: coven.emblemDesign,
      captain: { userId: captain?.userId ?? '', name: captain?.name ?? '' },
      members: list,
      open: coven.open,
    };
  }

  async summaries(rows: CovenListRow[]): Promise<CovenSummaryDto[]> {
    const names = await this.players.namesOf(rows.flatMap((r) => (r.captainId ? [r.captainId] : [])));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      motto: r.motto,
      emblemImageId: covenEmblemImageId(r.id),
      emblemDesign: r.emblemDesign,
      captainName: (r.captainId && names.get(r.captainId)) || '',
      memberCount: r.memberCount,
      open: r.open,
    }));
  }
}

export function toBoardMessageDto(m: BoardMessageRow): CovenBoardMessageDto {
  return { id: m.id, userId: m.userId, name: m.authorName, message: m.message, postedAt: m.postedAt.toISOString() };
}
