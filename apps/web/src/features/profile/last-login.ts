/**
 * The last login's words: time, then where from. The server records the address as the IP when
 * it knows no better, so an address equal to the IP is not shown twice (#27: "IP once").
 */
export function lastLoginParts(m: { lastLoginAddress: string | null; lastLoginIp: string | null }): {
  key: 'centre.profile.lastLogin' | 'centre.profile.lastLoginIp';
  address: string;
  ip: string;
} {
  const ip = m.lastLoginIp?.trim() || '—';
  const address = m.lastLoginAddress?.trim() ?? '';
  return address === '' || address === ip
    ? { key: 'centre.profile.lastLoginIp', address: '', ip }
    : { key: 'centre.profile.lastLogin', address, ip };
}
