/**
 * Weekends that differ from Saturday–Sunday, by IANA zone (JavaScript day numbers, 0 = Sunday):
 * Friday–Saturday in Bangladesh and most of the Gulf, Friday alone in Iran, Thursday–Friday in
 * Afghanistan, Saturday alone in Nepal. An organisation elsewhere, or one that works otherwise,
 * sets its own week in Work Week & Holidays.
 */
const WEEKENDS_BY_ZONE: Record<string, readonly number[]> = {
  'Asia/Dhaka': [5, 6],
  'Asia/Riyadh': [5, 6],
  'Asia/Kuwait': [5, 6],
  'Asia/Qatar': [5, 6],
  'Asia/Bahrain': [5, 6],
  'Asia/Muscat': [5, 6],
  'Asia/Baghdad': [5, 6],
  'Asia/Amman': [5, 6],
  'Africa/Cairo': [5, 6],
  'Africa/Khartoum': [5, 6],
  'Africa/Tripoli': [5, 6],
  'Africa/Algiers': [5, 6],
  'Asia/Aden': [5, 6],
  'Asia/Damascus': [5, 6],
  'Asia/Jerusalem': [5, 6],
  'Asia/Tehran': [5],
  'Asia/Kabul': [4, 5],
  'Asia/Kathmandu': [6],
};

/** The weekend an organisation in this zone most likely keeps (Saturday–Sunday unless known otherwise). */
export function defaultWeekend(timeZone: string): readonly number[] {
  return WEEKENDS_BY_ZONE[timeZone] ?? [0, 6];
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
