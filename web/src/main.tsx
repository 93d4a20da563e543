import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readFirstData } from './lib/first-data';
import { readRuntimeConfig } from './lib/runtime-config';
import './ui/tokens.css';
import './ui/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App config={readRuntimeConfig()} firstData={readFirstData()} />
  </StrictMode>,
);
