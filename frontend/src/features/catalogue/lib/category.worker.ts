/**
 * The category worker (docs/large-catalogues.md, "A large category in a worker"): a large
 * category's JSON is parsed, sorted and searched here, off the page's thread. Everything it
 * does is in category-worker-protocol.ts, which the unit tests run in their own thread.
 */
import { serve } from '@/lib/worker-client';
import { categoryHandler } from './category-worker-protocol';

serve(categoryHandler((input, init) => fetch(input, init)));
