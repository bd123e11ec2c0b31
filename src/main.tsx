import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from '@src/boot/Boot';
import '@src/boot/boot.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
