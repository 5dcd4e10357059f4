// Only what the login screen, the loaders and the route error draw; the app shell brings the rest
// of Mantine's styles with its chunk. The layered files keep the app's CSS above Mantine's.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { NotificationsHost } from './components/NotificationsHost';
import { UpdatePrompt } from './components/UpdatePrompt';
import { hasCachedSession, loadSessionSchemas, SessionProvider } from './lib/session';
import { setSessionHooks } from './lib/session-hooks';
import { offlineSessionHooks } from './offline/session-hooks';
import { registerServiceWorker } from './offline/sw-control';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

registerServiceWorker();
setSessionHooks(offlineSessionHooks);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);

function render() {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
          <NotificationsHost />
          <UpdatePrompt />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

// A cached session is checked before the first render, so zod loads first; a visitor with none, on
// the login screen, never waits for it. Not a top-level await: the schemas' chunk imports from this
// one, which could then never finish evaluating.
if (hasCachedSession()) void loadSessionSchemas().then(render, render);
else render();
