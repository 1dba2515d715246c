/** Every served themes version's settings, in one place (re-exported by themes-local.ts). */
export { EMBEDDING_SHARE, THEMES_V1_SETTINGS, THEMES_V2_SETTINGS, THEMES_V3_SETTINGS, THEMES_V4_SETTINGS, THEMES_V5_SETTINGS, THEMES_V6_SETTINGS, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V27_SETTINGS, THEMES_V28_SETTINGS, type ThemesSettings } from './themes-settings.js';
export { THEMES_V30_SETTINGS, THEMES_V32_SETTINGS, THEMES_V33_SETTINGS } from './themes-settings-wishes.js';
export { THEMES_V34_SETTINGS } from './themes-settings-fixed.js';
export { THEMES_V35_SETTINGS } from './themes-settings-fragments.js';
export { THEMES_V36_SETTINGS } from './themes-settings-kinds.js';
export { THEMES_V37_SETTINGS } from './themes-settings-phrases.js';
export { THEMES_V38_SETTINGS } from './themes-settings-polarity.js';
export { THEMES_V39_SETTINGS } from './themes-settings-praise.js';
export { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from './themes-settings-non-answers.js';
