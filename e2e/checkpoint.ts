/**
 * What every screen a journey reaches must pass, on the phone the app is made for and a narrower
 * one: no accessibility violation of WCAG 2.1 A/AA of any impact (axe), toasts included, nothing
 * clipped or running off the screen. Each checkpoint also keeps a screenshot to look at and axe's findings per screen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SHOTS = '.tmp/screens';
const AXE = '.tmp/axe';
const WIDTHS = [360, 320] as const;

/** Text cut by its box (an ellipsis, a hidden overflow) and boxes past the right edge of the screen. */
function findClipped(): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  const labelOf = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Screen-reader-only text is clipped on purpose.
    if (box.width <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')
      continue;
    const text = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const hidesOverflow = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    if (text && hidesOverflow && element.scrollWidth > element.clientWidth + 1)
      found.push(`cortado: ${labelOf(element)}`);
    if (box.right > width + 1 && !element.closest('[data-scroll-x]'))
      found.push(`fora da tela: ${labelOf(element)}`);
  }
  return [...new Set(found)];
}

/**
 * A dialog or a toast still fading has its text at half contrast: judge the screen once it is
 * still. A transition starts a frame after its element mounts, so the wait is repeated until a
 * frame goes by with none running. A looping animation (a microphone listening, a loader) never
 * finishes and is not waited for.
 */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    const running = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      await Promise.allSettled(finite.map((animation) => animation.finished));
      return finite.length;
    });
    if (running === 0) return;
  }
}

/** The page's violations, read while every toast on it is held still. */
async function axe(page: Page) {
  // The toasts are audited too: the pointer on one holds them all (as it does for a person) so that
  // none starts fading out while axe reads it.
  const toast = page
    .locator('.mantine-Notification-root')
    .getByRole('button', { name: 'Fechar aviso' })
    .first();
  const holding =
    (await toast.count()) > 0 &&
    (await toast.hover({ timeout: 2_000 }).then(
      () => true,
      () => false,
    ));
  await settle(page);
  // Only the violations are read: axe then builds no selectors for the thousands of passing nodes.
  // The app has no frames, so axe runs in the page itself (legacy mode) rather than again in a blank
  // page opened for each audit. Same violations, about half the time (docs/decisions.md, issue 28).
  // `options` first: it replaces the options object, `withTags` then adds its rules to it.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  if (holding) await page.mouse.move(0, 0);
  return results;
}

/** Whether one of axe's findings lies in a toast, and whether such a toast is fading in or out. */
const toastDosAchados = (page: Page, targets: string[]) =>
  page.evaluate((selectors) => {
    const opacity = (element: Element) => {
      let value = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        value *= Number(getComputedStyle(node).opacity);
      return value;
    };
    const toasts = selectors.flatMap((selector) => {
      const toast = document.querySelector(selector)?.closest('.mantine-Notification-root');
      return toast ? [toast] : [];
    });
    if (toasts.length === 0) return 'nenhum';
    return toasts.some((toast) => opacity(toast) < 1) ? 'esmaecendo' : 'inteiro';
  }, targets);

async function expectAccessible(page: Page, name: string): Promise<void> {
  const toasts = () => page.locator('.mantine-Notification-root').count();
  const antes = await toasts();
  let results = await axe(page);
  // A toast that came while axe read the page was read half faded in: read again, it held too.
  // A finding in a toast there all along may have been read while it faded in (whole by now) or
  // out (one the pointer could not hold, under the sync drawer's overlay): read again once no such
  // toast is fading.
  const targets = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  if ((await toasts()) !== antes) results = await axe(page);
  else if ((await toastDosAchados(page, targets)) !== 'nenhum') {
    await expect.poll(() => toastDosAchados(page, targets), { timeout: 3_000 }).not.toBe('esmaecendo');
    results = await axe(page);
  }
  mkdirSync(AXE, { recursive: true });
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.length,
    targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  writeFileSync(
    path.join(AXE, `${name}.json`),
    JSON.stringify({ screen: name, violations: summary }, null, 2),
  );
  const blocking = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  // Soft: the journey goes on, so one run lists every screen's violations (it still fails).
  expect.soft(blocking, `acessibilidade em ${name}`).toEqual([]);
}

/** The screen as it is now, at 360 px and at 320 px: accessible, nothing clipped, photographed. */
export async function checkpoint(page: Page, name: string): Promise<void> {
  // A screen whose code is still arriving (the router's loader) is not yet the screen to judge.
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  await settle(page);
  const original = page.viewportSize() ?? { width: 360, height: 740 };
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: original.height });
    // A chart or a map takes the new width a few frames after the resize (its ResizeObserver, then
    // its own render): read until the screen has it, and fail with what stays clipped.
    await expect
      .poll(() => page.evaluate(findClipped), { message: `${name} a ${width} px`, timeout: 3_000 })
      .toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/${name}${width === 360 ? '' : `-${width}`}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
  await expectAccessible(page, name);
}
