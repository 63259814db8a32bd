import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { TournamentList } from './tournament-list';

/** `<Resource name="tournament" {...tournamentResource} />`: the list route also hosts the detail. */
export const tournamentResource = {
  list: TournamentList,
  hasEdit: true,
  hasCreate: true,
  icon: EmojiEventsIcon,
  options: { label: 'tournaments' },
  recordRepresentation: 'name',
};
