import { navegadorCompleto, test } from '../enlace';
import { videoCortadoComSinal } from '../envio-cortado';

/**
 * Issue 40, item 1 with Background Sync: the full Chromium (its headless shell disables it). The
 * worker's sync fires while the link is still dead, finds the page sending, and the page's own
 * backoff sends the video once the link is back, as without it.
 */
test.use({ launchOptions: navegadorCompleto });

test('with Background Sync, a video cut at 40 % with the bars up goes on by itself', async ({
  page,
  context,
  enlace,
}) => {
  test.setTimeout(120_000);
  await videoCortadoComSinal({ page, context, enlace }, true);
});
