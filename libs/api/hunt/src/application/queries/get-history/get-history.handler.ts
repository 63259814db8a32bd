import { Inject, Injectable } from '@nestjs/common';
import { HISTORY_PAGE_SIZE, HUNT_ERROR_CODES, JOURNAL_TYPES, JournalHistoryDto, JournalHistoryQuery } from '@grimhunt/contracts';
import { isUuid, ValidationError } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HuntCatalogue } from '../../hunt-catalogue';
import { toJournalEntryDto } from '../../journal.presenter';
import { HistoryFilter, JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

const TYPES = new Set<number>(Object.values(JOURNAL_TYPES));
const CURSOR = /^(\d{1,15})_([0-9a-f-]{36})$/i;

function invalid(message: string): ValidationError {
  return new ValidationError(message, undefined, HUNT_ERROR_CODES.INVALID_HISTORY_FILTER);
}

/** The query string as a filter; anything malformed is a 400 the journal screen can show. */
export function historyFilter(query: Partial<Record<keyof JournalHistoryQuery, unknown>>): HistoryFilter {
  const text = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw invalid('Choose one value per filter');
    return value.trim();
  };
  const filter: HistoryFilter = { type: null, enemyId: null, before: null };
  const type = text(query.type);
  if (type) {
    if (!/^\d{1,2}$/.test(type) || !TYPES.has(Number(type))) throw invalid('Unknown journal entry type');
    filter.type = Number(type);
  }
  const enemyId = text(query.enemyId);
  if (enemyId) {
    if (!isUuid(enemyId)) throw invalid('Unknown ghost');
    filter.enemyId = enemyId.toLowerCase();
  }
  const before = text(query.before);
  if (before) {
    const match = CURSOR.exec(before);
    if (!match || !isUuid(match[2])) throw invalid('This page of the journal does not exist');
    filter.before = { at: Number(match[1]), id: match[2].toLowerCase() };
  }
  return filter;
}

/**
 * `GET /api/huntrefactored/history`: the player's whole journal, newest first, HISTORY_PAGE_SIZE entries a page,
 * filtered by entry type and by ghost, paged by a keyset cursor (`before`: time and id of the page's last entry). One
 * statement per page, nothing written.
 */
@Injectable()
export class GetHistoryHandler {
  constructor(
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, query: Partial<Record<keyof JournalHistoryQuery, unknown>>): Promise<JournalHistoryDto> {
    const filter = historyFilter(query);
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const records = await this.journal.history(userId, filter, HISTORY_PAGE_SIZE + 1);
    const page = records.slice(0, HISTORY_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      entries: page.map((r) => toJournalEntryDto(r, catalogue)),
      next: records.length > HISTORY_PAGE_SIZE && last ? `${last.at}_${last.id}` : null,
    };
  }
}
