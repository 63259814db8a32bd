export interface SocialLink {
  label: string;
  href: string;
}

/** Parses `Label|https://...` pairs separated by commas; anything that is not an http(s) link is dropped. */
export function parseSocialLinks(raw: string): SocialLink[] {
  return raw
    .split(',')
    .map((pair) => pair.split('|').map((s) => s.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && /^https?:\/\//.test(parts[1] ?? ''))
    .map(([label, href]) => ({ label, href }));
}
