/** The similar listings' worker: everything it does is in similar-worker.ts (docs/large-catalogues.md). */
import { serve } from '@/lib/worker-client';
import { similarHandler } from './similar-worker';

serve(similarHandler((input, init) => fetch(input, init)));
