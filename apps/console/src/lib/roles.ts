import type { TFunction } from 'i18next';
import { BUILTIN_ROLES } from '@lotus/contracts';

/** A role as operators read it: a built-in role in their language (cons.role.*), another by the name it was given. */
export function roleLabel(t: TFunction, code: string, name?: string): string {
  return code in BUILTIN_ROLES ? t(`cons.role.${code}`) : (name ?? code);
}
