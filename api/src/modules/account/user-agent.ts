/**
 * A person-readable device from a User-Agent header (settings' devices list). A short,
 * ordered rule list instead of a parser library: the list only needs "Chrome on Android, phone";
 * order matters because most browsers also claim to be Safari, Chrome or Mozilla.
 */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device_type: 'mobile' | 'tablet' | 'desktop' | 'unknown';
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFBAN|\bFBAV\//, 'Facebook app'],
  [/\bLine\//, 'LINE app'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'], // HeadlessChrome too
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bokhttp\/|\bDart\//, 'RedNest app'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): DeviceDescription {
  const text = ua ?? '';
  if (!text) return { browser: null, os: null, device_type: 'unknown' };
  const browser = BROWSERS.find(([re]) => re.test(text))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(text))?.[1] ?? null;
  let deviceType: DeviceDescription['device_type'] = 'unknown';
  if (/\biPad\b|\bTablet\b/.test(text) || (os === 'Android' && !/\bMobile\b/.test(text))) deviceType = 'tablet';
  else if (/\bMobi|\biPhone\b|\biPod\b/.test(text)) deviceType = 'mobile';
  else if (os === 'Windows' || os === 'macOS' || os === 'Linux' || os === 'ChromeOS') deviceType = 'desktop';
  return { browser, os, device_type: deviceType };
}
