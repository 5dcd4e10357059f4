/**
 * A device's name for people, made from its browser's user agent (issue 39; the list of issue 43,
 * 'Meus aparelhos', shows it): 'Chrome no Android', 'Safari no iPhone'. Only the browser and the
 * system: enough to tell an officer's phones apart, nothing a user agent could fake into mattering.
 */

const NAVEGADORES: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SISTEMAS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const primeiro = (lista: [RegExp, string][], texto: string) =>
  lista.find(([padrao]) => padrao.test(texto))?.[1];

export function nomeDoAparelho(userAgent: string | null): string {
  const texto = userAgent ?? '';
  const navegador = primeiro(NAVEGADORES, texto);
  const sistema = primeiro(SISTEMAS, texto);
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  return navegador ?? sistema ?? 'Aparelho desconhecido';
}
