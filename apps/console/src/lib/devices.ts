/**
 * A device as operators read it (issue #31): the product's device codes (docs/product.md §6: 1
 * desktop web, 2 iOS app, 3 Android app, 4 mobile browser; null when the call reported none), and
 * the installed web app, a flag beside its platform's code (docs/decisions.md "Device codes").
 */
export function deviceLabel(t: (key: string, params?: Record<string, string>) => string, device: number | null, installed = false): string {
  const name = device !== null && device >= 1 && device <= 4 ? t(`cons.device.${device}`) : t('cons.device.unknown');
  return installed ? t('cons.device.installed', { device: name }) : name;
}
