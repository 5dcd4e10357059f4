import type { Locator } from '@playwright/test';

/**
 * Every text inside `regiao` whose contrast with the first opaque background behind it is under
 * WCAG 2's AA (4.5:1; 3:1 for large text), as "text: ratio". Axe leaves the texts of the sync
 * drawer unjudged ('partially overlaps other elements': the drawer scrolls over the page), so they
 * are measured here. Disabled controls are exempt, as WCAG says.
 */
export function textosDeContrasteBaixo(regiao: Locator): Promise<string[]> {
  return regiao.evaluate((raiz) => {
    const canais = (cor: string) => (cor.match(/[\d.]+/g) ?? []).map(Number);
    const luminancia = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fundoDe = (elemento: Element) => {
      for (let e: Element | null = elemento; e; e = e.parentElement) {
        const [r = 0, g = 0, b = 0, alfa = 1] = canais(getComputedStyle(e).backgroundColor);
        if (alfa === 1) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const baixos: string[] = [];
    for (const elemento of [raiz, ...raiz.querySelectorAll('*')]) {
      const texto = [...elemento.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!texto || elemento.closest(':disabled, [aria-disabled="true"], [aria-hidden="true"]')) continue;
      const estilo = getComputedStyle(elemento);
      const caixa = elemento.getBoundingClientRect();
      if (estilo.visibility !== 'visible' || caixa.width === 0 || caixa.height === 0) continue;
      const [claro = 1, escuro = 0] = [luminancia(canais(estilo.color)), luminancia(fundoDe(elemento))].sort(
        (a, b) => b - a,
      );
      const razao = (claro + 0.05) / (escuro + 0.05);
      const tamanho = Number.parseFloat(estilo.fontSize);
      const grande = tamanho >= 24 || (tamanho >= 18.66 && Number(estilo.fontWeight) >= 700);
      if (razao < (grande ? 3 : 4.5)) baixos.push(`${texto.slice(0, 60)}: ${razao.toFixed(2)}:1`);
    }
    return baixos;
  });
}
