import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
