import { STAT_TYPE } from '@grimhunt/contracts';

export const STAT_TYPE_CHOICES = [
  { id: STAT_TYPE.stat, name: 'Stat' },
  { id: STAT_TYPE.proc, name: 'Proc' },
];

export { toInt } from '../../components/parse';
