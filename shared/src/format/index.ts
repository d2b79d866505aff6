export {
  DATE_FORMAT,
  ISO_DATE_FORMAT,
  SHORT_DAY_FORMAT,
  formatDate,
  parseDate,
  toIsoDate,
  addDays,
  nightsBetween,
  todayIn,
  dayjs,
  type DateFormat,
  type DateInput,
  type Dayjs,
} from './dates';
export { formatMoney, toMinor, fromMinor } from './money';
export { normalisePhone, dropEmpty } from './text';
export {
  searchDefaults,
  normaliseSearch,
  DEFAULT_ROOMS,
  DEFAULT_GUESTS,
  RESIDENCE_MIN_NIGHTS,
  type StaySearch,
  type SearchInput,
  type NormaliseOptions,
} from './search';
