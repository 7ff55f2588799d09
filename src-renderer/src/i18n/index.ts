export { language, languageOf, numberLocaleOf, setLanguage } from './language';
export { msg, t, tp } from './t';
