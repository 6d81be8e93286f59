import './ui/styles';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { backendConfigFromEnv, createBackend } from './backend/registry';
import { selectPlatform } from './platform/select-platform';

const platform = selectPlatform(__APP_VERSION__);
const backend = createBackend(backendConfigFromEnv(import.meta.env));

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan di index.html');
createRoot(root).render(
  <StrictMode>
    <App backend={backend} platform={platform} router={createAppRouter()} />
  </StrictMode>,
);
