import { createRoot } from 'react-dom/client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// React (with this entry) and the app's own code (router, data, pages: app/start.tsx) are two
// files, fetched together (index.html preloads the second) and evaluated in separate tasks,
// so that neither blocks the main thread for long.
void import('./app/start').then(({ startApp }) => startApp(root));
