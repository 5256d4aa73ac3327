import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/id';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, resources } from '@lotus/i18n';

const LANG_KEY = 'lotus.console.lang';
const DAYJS_LOCALE: Record<string, string> = { vi: 'vi', zh: 'zh-cn', en: 'en', id: 'id' };

/** Console texts in the four languages (operators are often Chinese or Vietnamese); the choice is kept. */
export async function initI18n() {
  await i18n.use(initReactI18next).init({
    resources,
    lng: normalizeLanguage(localStorage.getItem(LANG_KEY) ?? DEFAULT_LANGUAGE),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = i18n.language;
  dayjs.locale(DAYJS_LOCALE[i18n.language] ?? 'en');
}

export function setLanguage(lang: string) {
  localStorage.setItem(LANG_KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  dayjs.locale(DAYJS_LOCALE[lang] ?? 'en');
}
