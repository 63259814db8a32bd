import { SETTINGS, parseGiftSchedule, type GiftSchedule } from '@grimhunt/contracts';

/** One dated gift as the form edits it. */
export interface DatedGift {
  day: string;
  itemId: string;
}

/** The form's state: the rotation's first day, its items in order, and single days with their own gift. */
export interface GiftScheduleForm {
  start: string;
  items: string[];
  dates: DatedGift[];
}

/** The stored setting's text as a form (an unreadable or missing text starts from the registry's default). */
export function scheduleToForm(raw: string | null | undefined): GiftScheduleForm {
  const schedule = (raw ? parseGiftSchedule(raw) : undefined) ?? SETTINGS.giftOfTheDaySchedule.defaultValue;
  return {
    start: schedule.start,
    items: [...schedule.items],
    dates: Object.entries(schedule.dates)
      .map(([day, itemId]) => ({ day, itemId }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/** What is wrong with the form (the first problem), or null when it can be saved. */
export function giftScheduleError(form: GiftScheduleForm): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.start)) return 'Choose the day the rotation starts.';
  if (form.items.some((itemId) => !itemId)) return 'Choose an item in every rotation row, or remove the row.';
  if (form.dates.some((d) => !d.day || !d.itemId)) return 'Choose a day and an item in every dated row, or remove the row.';
  const days = form.dates.map((d) => d.day);
  if (new Set(days).size !== days.length) return 'Each day can have only one dated gift.';
  return null;
}

/** The setting's text for a valid form (the format the game reads). */
export function formToSetting(form: GiftScheduleForm): string {
  const schedule: GiftSchedule = {
    start: form.start,
    items: form.items,
    dates: Object.fromEntries(form.dates.map((d) => [d.day, d.itemId])),
  };
  return SETTINGS.giftOfTheDaySchedule.format(schedule);
}
