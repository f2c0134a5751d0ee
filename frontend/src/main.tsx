import './index.css';
// React's DOM renderer comes with this entry (imported here, it is an initial module): without
// this import the build put it in app/start.tsx's chunk, and the two files of the comment below
// were one of 118 kB and one of 1.4 kB (gzip; 0.5 kB more in all). It is CommonJS, so its
// module body runs where it is first imported: in this file's task.
import 'react-dom/client';
import { applyLanguage, langOfPath, loadArabic } from './i18n/lang';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// An Arabic page's catalogue and font (a lazy chunk) are fetched alongside the app's code.
const lang = langOfPath(location.pathname);
applyLanguage(lang);
if (lang === 'ar') void loadArabic(location.pathname);

// React (with this entry) and the app's own code (router, data, pages: app/start.tsx) are two
// files, fetched together (index.html preloads the second) and evaluated in separate tasks,
// so that neither blocks the main thread for long. A page whose HTML holds the server's
// rendering of it is hydrated, any other rendered anew (app/start.tsx).
void import('./app/start').then(({ startApp }) => startApp(container));
